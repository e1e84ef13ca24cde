import { idf } from './bm25f';
import { BM25, FIELD_BOOSTS, SEARCH_FIELDS } from './constants';
import type { Expansion } from './expand';

/**
 * A term's postings as both engines rank them, flat (ids ascending): per record the id's delta
 * from the previous one, a mask of the fields holding the term, then its count in each of them.
 * The sharded index ships exactly this; ranking walks it without making an object per posting
 * (a two-letter prefix touches tens of thousands of postings at 5,000 pages).
 */
export type FlatPostings = ArrayLike<number>;

/**
 * The corpus statistics ranking reads: record count, average field lengths, document frequency,
 * and every record's field lengths, flat (record id × 4 + field). A record's lengths are stored
 * once rather than in each of its postings: repeated there they were 60 % of the postings' size.
 */
export interface RankStats {
  count: number;
  avgLengths: readonly number[];
  df: (term: string) => number;
  lengths: ArrayLike<number>;
}

/** A ranked record id and the index terms it matched (for highlighting). */
export interface RankedId {
  id: number;
  score: number;
  terms: string[];
}

const boosts = SEARCH_FIELDS.map((field) => FIELD_BOOSTS[field]);

/**
 * Calls `visit` with each record of the postings and its BM25F score for the term (the same
 * arithmetic, in the same order, as bm25fTermScore), times `weight`.
 */
function scorePostings(
  flat: FlatPostings,
  weight: number,
  termIdf: number,
  stats: RankStats,
  visit: (id: number, value: number) => void,
): void {
  const { avgLengths, lengths } = stats;
  let id = 0;
  for (let i = 0; i < flat.length; ) {
    id += flat[i++];
    const mask = flat[i++];
    let weighted = 0;
    for (let f = 0; f < boosts.length; f++) {
      if (!(mask & (1 << f))) continue;
      const count = flat[i++];
      const norm = avgLengths[f] > 0 ? 1 - BM25.b + (BM25.b * lengths[id * boosts.length + f]) / avgLengths[f] : 1;
      weighted += (boosts[f] * count) / norm;
    }
    if (weighted === 0 || id >= stats.count) continue;
    visit(id, weight * ((termIdf * weighted) / (BM25.k1 + weighted)));
  }
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
  postings: (term: string) => FlatPostings | undefined,
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
      scorePostings(postings(term) ?? [], weight, idfs[t], stats, (id, value) => {
        if (!(value > 0)) return;
        if (!seen[id]) {
          seen[id] = 1;
          touched.push(id);
        }
        if (value > best[id * q + t]) best[id * q + t] = value;
      });
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
  const matched = new Map(top.map(({ id }) => [id, [] as string[]]));
  expansions.forEach((options, t) => {
    for (const { term, weight } of options) {
      scorePostings(postings(term) ?? [], weight, idfs[t], stats, (id, value) => {
        if (value > 0) matched.get(id)?.push(term);
      });
    }
  });
  return top.map(({ id, score }) => ({ id, score, terms: matched.get(id)! }));
}
