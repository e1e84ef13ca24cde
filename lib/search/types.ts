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
}

/** A record as stored in the index file, with its field lengths in terms (title, content, tags, parents). */
export interface IndexedRecord extends SearchRecord {
  lengths: [number, number, number, number];
}

/** Corpus statistics BM25F needs, computed at build time. */
interface SearchStats {
  count: number;
  /** Average field length in terms, per field in SEARCH_FIELDS order. */
  avgLengths: [number, number, number, number];
  /** Number of records containing each term in any field. */
  df: Record<string, number>;
}

/** The file `search-index-{docs plugin id}.json`. */
export interface SearchIndexFile {
  version: number;
  stats: SearchStats;
  records: IndexedRecord[];
}
