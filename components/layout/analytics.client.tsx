'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Queues a gtag command; gtag.js, loaded later, replays the queue. */
function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js expects the `arguments` object itself, not an array.
  // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object, not an array.
  window.dataLayer.push(arguments);
}

/** Longest wait for the new page's title (two pages may share a title). */
const TITLE_WAIT_MS = 1000;

/**
 * Calls back once the document title differs from the previous page's (the app router commits
 * the new path before the new <title>), or after a timeout. Returns a cleanup function.
 */
function afterTitleUpdate(previous: string | null, callback: (title: string) => void): () => void {
  if (document.title && document.title !== previous) {
    callback(document.title);
    return () => {};
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    callback(document.title);
  };
  const observer = new MutationObserver(() => document.title && document.title !== previous && done());
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(done, TITLE_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Google Analytics: gtag.js loads after the page is interactive, and one `page_view` is sent on the
 * first load and on every client-side route change (automatic page views are off to avoid doubles).
 */
export function Analytics({ trackingId }: { trackingId: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const lastSent = useRef<string | null>(null);
  const previousTitle = useRef<string | null>(null);

  useEffect(() => {
    const path = `${pathname}${searchParams.size ? `?${searchParams}` : ''}`;
    if (lastSent.current === path) return;
    if (!window.gtag) {
      window.gtag = gtag;
      gtag('js', new Date());
      gtag('config', trackingId, { send_page_view: false });
    }
    const send = () =>
      gtag('event', 'page_view', { page_title: document.title, page_location: window.location.href, page_path: path });
    return afterTitleUpdate(previousTitle.current, (title) => {
      lastSent.current = path;
      previousTitle.current = title;
      send();
    });
  }, [pathname, searchParams, trackingId]);

  return (
    <Script
      src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`}
      strategy="afterInteractive"
    />
  );
}
