import { MAX_QUERY_LENGTH, MAX_RESULTS } from './constants';
import { createVocabulary, type Expansion, expandTerm, type Vocabulary } from './expand';
import { encodePostings, postingsOf } from './postings';
import { type FlatPostings, rankPostings } from './rank';
import { tokenize } from './tokenize';
import type { SearchIndexFile, SearchRecord } from './types';

/** What a result shows: where it leads, its page, its heading and the text its snippet comes from. */
export type ShownRecord = Pick<SearchRecord, 'kind' | 'url' | 'page' | 'title' | 'content'>;

/** A ranked record and the index terms it matched (for highlighting). */
export interface SearchHit {
  record: ShownRecord;
  score: number;
  terms: string[];
}

/** The distinct terms of a query (of its first MAX_QUERY_LENGTH characters). */
export const queryTerms = (query: string) => [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))];

/**
 * The expansions of each distinct query term against the vocabulary, or null when the query has
 * no term the index knows (empty, stop words, punctuation, unknown words): nothing to fetch or rank.
 */
function expandQuery(query: string, vocab: Vocabulary): Expansion[][] | null {
  const terms = queryTerms(query);
  if (terms.length === 0 || vocab.sorted.length === 0) return null;
  const expansions = terms.map((term) => expandTerm(term, vocab));
  return expansions.some((options) => options.length > 0) ? expansions : null;
}

/**
 * Client-side search over one whole index file (the reference the sharded index is held to, and
 * what tests and benchmarks build in memory). Every record holding a word a query term stands for
 * (itself, a longer word it starts, a typo) is scored with BM25F over the stored statistics.
 */
export class SearchEngine {
  private readonly vocab: Vocabulary;
  private readonly postings = new Map<string, FlatPostings>();
  private readonly lengths: number[];

  constructor(private readonly file: SearchIndexFile) {
    this.vocab = createVocabulary(file.stats.df);
    for (const [term, list] of postingsOf(file.records)) this.postings.set(term, encodePostings(list));
    this.lengths = file.records.flatMap((r) => r.lengths);
  }

  get size(): number {
    return this.file.records.length;
  }

  /** The best records for a query, at most `limit`, highest BM25F score first. */
  search(query: string, limit = MAX_RESULTS): SearchHit[] {
    const expansions = this.size === 0 ? null : expandQuery(query, this.vocab);
    if (!expansions) return [];
    const { count, avgLengths, df } = this.file.stats;
    const ranked = rankPostings(
      expansions,
      (term) => this.postings.get(term),
      { count, avgLengths, df: (term) => df[term] ?? 0, lengths: this.lengths },
      limit,
    );
    return ranked.map(({ id, score, terms }) => ({ record: this.file.records[id], score, terms }));
  }
}
