import { fieldTerms } from './build';
import { SEARCH_FIELDS } from './constants';
import type { SearchRecord } from './types';

/**
 * One record's entry for one term, as the build collects them: its id and, per field
 * (SEARCH_FIELDS order), how often the term occurs.
 */
export interface Posting {
  id: number;
  tf: readonly number[];
}

/** Each record's postings, by term, as the build would write them into shards. */
export function postingsOf(records: readonly SearchRecord[]): Map<string, Posting[]> {
  const postings = new Map<string, Posting[]>();
  records.forEach((record, id) => {
    const fields = fieldTerms(record);
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
      list.push({ id, tf });
    }
  });
  return postings;
}

/** The flat encoding of one term's postings (ids ascending): id delta, field mask, then the count per field set. */
export function encodePostings(postings: readonly Posting[]): number[] {
  const flat: number[] = [];
  let last = 0;
  for (const { id, tf } of postings) {
    let mask = 0;
    for (let f = 0; f < SEARCH_FIELDS.length; f++) if (tf[f]) mask |= 1 << f;
    flat.push(id - last, mask);
    for (let f = 0; f < SEARCH_FIELDS.length; f++) if (tf[f]) flat.push(tf[f]);
    last = id;
  }
  return flat;
}
