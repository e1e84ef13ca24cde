import { idf } from './bm25f';
import { BM25, FIELD_BOOSTS, SEARCH_FIELDS } from './constants';
import type { Expansion } from './expand';

/**
 * One record's entry for one term: its id and, per field (SEARCH_FIELDS order), how often the term
 * occurs and the field's length. Both engines rank from postings, so the sharded index, which ships
 * them in shards, scores exactly as the single index does.
 */
export interface Posting {
  id: number;
  tf: readonly number[];
  lengths: readonly number[];
}

/** The corpus statistics ranking reads: record count, average field lengths, document frequency. */
export interface RankStats {
  count: number;
  avgLengths: readonly number[];
  df: (term: string) => number;
}

/** A ranked record id and the index terms it matched (for highlighting). */
export interface RankedId {
  id: number;
  score: number;
  terms: string[];
}

const boosts = SEARCH_FIELDS.map((field) => FIELD_BOOSTS[field]);

/** BM25F of one posting: the same arithmetic, in the same order, as bm25fTermScore. */
function postingScore(posting: Posting, avgLengths: readonly number[], termIdf: number): number {
  let weighted = 0;
  for (let f = 0; f < boosts.length; f++) {
    const count = posting.tf[f];
    if (!count) continue;
    const norm = avgLengths[f] > 0 ? 1 - BM25.b + (BM25.b * posting.lengths[f]) / avgLengths[f] : 1;
    weighted += (boosts[f] * count) / norm;
  }
  if (weighted === 0) return 0;
  return (termIdf * weighted) / (BM25.k1 + weighted);
}

/** The first position in postings (ids ascending) whose id is >= id. */
function findPosting(postings: readonly Posting[], id: number): Posting | undefined {
  let lo = 0;
  let hi = postings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (postings[mid].id < id) lo = mid + 1;
    else hi = mid;
  }
  return postings[lo]?.id === id ? postings[lo] : undefined;
}

/**
 * Ranks every record that holds a word the query terms stand for: per query term the best of its
 * expansions (weighted), one idf per query term (that of its most common expansion), summed in
 * query order. Postings that are missing (a shard that failed) count as no match. Equal scores
 * keep id order. Scores live in one flat array (record × query term): a common word has postings
 * in most records, and a map entry per record made a query ten times slower at 5,000 pages.
 */
export function rankPostings(
  expansions: Expansion[][],
  postings: (term: string) => readonly Posting[] | undefined,
  stats: RankStats,
  limit: number,
): RankedId[] {
  if (limit <= 0) return [];
  const q = expansions.length;
  const idfs = expansions.map((options) => idf(Math.max(0, ...options.map((e) => stats.df(e.term))), stats.count));
  const best = new Float64Array(stats.count * q);
  const seen = new Uint8Array(stats.count);
  const touched: number[] = [];
  expansions.forEach((options, t) => {
    for (const { term, weight } of options) {
      for (const posting of postings(term) ?? []) {
        if (posting.id >= stats.count) continue;
        const value = weight * postingScore(posting, stats.avgLengths, idfs[t]);
        if (!(value > 0)) continue;
        if (!seen[posting.id]) {
          seen[posting.id] = 1;
          touched.push(posting.id);
        }
        if (value > best[posting.id * q + t]) best[posting.id * q + t] = value;
      }
    }
  });
  // The best `limit` by score, then id: a short sorted list, as at most 8 are kept of thousands.
  const top: Array<{ id: number; score: number }> = [];
  const before = (a: { id: number; score: number }, b: { id: number; score: number }) =>
    a.score > b.score || (a.score === b.score && a.id < b.id);
  for (const id of touched) {
    let score = 0;
    for (let t = 0; t < q; t++) score += best[id * q + t];
    const entry = { id, score };
    if (top.length === limit && !before(entry, top[top.length - 1])) continue;
    let at = top.length;
    while (at > 0 && before(entry, top[at - 1])) at--;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  }
  // The matched terms of the few shown, in query and expansion order, for highlighting.
  return top.map(({ id, score }) => {
    const terms: string[] = [];
    expansions.forEach((options, t) => {
      for (const { term, weight } of options) {
        const posting = findPosting(postings(term) ?? [], id);
        if (posting && weight * postingScore(posting, stats.avgLengths, idfs[t]) > 0) terms.push(term);
      }
    });
    return { id, score, terms };
  });
}
