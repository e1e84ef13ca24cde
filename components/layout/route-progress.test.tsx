import { act, render, screen } from '@testing-library/react';
import NProgress from 'nprogress';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DELAY_MS, PROGRESS_SETTINGS } from '@/lib/browser/motion';
import {
  DATA_SETTLED_MS,
  fullLoad,
  LINK_CLICK_GLOBAL,
  type LinkClick,
  STUCK_AFTER_MS,
} from '@/lib/browser/stuck-navigation';
import { RouteProgress } from './route-progress.client';

// nprogress 0.2.0 is unmaintained and kept (see README, Dependencies): these tests pin what the
// site relies on, the bar element it adds and removes and the settings it is given.

// The router: the path and query the app router reports; a navigation ends when they change.
const route = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = { pathname: '/docs/intro', search: new URLSearchParams() };
  return {
    state,
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    arrive(pathname: string, search = '') {
      state.pathname = pathname;
      state.search = new URLSearchParams(search);
      for (const listener of listeners) listener();
    },
  };
});

vi.mock('next/navigation', () => ({
  usePathname: () => useSyncExternalStore(route.subscribe, () => route.state.pathname),
  useSearchParams: () => useSyncExternalStore(route.subscribe, () => route.state.search),
}));

const bar = () => document.getElementById('nprogress');
const spinner = () => screen.queryByRole('status');
/** Lets time pass, running the timers and the promises (the lazy import of nprogress) it releases. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderPage() {
  render(
    <>
      <RouteProgress label="Chargement de la page…" />
      <a href="/docs/next">Next page</a>
      <a href="/docs/intro?tab=2">Same page, other query</a>
      <a href="/docs/intro#usage">Same page, an anchor</a>
      <a href="https://example.com/elsewhere">Another site</a>
      <a href="/docs/next" target="_blank" rel="noopener">
        New tab
      </a>
      <a href="/files/sdk.zip" download>
        Download
      </a>
    </>,
  );
}
const click = (name: string, init: MouseEventInit = {}) =>
  act(
    () =>
      void screen
        .getByRole('link', { name })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })),
  );

beforeEach(() => {
  window.history.replaceState(null, '', '/docs/intro');
  route.state.pathname = '/docs/intro';
  route.state.search = new URLSearchParams();
  // Links are not followed here: the test plays the router.
  document.addEventListener('click', preventDefault);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  downloads.length = 0;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => downloads as unknown as PerformanceEntryList);
  vi.spyOn(fullLoad, 'to').mockImplementation(() => {});
});
afterEach(() => {
  document.removeEventListener('click', preventDefault);
  NProgress.remove();
  NProgress.status = null;
  delete (window as unknown as Record<string, unknown>)[LINK_CLICK_GLOBAL];
  vi.restoreAllMocks();
  vi.useRealTimers();
});
/** What the page's resource timing lists (the router's data requests). */
const downloads: Array<{ name: string; responseEnd: number }> = [];
/** The router's data for the page at `path` arrives now. */
const dataArrives = (path: string) =>
  downloads.push({ name: `${window.location.origin}${path}?_rsc=abc`, responseEnd: performance.now() });

function preventDefault(event: Event) {
  event.preventDefault();
}

describe('route progress', () => {
  it(
    'shows the nprogress bar and the spinner once a navigation has taken 200 ms, ' + 'and removes both when it ends',
    async () => {
      renderPage();
      click('Next page');
      await wait(PROGRESS_DELAY_MS - 1);
      expect(bar()).toBeNull();
      expect(spinner()).toBeNull();
      await wait(1);
      expect(spinner()?.textContent).toBe('Chargement de la page…');
      expect(bar()).not.toBeNull();
      expect(bar()!.querySelector('.bar')).not.toBeNull();
      // Configured from lib/browser/motion.ts: no nprogress spinner of its own (the site has one).
      expect(bar()!.querySelector('.spinner')).toBeNull();
      expect(NProgress.settings).toMatchObject(PROGRESS_SETTINGS);
      // It trickles while the navigation runs.
      const started = NProgress.status!;
      expect(started).toBeGreaterThanOrEqual(PROGRESS_SETTINGS.minimum);
      await wait(PROGRESS_SETTINGS.trickleSpeed * 3);
      expect(NProgress.status).toBeGreaterThan(started);

      act(() => route.arrive('/docs/next'));
      expect(spinner()).toBeNull();
      await wait(0);
      expect(NProgress.status).toBeNull();
      // nprogress fills the bar, fades it out, then takes it out of the page.
      await wait(PROGRESS_SETTINGS.speed * 2 + 50);
      expect(bar()).toBeNull();
    },
  );

  it('shows nothing for a navigation that ends within 200 ms', async () => {
    renderPage();
    click('Next page');
    await wait(PROGRESS_DELAY_MS - 50);
    act(() => route.arrive('/docs/next'));
    await wait(PROGRESS_DELAY_MS * 10);
    expect(bar()).toBeNull();
    expect(spinner()).toBeNull();
  });

  it('counts a change of query as a navigation, and back/forward too', async () => {
    renderPage();
    click('Same page, other query');
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
    act(() => route.arrive('/docs/intro', 'tab=2'));
    expect(spinner()).toBeNull();

    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
  });

  it('ignores clicks that do not navigate this tab to another page of the site', async () => {
    renderPage();
    click('Same page, an anchor');
    click('Another site');
    click('New tab');
    click('Download');
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) click('Next page', { [modifier]: true });
    click('Next page', { button: 1 });
    await wait(PROGRESS_DELAY_MS * 10);
    expect(bar()).toBeNull();
    expect(spinner()).toBeNull();
  });

  it('gives up on a navigation that never arrives after 15 s', async () => {
    renderPage();
    click('Next page');
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
    await wait(15_000 - PROGRESS_DELAY_MS - 1);
    expect(spinner()).not.toBeNull();
    await wait(1);
    expect(spinner()).toBeNull();
    await wait(PROGRESS_SETTINGS.speed * 2 + 50);
    expect(bar()).toBeNull();
  });
});

describe('a navigation the router drops (vercel/next.js#98305)', () => {
  /** A click the page's inline loader recorded before the progress bar mounted. */
  const earlyClick = (href: string, init: Partial<LinkClick> = {}) => {
    (window as unknown as Record<string, unknown>)[LINK_CLICK_GLOBAL] = {
      href: new URL(href, window.location.href).href,
      at: performance.now(),
      button: 0,
      keys: false,
      target: '',
      download: false,
      ...init,
    } satisfies LinkClick;
  };
  const next = () => `${window.location.origin}/docs/next`;

  it('shows a click made while the page hydrated as a running navigation, and finishes it if it is stuck', async () => {
    earlyClick('/docs/next');
    await wait(400);
    dataArrives('/docs/next');
    renderPage();
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
    expect(bar()).not.toBeNull();
    await wait(STUCK_AFTER_MS - 400 - PROGRESS_DELAY_MS - 1);
    expect(fullLoad.to).not.toHaveBeenCalled();
    await wait(1);
    expect(fullLoad.to).toHaveBeenCalledOnce();
    expect(fullLoad.to).toHaveBeenCalledWith(next());
    // The bar keeps running while the page loads.
    expect(spinner()).not.toBeNull();
  });

  it('waits for the data, then for the router to have had it a while', async () => {
    earlyClick('/docs/next');
    renderPage();
    await wait(STUCK_AFTER_MS * 2);
    expect(fullLoad.to).not.toHaveBeenCalled();
    dataArrives('/docs/next');
    await wait(DATA_SETTLED_MS - 1);
    expect(fullLoad.to).not.toHaveBeenCalled();
    await wait(500);
    expect(fullLoad.to).toHaveBeenCalledWith(next());
  });

  it('leaves a navigation that arrives alone, and never loads a page after it', async () => {
    earlyClick('/docs/next');
    dataArrives('/docs/next');
    renderPage();
    await wait(STUCK_AFTER_MS - 1);
    act(() => route.arrive('/docs/next'));
    await wait(15_000);
    expect(fullLoad.to).not.toHaveBeenCalled();
    expect(spinner()).toBeNull();
  });

  it('ignores an early click that does not navigate, or has already', async () => {
    for (const [href, init] of [
      ['/docs/intro', {}],
      ['/docs/intro#usage', {}],
      ['https://example.com/docs/next', {}],
      ['/docs/next', { keys: true }],
      ['/docs/next', { target: '_blank' }],
    ] as const) {
      earlyClick(href, init);
      dataArrives(new URL(href, window.location.href).pathname);
      const { unmount } = render(<RouteProgress label="Loading" />);
      await wait(STUCK_AFTER_MS * 2);
      expect(spinner(), href).toBeNull();
      unmount();
    }
    expect(fullLoad.to).not.toHaveBeenCalled();
  });

  it('finishes a click after hydration that the router dropped the same way', async () => {
    renderPage();
    click('Next page');
    dataArrives('/docs/next');
    await wait(STUCK_AFTER_MS);
    expect(fullLoad.to).toHaveBeenCalledWith(next());
  });

  it('finds the early click again when it mounts again', async () => {
    earlyClick('/docs/next');
    dataArrives('/docs/next');
    const first = render(<RouteProgress label="Loading" />);
    await wait(100);
    first.unmount();
    renderPage();
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
    await wait(STUCK_AFTER_MS);
    expect(fullLoad.to).toHaveBeenCalledWith(next());
  });

  it('ignores an early click from long ago', async () => {
    earlyClick('/docs/next');
    await wait(15_000);
    dataArrives('/docs/next');
    renderPage();
    await wait(STUCK_AFTER_MS * 2);
    expect(spinner()).toBeNull();
    expect(fullLoad.to).not.toHaveBeenCalled();
  });

  it('keeps the navigation running when the router hands over the same path and query again', async () => {
    earlyClick('/docs/next');
    dataArrives('/docs/next');
    renderPage();
    await wait(50);
    act(() => route.arrive('/docs/intro'));
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
    await wait(STUCK_AFTER_MS);
    expect(fullLoad.to).toHaveBeenCalledWith(next());
  });

  it('watches the last click only, and not back/forward', async () => {
    renderPage();
    click('Next page');
    await wait(1000);
    click('Same page, other query');
    dataArrives('/docs/next');
    dataArrives('/docs/intro');
    await wait(STUCK_AFTER_MS);
    expect(fullLoad.to).toHaveBeenCalledOnce();
    expect(fullLoad.to).toHaveBeenCalledWith(`${window.location.origin}/docs/intro?tab=2`);

    vi.mocked(fullLoad.to).mockClear();
    click('Next page');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await wait(STUCK_AFTER_MS * 2);
    expect(fullLoad.to).not.toHaveBeenCalled();
  });

  it('stops watching when it gives up on the navigation', async () => {
    renderPage();
    click('Next page');
    await wait(15_000);
    dataArrives('/docs/next');
    await wait(DATA_SETTLED_MS * 5);
    expect(fullLoad.to).not.toHaveBeenCalled();
  });
});
