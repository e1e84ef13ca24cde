import { describe, expect, it, vi } from 'vitest';
import * as distance from '../utils/edit-distance.client';
import { MAX_NEAREST_CANDIDATES, MAX_NEAREST_DISTANCE, MAX_NEAREST_INPUT, nearest } from './nearest';

vi.mock('../utils/edit-distance.client', { spy: true });

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
      expect(max).toBe(MAX_NEAREST_DISTANCE);
    }
  });

  it('still ranks values past the distance bound, those containing the input first', () => {
    const far = ['a'.repeat(40), `${'b'.repeat(30)}needle${'b'.repeat(20)}`, 'c'.repeat(50)];
    expect(nearest('needle', far, 1)).toEqual([far[1]]);
  });

  it('gives the edit distance to at most MAX_NEAREST_CANDIDATES values, chosen by shared letter pairs', () => {
    const editDistance = vi.mocked(distance.editDistance);
    const anchors = Array.from(
      { length: 4000 },
      (_, i) => `section-${i}-about-the-${['profile', 'token'][i % 2]}-${i * 7}`,
    );
    editDistance.mockClear();
    expect(nearest('section-2717-abuot-the-token-19019', anchors, 1)).toEqual(['section-2717-about-the-token-19019']);
    expect(editDistance.mock.calls.length).toBeLessThanOrEqual(MAX_NEAREST_CANDIDATES);
  });
});
