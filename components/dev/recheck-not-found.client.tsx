'use client';

import { useEffect } from 'react';

/**
 * When to ask again: Next refreshes its list of pages in the background, in a second or two, and
 * in more than five on a busy machine (a CI run saw the page still missing at 5 s).
 */
const RECHECKS_MS = [1000, 2500, 5000, 10_000, 20_000];
const KEY = 'acme.recheck-not-found';

/**
 * Development only, on the 404 page. `next dev` answers a page added while it runs with 404 on the
 * first request: it checks paths against the list `generateStaticParams` gave last time and
 * refreshes that list in the background. Asks again over the next seconds and reloads when the
 * page is there now (once per address, so a real 404 never loops).
 */
export function RecheckNotFound() {
  useEffect(() => {
    const here = window.location.pathname;
    if (sessionStorage.getItem(KEY) === here) return;
    const timers = RECHECKS_MS.map((ms) =>
      setTimeout(async () => {
        const response = await fetch(here, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
        if (!response?.ok || sessionStorage.getItem(KEY) === here) return;
        sessionStorage.setItem(KEY, here);
        window.location.reload();
      }, ms),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
  return null;
}
