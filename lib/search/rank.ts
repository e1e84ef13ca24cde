import { BM25, FIELD_BOOSTS, SEARCH_FIELDS } from './constants';
import { idf } from './bm25f';
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
export function postingScore(posting: Posting, avgLengths: readonly number[], termIdf: number): number {
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

/**
 * Ranks every record that holds a word the query terms stand for: per query term the best of its
 * expansions (weighted), one idf per query term (that of its most common expansion), summed.
 * Postings that are missing (a shard that failed) count as no match. Equal scores keep id order.
 */
export function rankPostings(expansions: Expansion[][], postings: (term: string) => readonly Posting[] | undefined, stats: RankStats, limit: number): RankedId[] {
  const idfs = expansions.map((options) => idf(Math.max(0, ...options.map((e) => stats.df(e.term))), stats.count));
  const found = new Map<number, { best: Float64Array; terms: string[] }>();
  expansions.forEach((options, q) => {
    for (const { term, weight } of options) {
      for (const posting of postings(term) ?? []) {
        const value = weight * postingScore(posting, stats.avgLengths, idfs[q]);
        if (!(value > 0)) continue;
        let entry = found.get(posting.id);
        if (!entry) found.set(posting.id, (entry = { best: new Float64Array(expansions.length), terms: [] }));
        entry.terms.push(term);
        if (value > entry.best[q]) entry.best[q] = value;
      }
    }
  });
  const ranked: RankedId[] = [];
  for (const [id, { best, terms }] of found) {
    let score = 0;
    for (let q = 0; q < best.length; q++) score += best[q];
    ranked.push({ id, score, terms });
  }
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  return ranked.slice(0, limit);
}
