'use client';

import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { PROGRESS_DELAY_MS, PROGRESS_SETTINGS } from '@/lib/shell/motion';

NProgress.configure(PROGRESS_SETTINGS as Partial<NProgress.NProgressOptions>);

let timer: ReturnType<typeof setTimeout> | undefined;

/** Starts the bar only if the navigation is still running after the delay. */
function scheduleStart() {
  clearTimeout(timer);
  timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

function finish() {
  clearTimeout(timer);
  NProgress.done();
}

/** Whether a click on this anchor starts a client-side navigation to another page. */
function isPageNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && (url.pathname !== window.location.pathname || url.search !== window.location.search);
}

/**
 * The route-change progress bar (nprogress). The app router has no route events, so a navigation
 * starts at a link click or back/forward and ends when the path or query changes.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => finish(), [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor instanceof HTMLAnchorElement && isPageNavigation(event, anchor)) scheduleStart();
    };
    const onPopState = () => scheduleStart();
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return null;
}
