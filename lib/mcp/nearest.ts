import { editDistance } from '../utils/edit-distance.client';

/**
 * Characters of the input, and of each valid value, that the closest-match search compares. The
 * edit distance costs the product of the two lengths for every valid value: bounding both keeps a
 * miss as cheap as a hit whatever an agent sends (a 1,000-character path took 7 ms against 29 pages).
 */
export const MAX_NEAREST_INPUT = 64;

/**
 * Edits past which two values count as unrelated (all alike, then ranked by containment and name).
 * The distance stops at the first row past it, so a value far from the input costs a few rows, not
 * the whole table: a page with 4,000 anchors is searched in a few milliseconds.
 */
export const MAX_NEAREST_DISTANCE = 16;

/**
 * Most values given the edit distance: past this many, those sharing the most letter pairs with the
 * input are chosen first (linear in the values), so a long list costs little more than a short one.
 */
export const MAX_NEAREST_CANDIDATES = 64;

/** The distinct letter pairs of a string. */
function letterPairs(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) pairs.add(text.slice(i, i + 2));
  return pairs;
}

/** The valid values closest to what was given (case-insensitive edit distance, then a shared prefix), best first. */
export function nearest(given: string, valid: readonly string[], count = 3): string[] {
  const want = given.slice(0, MAX_NEAREST_INPUT).toLowerCase();
  let candidates = [...new Set(valid)].map((value) => {
    const v = value.slice(0, MAX_NEAREST_INPUT).toLowerCase();
    return { value, v, contains: v.includes(want) || want.includes(v) };
  });
  if (candidates.length > MAX_NEAREST_CANDIDATES) {
    const wanted = letterPairs(want);
    const overlap = ({ v, contains }: { v: string; contains: boolean }) => {
      if (contains) return Number.POSITIVE_INFINITY;
      let shared = 0;
      for (const pair of letterPairs(v)) if (wanted.has(pair)) shared++;
      return shared / (v.length + want.length);
    };
    candidates = candidates
      .map((candidate) => ({ candidate, overlap: overlap(candidate) }))
      .sort((a, b) => b.overlap - a.overlap)
      .slice(0, MAX_NEAREST_CANDIDATES)
      .map(({ candidate }) => candidate);
  }
  return candidates
    .map(({ value, v, contains }) => ({
      value,
      score: editDistance(want, v, MAX_NEAREST_DISTANCE) - (contains ? Math.min(want.length, v.length) : 0),
    }))
    .sort((a, b) => a.score - b.score || a.value.localeCompare(b.value))
    .slice(0, count)
    .map(({ value }) => value);
}

/** A value as an error message repeats it: at most MAX_NEAREST_INPUT characters, then an ellipsis. */
export const clip = (given: string): string =>
  given.length > MAX_NEAREST_INPUT ? `${given.slice(0, MAX_NEAREST_INPUT)}…` : given;
