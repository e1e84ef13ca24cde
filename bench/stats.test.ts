import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('benchmark statistics', () => {
  it('takes the middle value, or the mean of the two middle values, leaving NaN out', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, Number.NaN, 1])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('takes nearest-rank percentiles of unsorted values', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 10)).toBe(10);
    expect(percentile([], 95)).toBeNaN();
  });
});
