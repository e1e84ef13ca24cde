import { describe, expect, it } from 'vitest';
import {
  DATA_SETTLED_MS,
  type Download,
  isStuckNavigation,
  type LinkClick,
  pageNavigationTarget,
  STUCK_AFTER_MS,
} from './stuck-navigation';

const here = 'https://docs.acme.dev/docs/experience-sdk/intro';
const next = 'https://docs.acme.dev/docs/experience-sdk/event-listener';
const click = (init: Partial<LinkClick> = {}): LinkClick => ({
  href: next,
  at: 1000,
  button: 0,
  keys: false,
  target: '',
  download: false,
  ...init,
});
/** The router's data for the next page, arrived at `responseEnd`. */
const data = (responseEnd: number, name = `${next}?_rsc=zdV-Eta11xj9-Fjd`): Download => ({ name, responseEnd });
/** The page `STUCK_AFTER_MS` after the click, the data in long ago. */
const stuckPage = (downloads = [data(1200)]) => ({ location: here, now: 1000 + STUCK_AFTER_MS, downloads });

describe('pageNavigationTarget', () => {
  it('is the URL a plain click on a link to another page of the site goes to', () => {
    expect(pageNavigationTarget(click(), here)?.href).toBe(next);
    expect(pageNavigationTarget(click({ href: '/docs/intro?tab=2' }), here)?.href).toBe(
      'https://docs.acme.dev/docs/intro?tab=2',
    );
    expect(pageNavigationTarget(click({ target: '_self' }), here)?.href).toBe(next);
  });

  it('is nothing for a click that does not navigate this tab to another page of the site', () => {
    for (const other of [
      click({ keys: true }),
      click({ button: 1 }),
      click({ button: 2 }),
      click({ target: '_blank' }),
      click({ download: true }),
      click({ href: 'https://example.com/docs/experience-sdk/event-listener' }),
      click({ href: 'http://docs.acme.dev/docs/experience-sdk/event-listener' }),
      click({ href: `${here}#usage` }),
      click({ href: here }),
    ])
      expect(pageNavigationTarget(other, here)).toBeUndefined();
  });

  it('is nothing for a record that is not a click', () => {
    for (const bad of [
      undefined,
      null,
      42,
      'click',
      {},
      { ...click(), href: undefined },
      { ...click(), href: { baseVal: next } },
      { ...click(), at: '1000' },
      { ...click(), at: Number.NaN },
      { ...click(), button: undefined },
      { ...click(), href: 'http://[bad' },
    ])
      expect(pageNavigationTarget(bad, here)).toBeUndefined();
    expect(pageNavigationTarget(click(), 'not a url')).toBeUndefined();
  });
});

describe('isStuckNavigation', () => {
  it('is stuck when the page has not changed, the time has passed and the data came a while ago', () => {
    expect(isStuckNavigation(click(), stuckPage())).toBe(true);
    // Later, still stuck.
    expect(isStuckNavigation(click(), { ...stuckPage(), now: 9000 })).toBe(true);
    // A prefetch of the page counts: the router had what it needed.
    expect(isStuckNavigation(click(), stuckPage([data(500)]))).toBe(true);
  });

  it('is not stuck too early', () => {
    expect(isStuckNavigation(click(), { ...stuckPage(), now: 1000 + STUCK_AFTER_MS - 1 })).toBe(false);
  });

  it('waits while the data is on its way, or just arrived', () => {
    expect(isStuckNavigation(click(), stuckPage([]))).toBe(false);
    const now = 1000 + STUCK_AFTER_MS;
    expect(isStuckNavigation(click(), stuckPage([data(now - DATA_SETTLED_MS + 1)]))).toBe(false);
    expect(isStuckNavigation(click(), stuckPage([data(now - DATA_SETTLED_MS)]))).toBe(true);
  });

  it('is not stuck once the page has changed', () => {
    expect(isStuckNavigation(click(), { ...stuckPage(), location: next })).toBe(false);
    expect(isStuckNavigation(click(), { ...stuckPage(), location: `${next}#usage` })).toBe(false);
  });

  it('counts only the target page’s data', () => {
    for (const other of [
      // another page's data, one whose path only starts like it, or the page itself without `_rsc`
      `https://docs.acme.dev/docs/experience-sdk/intro?_rsc=1`,
      `${next}-more?_rsc=1`,
      next,
      `${next}.html`,
      // another origin's
      `https://example.com/docs/experience-sdk/event-listener?_rsc=1`,
    ])
      expect(isStuckNavigation(click(), stuckPage([data(1200, other)])), other).toBe(false);
  });

  it('knows the static export’s data files', () => {
    for (const file of [
      `${next}.txt?_rsc=1`,
      `${next}/__next._full.txt?_rsc=1`,
      `${next}/__next.$d$page.$oc$rest.__PAGE__.txt?_rsc=1`,
      `${next}/?_rsc=1`,
    ])
      expect(isStuckNavigation(click(), stuckPage([data(1200, file)])), file).toBe(true);
    // The home page's.
    const home = click({ href: 'https://docs.acme.dev/' });
    for (const file of ['/?_rsc=1', '/index.txt?_rsc=1', '/__next._tree.txt?_rsc=1'])
      expect(isStuckNavigation(home, stuckPage([data(1200, `https://docs.acme.dev${file}`)])), file).toBe(true);
  });

  it('is not stuck for a click that navigates nowhere, or a bad record', () => {
    for (const other of [click({ keys: true }), click({ href: 'https://example.com/' }), click({ href: here }), null])
      expect(isStuckNavigation(other, stuckPage())).toBe(false);
    // Downloads without a name are skipped.
    expect(isStuckNavigation(click(), stuckPage([{ responseEnd: 1200 } as Download, data(1200)]))).toBe(true);
    expect(isStuckNavigation(click(), stuckPage([{ responseEnd: 1200 } as Download]))).toBe(false);
  });
});
