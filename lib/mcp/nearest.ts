import { editDistance } from '../utils/edit-distance.client';

/** The valid values closest to what was given (case-insensitive edit distance, then a shared prefix), best first. */
export function nearest(given: string, valid: readonly string[], count = 3): string[] {
  const want = given.toLowerCase();
  return [...new Set(valid)]
    .map((value) => {
      const v = value.toLowerCase();
      const contains = v.includes(want) || want.includes(v) ? -1 : 0;
      return { value, score: editDistance(want, v, 1000) + contains * Math.min(want.length, v.length) };
    })
    .sort((a, b) => a.score - b.score || a.value.localeCompare(b.value))
    .slice(0, count)
    .map(({ value }) => value);
}
