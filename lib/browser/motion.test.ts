import { describe, expect, it } from 'vitest';
import { linkPrefetch, shouldPrefetch } from './connection';
import { collapseDuration, nextScrollTop, PROGRESS_SETTINGS } from './motion';

describe('motion', () => {
  it('scrolls up keeping 0.85 of the remaining distance each frame, ending at 0', () => {
    expect(nextScrollTop(1000)).toBe(850);
    expect(nextScrollTop(850)).toBe(722);
    let y = 5000;
    let frames = 0;
    while (y > 0) {
      y = nextScrollTop(y);
      frames += 1;
    }
    expect(frames).toBeLessThan(60);
  });

  it('makes collapse duration grow with height, and zero under reduced motion', () => {
    expect(collapseDuration(0)).toBe(0);
    expect(collapseDuration(36)).toBe(192);
    expect(collapseDuration(360)).toBeGreaterThan(collapseDuration(36));
    expect(collapseDuration(360, true)).toBe(0);
  });

  it('uses the specified progress bar settings', () => {
    expect(PROGRESS_SETTINGS).toMatchObject({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
  });
});

describe('shouldPrefetch', () => {
  it('skips prefetching on 2g and Save-Data connections', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('linkPrefetch', () => {
  it("prefetches only once the reader shows intent, with the link's own setting", () => {
    expect(linkPrefetch(true, false, undefined)).toBe(false);
    expect(linkPrefetch(true, true, undefined)).toBe(null);
    expect(linkPrefetch(true, true, true)).toBe(true);
    expect(linkPrefetch(true, true, 'auto')).toBe('auto');
  });

  it('never prefetches on a slow or saving connection, or when the link says no', () => {
    expect(linkPrefetch(false, true, undefined)).toBe(false);
    expect(linkPrefetch(false, true, true)).toBe(false);
    expect(linkPrefetch(true, true, false)).toBe(false);
  });
});
