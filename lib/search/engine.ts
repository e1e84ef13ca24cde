import { fieldTerms } from './build';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from './constants';
import { createVocabulary, type Expansion, expandTerm, type Vocabulary } from './expand';
import { type Posting, rankPostings } from './rank';
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

/**
 * The expansions of each distinct query term against the vocabulary, or null when the query has
 * no term the index knows (empty, stop words, punctuation, unknown words): nothing to fetch or rank.
 */
export function expandQuery(query: string, vocab: Vocabulary): Expansion[][] | null {
  const terms = [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))];
  if (terms.length === 0 || vocab.sorted.length === 0) return null;
  const expansions = terms.map((term) => expandTerm(term, vocab));
  return expansions.some((options) => options.length > 0) ? expansions : null;
}

/** Each record's postings, by term, as the build would write them into shards. */
export function postingsOf(records: readonly SearchRecord[]): Map<string, Posting[]> {
  const postings = new Map<string, Posting[]>();
  records.forEach((record, id) => {
    const fields = fieldTerms(record);
    const lengths = fields.map((terms) => terms.length);
    const counts = new Map<string, number[]>();
    fields.forEach((terms, f) => {
      for (const term of terms) {
        let tf = counts.get(term);
        if (!tf) counts.set(term, (tf = [0, 0, 0, 0]));
        tf[f] += 1;
      }
    });
    for (const [term, tf] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ id, tf, lengths });
    }
  });
  return postings;
}

/**
 * Client-side search over one whole index file (the reference the sharded index is held to, and
 * what tests and benchmarks build in memory). Every record holding a word a query term stands for
 * (itself, a longer word it starts, a typo) is scored with BM25F over the stored statistics.
 */
export class SearchEngine {
  private readonly vocab: Vocabulary;
  private readonly postings: Map<string, Posting[]>;

  constructor(private readonly file: SearchIndexFile) {
    this.vocab = createVocabulary(file.stats.df);
    this.postings = postingsOf(file.records);
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
      { count, avgLengths, df: (term) => df[term] ?? 0 },
      limit,
    );
    return ranked.map(({ id, score, terms }) => ({ record: this.file.records[id], score, terms }));
  }
}
