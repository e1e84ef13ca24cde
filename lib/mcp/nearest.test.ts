import { describe, expect, it, vi } from 'vitest';
import * as distance from '../utils/edit-distance';
import { MAX_NEAREST_INPUT, nearest } from './nearest';

vi.mock('../utils/edit-distance', { spy: true });

describe('nearest', () => {
  it('ranks by edit distance, a contained value first', () => {
    expect(nearest('upsertProfil', ['getProfile', 'upsertProfile', 'lookupProfile'], 2)).toEqual([
      'upsertProfile',
      'getProfile',
    ]);
  });

  it('compares at most MAX_NEAREST_INPUT characters of the input and of each value, so a long input costs no more', () => {
    const editDistance = vi.mocked(distance.editDistance);
    editDistance.mockClear();
    const valid = ['/docs/intro', `/docs/${'long-heading-'.repeat(40)}`, '/api/profiles'];
    const long = `/docs/${'x'.repeat(100_000)}`;
    expect(nearest(long, valid)).toEqual(nearest(long.slice(0, MAX_NEAREST_INPUT), valid));
    expect(editDistance).toHaveBeenCalled();
    for (const [a, b, max] of editDistance.mock.calls) {
      expect(a.length).toBeLessThanOrEqual(MAX_NEAREST_INPUT);
      expect(b.length).toBeLessThanOrEqual(MAX_NEAREST_INPUT);
      expect(max).toBeLessThanOrEqual(MAX_NEAREST_INPUT);
    }
  });
});
