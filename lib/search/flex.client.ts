import { Index } from 'flexsearch';

/**
 * The FlexSearch side of search: one `Index` holds every term, and its map, exported, is the term
 * data the browser reads. Our tokenizer gives FlexSearch its terms (split on spaces, so they are
 * indexed as they are), and a BM25F weight computed at build picks each term's resolution slot.
 */

/** FlexSearch's options for the index; the manifest carries the resolution, so the reader uses the same. */
export const FLEX_RESOLUTION = 256;

/**
 * One entry of FlexSearch's exported map (the `….map` chunks of `Index.export`): a term and, per
 * resolution slot (0 the best), the ids in it; empty slots are null.
 */
export type MapEntry = [term: string, slots: Array<number[] | null>];

/**
 * The key a map chunk is imported under: FlexSearch reads the part after the first dot ("map") to
 * know what the chunk is, as its export named it.
 */
const MAP_KEY = '1.map';

/**
 * A saturated BM25F weight s = w / (k1 + w) lies in (0, 1). Slots cover it on a log scale from 1
 * down to S_MIN (a relative step of under 2 %, the same everywhere), so ranking keeps the order of
 * close scores both for title matches near 1 and long-text matches near 0.05. Slot 0 is the best, as
 * FlexSearch orders its results.
 */
const S_MIN = 0.01;
const logSpan = Math.log(1 / S_MIN);

/** The slot of a saturated weight, for `resolution` slots. */
export function toSlot(saturated: number, resolution = FLEX_RESOLUTION): number {
  if (!(saturated > S_MIN)) return resolution - 1;
  return Math.min(resolution - 1, Math.max(0, Math.round(((resolution - 1) * Math.log(1 / saturated)) / logSpan)));
}

/** The saturated weight a slot stands for (the inverse of toSlot, up to rounding). */
export function slotWeight(slot: number, resolution = FLEX_RESOLUTION): number {
  return Math.exp((-slot * logSpan) / (resolution - 1));
}

/**
 * A FlexSearch index whose terms are given already tokenised, space-separated, and whose slot for
 * each term is `slotOf(term)` (FlexSearch's documented custom score function). The reader passes no
 * `slotOf`: it only imports and searches.
 */
export function createFlexIndex(resolution = FLEX_RESOLUTION, slotOf?: (term: string) => number): Index {
  return new Index({
    resolution,
    tokenize: 'strict',
    encode: (text: string) => text.split(' ').filter(Boolean),
    score: slotOf ? (_content: string[], term: string) => slotOf(term) : undefined,
  });
}

/** The map entries of an index as FlexSearch exports them (every `….map` chunk), sorted by term. */
export function exportMap(index: Index): MapEntry[] {
  const entries: MapEntry[] = [];
  index.export((key: string, data: string) => {
    if (key.endsWith('.map')) entries.push(...(JSON.parse(data) as MapEntry[]));
  });
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Adds map entries to an index with FlexSearch's import (entries of another term range merge in). */
export function importMap(index: Index, entries: MapEntry[]): void {
  // FlexSearch parses a string itself and takes the parsed chunk as it is: a shard is parsed once.
  index.import(MAP_KEY, entries as unknown as string);
}

/** One indexed word's matches: per resolution slot (0 the best), the record ids. */
export type SlotList = ReadonlyArray<ArrayLike<number> | null | undefined>;

/**
 * The ids per slot one indexed word has: FlexSearch's unresolved result (a Resolver's `result`),
 * every match with no cut-off.
 */
export function retrieve(index: Index, term: string): SlotList {
  return (index.search(term, { resolve: false }) as unknown as { result: Array<number[] | null> }).result;
}

/** How many records a slot list holds: the term's document frequency. */
export function countIds(slots: SlotList): number {
  let count = 0;
  for (const ids of slots) if (ids) count += ids.length;
  return count;
}

const isId = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Checks a chunk of map entries as FlexSearch writes them, so a truncated or foreign shard is a
 * failed shard and never reaches the index: terms strictly sorted, at most `resolution` slots, each
 * null or a list of record ids below `count`. Throws with the first problem.
 */
export function parseMapEntries(json: unknown, resolution: number, count = Number.MAX_SAFE_INTEGER): MapEntry[] {
  if (!Array.isArray(json)) throw new Error('expected an array of FlexSearch map entries');
  json.forEach((entry: unknown, i) => {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string' || !Array.isArray(entry[1]))
      throw new Error(`map entry ${i} is not [term, slots]`);
    const [term, slots] = entry as [string, unknown[]];
    if (i > 0 && !(term > (json[i - 1] as MapEntry)[0])) throw new Error(`map entry ${i} is out of order`);
    if (slots.length > resolution) throw new Error(`map entry "${term}" has more than ${resolution} slots`);
    for (const ids of slots) {
      if (ids === null) continue;
      if (!Array.isArray(ids) || !ids.every((id) => isId(id) && id < count))
        throw new Error(`map entry "${term}" has a malformed slot`);
    }
  });
  return json as MapEntry[];
}
