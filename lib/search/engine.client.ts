import type { Index } from 'flexsearch';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from './constants.client';
import { type Expansion, expandTerm, type Vocabulary } from './expand.client';
import { countIds, createFlexIndex, importMap, retrieve } from './flex.client';
import { rankMatches } from './rank.client';
import { tokenize } from './tokenize.client';
import type { SearchIndexFile, SearchRecord } from './types';

/** What a result shows: where it leads, its page, its heading and the text its snippet comes from. */
export type ShownRecord = Pick<SearchRecord, 'kind' | 'url' | 'page' | 'title' | 'content' | 'lang'>;

/** A ranked record and the index terms it matched (for highlighting). */
export interface SearchHit {
  record: ShownRecord;
  score: number;
  terms: string[];
}

/** The distinct terms of a query (of its first MAX_QUERY_LENGTH characters). */
export const queryTerms = (query: string) => [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))];

/**
 * Search over a whole index in memory, with FlexSearch (the reference the sharded index is held to,
 * and what tests and benchmarks build): the build's map is imported into a FlexSearch index, each
 * query term is expanded over its sorted terms (itself, longer words it starts, typos), FlexSearch
 * retrieves every record of each word, and rankMatches() orders them by BM25F.
 */
export class SearchEngine {
  private readonly index: Index;
  private readonly vocab: Vocabulary;

  constructor(private readonly file: SearchIndexFile) {
    this.index = createFlexIndex(file.resolution);
    importMap(this.index, file.map);
    const df = new Map(file.map.map(([term, slots]) => [term, countIds(slots)]));
    this.vocab = { sorted: file.map.map(([term]) => term), df: (term) => df.get(term) ?? 0 };
  }

  get size(): number {
    return this.file.records.length;
  }

  /** The best records for a query, at most `limit`, highest BM25F score first. */
  search(query: string, limit = MAX_RESULTS): SearchHit[] {
    const terms = this.size === 0 ? [] : queryTerms(query);
    const expansions: Expansion[][] = terms.map((term) => expandTerm(term, this.vocab));
    if (!expansions.some((options) => options.length > 0)) return [];
    const ranked = rankMatches(
      expansions,
      (term) => retrieve(this.index, term),
      { count: this.file.count, resolution: this.file.resolution },
      limit,
    );
    return ranked.map(({ id, score, terms: matched }) => ({ record: this.file.records[id], score, terms: matched }));
  }
}
