import { act, render, screen } from '@testing-library/react';
import NProgress from 'nprogress';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DELAY_MS, PROGRESS_SETTINGS } from '@/lib/browser/motion';
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
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  document.removeEventListener('click', preventDefault);
  NProgress.remove();
  NProgress.status = null;
  vi.useRealTimers();
});
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

    // Back to the page before: the history entry is another path.
    window.history.replaceState(null, '', '/docs/previous');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
  });

  it('shows nothing for a #fragment of the page, followed or gone back to', async () => {
    renderPage();
    // Chromium fires popstate for a fragment link as well as for back/forward between fragments.
    window.history.replaceState(null, '', '/docs/intro#usage');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    click('Same page, an anchor');
    await wait(PROGRESS_DELAY_MS * 2);
    expect(spinner()).toBeNull();
    expect(bar()).toBeNull();
  });

  it('keeps the navigation running when the router hands over the same path and query again', async () => {
    renderPage();
    click('Next page');
    await wait(50);
    // A render with the page's own path and a new URLSearchParams of the same query: nothing ended.
    act(() => route.arrive('/docs/intro'));
    await wait(PROGRESS_DELAY_MS);
    expect(spinner()).not.toBeNull();
    act(() => route.arrive('/docs/next'));
    expect(spinner()).toBeNull();
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
