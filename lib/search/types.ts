import type { MapEntry } from './flex.client';

/** What a search result leads to, for its icon and grouping. */
export type SearchKind = 'doc' | 'api' | 'blog' | 'page';

/** One searchable unit: a docs page or one of its sections, a post, a page, an API operation. */
export interface SearchRecord {
  kind: SearchKind;
  /** Where the result leads, with the section or operation anchor. */
  url: string;
  /** The page the record belongs to; results are grouped by it. */
  page: string;
  /** The section heading, operation summary, or page title. */
  title: string;
  content: string;
  tags: string[];
  /** The record's parents: the page and h2 a section sits in, the reference an operation belongs to. */
  parents: string[];
  /**
   * The language of a record that is not in its index's language (BCP 47): in a locale's index, the
   * pages not translated yet, which the panel marks (lib/site/search-records.ts).
   */
  lang?: string;
}

/**
 * The search index as the build makes it: the records (by id, their place here) and FlexSearch's
 * exported map, whose slots hold each term's BM25F weight in each record (see build.ts).
 */
export interface SearchIndexFile {
  version: number;
  count: number;
  /** FlexSearch's resolution: how many slots a weight is quantised into. */
  resolution: number;
  records: SearchRecord[];
  map: MapEntry[];
}
