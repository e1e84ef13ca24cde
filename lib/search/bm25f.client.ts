import { BM25, FIELD_BOOSTS, SEARCH_FIELDS } from './constants.client';

/** Per-field term counts of one record, in SEARCH_FIELDS order. */
export type FieldFrequencies = Array<Map<string, number>>;

/** Inverse document frequency (the BM25 form, never negative). */
export function idf(df: number, count: number): number {
  return Math.log(1 + (count - df + 0.5) / (df + 0.5));
}

const boosts = SEARCH_FIELDS.map((field) => FIELD_BOOSTS[field]);

/**
 * BM25F weight of one term in one record: field frequencies are length-normalised per field
 * (b), weighted by the field boosts, summed, then saturated once (k1) and scaled by idf.
 */
export function bm25fTermScore(
  term: string,
  tf: FieldFrequencies,
  lengths: readonly number[],
  avgLengths: readonly number[],
  termIdf: number,
): number {
  let weighted = 0;
  for (let f = 0; f < boosts.length; f++) {
    const count = tf[f].get(term);
    if (!count) continue;
    const norm = avgLengths[f] > 0 ? 1 - BM25.b + (BM25.b * lengths[f]) / avgLengths[f] : 1;
    weighted += (boosts[f] * count) / norm;
  }
  if (weighted === 0) return 0;
  return (termIdf * weighted) / (BM25.k1 + weighted);
}
