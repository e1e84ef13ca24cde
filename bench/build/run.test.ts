import { describe, expect, it } from 'vitest';
import { parseTimeLine } from './run';

describe('parseTimeLine', () => {
  it('reads max RSS, user and system seconds from the last line', () => {
    expect(parseTimeLine('Command exited with non-zero status 1\n1523400 212.51 30.02\n')).toEqual([
      1523400, 212.51, 30.02,
    ]);
  });

  it('gives NaN for what is missing (no time file, a stopped build)', () => {
    expect(parseTimeLine(undefined).every(Number.isNaN)).toBe(true);
    const [rss, user, system] = parseTimeLine('0');
    expect(rss).toBe(0);
    expect(Number.isNaN(user) && Number.isNaN(system)).toBe(true);
  });
});
