import { idf } from './bm25f.client';
import type { Expansion } from './expand.client';
import { countIds, type SlotList, slotWeight } from './flex.client';

/** A ranked record id and the index terms it matched (for highlighting). */
export interface RankedId {
  id: number;
  score: number;
  terms: string[];
}

/** What ranking reads besides the matches: the record count (for idf) and the resolution (for slot weights). */
export interface RankStats {
  count: number;
  resolution: number;
}

/**
 * Ranks every record FlexSearch retrieved for the words the query terms stand for, with BM25F: a
 * record's weight for a word is its slot's (field boosts, b and k1 were applied at build), times the
 * idf of the query term (that of its most common expansion) and the expansion's weight; per query
 * term the best of its expansions counts, summed in query order. A word with no matches (a shard
 * that failed) matches nothing. Equal scores keep id order. Scores live in one flat array (record ×
 * query term): a common prefix matches most records, and a map entry per record was ten times slower.
 */
export function rankMatches(
  expansions: Expansion[][],
  matches: (term: string) => SlotList,
  stats: RankStats,
  limit: number,
): RankedId[] {
  if (limit <= 0) return [];
  const { count, resolution } = stats;
  const q = expansions.length;
  const weights = Array.from({ length: resolution }, (_, slot) => slotWeight(slot, resolution));
  const lists = expansions.map((options) => options.map(({ term }) => matches(term)));
  const idfs = lists.map((slotLists) => idf(Math.max(0, ...slotLists.map(countIds)), count));
  const best = new Float64Array(count * q);
  const seen = new Uint8Array(count);
  const touched: number[] = [];
  const visit = (t: number, fn: (id: number, value: number, e: number) => void) =>
    expansions[t].forEach(({ weight }, e) => {
      lists[t][e].forEach((ids, slot) => {
        if (!ids || slot >= resolution) return;
        const value = weight * idfs[t] * weights[slot];
        for (let i = 0; i < ids.length; i++) if (ids[i] < count) fn(ids[i], value, e);
      });
    });
  for (let t = 0; t < q; t++) {
    visit(t, (id, value) => {
      if (!seen[id]) {
        seen[id] = 1;
        touched.push(id);
      }
      if (value > best[id * q + t]) best[id * q + t] = value;
    });
  }
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
  // The matched words of the few shown, in query and expansion order, for highlighting.
  const matched = new Map(top.map(({ id }) => [id, [] as Array<[number, number]>]));
  for (let t = 0; t < q; t++) visit(t, (id, _value, e) => matched.get(id)?.push([t, e]));
  return top.map(({ id, score }) => {
    const order = matched.get(id)!.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return { id, score, terms: [...new Set(order.map(([t, e]) => expansions[t][e].term))] };
  });
}
