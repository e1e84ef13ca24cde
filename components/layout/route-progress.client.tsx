'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PROGRESS_DELAY_MS, PROGRESS_SETTINGS } from '@/lib/browser/motion';
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

/**
 * Whether a click on this anchor navigates to another page of the site. (Not `defaultPrevented`:
 * next/link prevents the default to navigate on the client.)
 */
function isPageNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    (url.pathname !== window.location.pathname || url.search !== window.location.search)
  );
}

/**
 * The route-change progress bar (nprogress) and loading spinner. The app router has no route
 * events, so a navigation starts at a link click or back/forward and ends when the path or query
 * changes; both indicators show only if it is still running after 200 ms.
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
  const [started, setStarted] = useState(0);
  // The navigation still running, if any: nprogress loads on first use, and a navigation that ends
  // while it loads must not start the bar afterwards.
  const running = useRef(0);
  // The page the router shows: back or forward to another entry of it (a #fragment) is no navigation.
  const shown = useRef({ pathname, search });

  // A new path or query means the navigation is done.
  useEffect(() => {
    shown.current = { pathname, search };
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
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
    };
  }, [started]);

  useEffect(() => {
    const start = () => setStarted(Date.now());
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor instanceof HTMLAnchorElement && isPageNavigation(event, anchor)) start();
    };
    // Chromium also fires popstate for a same-page #fragment link and for back/forward between
    // fragments: the path never changes then, so only the time-out would have ended it.
    const onPopState = () => {
      const here = shown.current;
      const search = new URLSearchParams(window.location.search).toString();
      if (window.location.pathname !== here.pathname || search !== here.search) start();
    };
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
