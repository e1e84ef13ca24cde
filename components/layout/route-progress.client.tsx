'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PROGRESS_DELAY_MS, PROGRESS_SETTINGS } from '@/lib/browser/motion';
import {
  fullLoad,
  isStuckNavigation,
  LINK_CLICK_GLOBAL,
  type LinkClick,
  pageNavigationTarget,
  STUCK_AFTER_MS,
} from '@/lib/browser/stuck-navigation';
import { Spinner } from '../ui/spinner';

type NProgressApi = typeof import('nprogress');
let nprogress: Promise<NProgressApi> | undefined;

/** nprogress loads with the first slow navigation: most page views never need it. */
function loadProgress(): Promise<NProgressApi> {
  nprogress ??= import('nprogress').then((module) => {
    const api = (module as unknown as { default?: NProgressApi }).default ?? module;
    api.configure(PROGRESS_SETTINGS as Partial<NProgressApi['settings']>);
    return api;
  });
  return nprogress;
}

/** Gives up on a navigation that never changed the path (a handler cancelled it). */
const GIVE_UP_MS = 15_000;

/** How often a navigation that may be stuck is looked at again, once `STUCK_AFTER_MS` have passed. */
const RECHECK_MS = 500;

/** The click, as the page's inline loader records it too. */
function linkClick(event: MouseEvent, anchor: HTMLAnchorElement): LinkClick {
  return {
    href: anchor.href,
    at: performance.now(),
    button: event.button,
    keys: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
  };
}

/**
 * The route-change progress bar (nprogress) and loading spinner. The app router has no route
 * events, so a navigation starts at a link click or back/forward and ends when the path or query
 * changes; both indicators show only if it is still running after 200 ms. A click made before this
 * mounted (the page's inline loader records it) is a running navigation too, and a click's
 * navigation that is stuck (vercel/next.js#98305: the router fetched the page and never showed it)
 * is finished with a full page load (lib/browser/stuck-navigation.ts).
 *
 * (A loading.tsx Suspense boundary would do the spinner too, but it makes static pages stream their
 * content out of order, which breaks reading without JavaScript and scrolling to a #fragment.)
 * `label` names the spinner, in the page's locale.
 */
export function RouteProgress({ label }: { label: string }) {
  const pathname = usePathname();
  // Compared by value: a render that hands over a new object for the same query ends nothing.
  const search = useSearchParams()?.toString() ?? '';
  const [slow, setSlow] = useState(false);
  // The running navigation's number (0: none); each start gets a new one, even within a millisecond.
  const [started, setStarted] = useState(0);
  const count = useRef(0);
  // The navigation still running, if any: nprogress loads on first use, and a navigation that ends
  // while it loads must not start the bar afterwards.
  const running = useRef(0);
  // The click that started it (none for back/forward): watched in case the router drops it.
  const click = useRef<LinkClick | undefined>(undefined);

  // A new path means the navigation is done.
  // Runs when the path or query changes: that ends a navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: path and query end a navigation
  useEffect(() => {
    running.current = 0;
    setStarted(0);
    setSlow(false);
    void nprogress?.then((api) => api.done());
  }, [pathname, search]);

  useEffect(() => {
    if (!started) return;
    running.current = started;
    const timer = setTimeout(() => {
      setSlow(true);
      void loadProgress().then((api) => {
        if (running.current === started) api.start();
      });
    }, PROGRESS_DELAY_MS);
    const giveUp = setTimeout(() => {
      running.current = 0;
      setSlow(false);
      void nprogress?.then((api) => api.done());
    }, GIVE_UP_MS);
    let watch: ReturnType<typeof setTimeout> | undefined;
    const clicked = click.current;
    if (clicked) {
      const check = () => {
        if (running.current !== started) return;
        const page = {
          location: window.location.href,
          now: performance.now(),
          downloads: (performance.getEntriesByType?.('resource') ?? []) as PerformanceResourceTiming[],
        };
        if (isStuckNavigation(clicked, page)) fullLoad.to(clicked.href);
        else watch = setTimeout(check, RECHECK_MS);
      };
      watch = setTimeout(check, Math.max(0, clicked.at + STUCK_AFTER_MS - performance.now()));
    }
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      clearTimeout(watch);
    };
  }, [started]);

  useEffect(() => {
    const start = (by?: LinkClick) => {
      click.current = by;
      count.current += 1;
      setStarted(count.current);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const by = linkClick(event, anchor);
      if (pageNavigationTarget(by, window.location.href)) start(by);
    };
    const onPopState = () => start();
    // A click made while the page hydrated, before this listened, that has not navigated yet. (Left
    // in place: a remount of this component must find it again.)
    const early = (window as unknown as Record<string, unknown>)[LINK_CLICK_GLOBAL];
    if (pageNavigationTarget(early, window.location.href) && performance.now() - (early as LinkClick).at < GIVE_UP_MS)
      start(early as LinkClick);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return slow ? (
    <div className="route-spinner">
      <Spinner label={label} />
    </div>
  ) : null;
}
