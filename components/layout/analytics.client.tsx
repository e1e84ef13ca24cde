'use client';

import Script from 'next/script';
import { usePathname, useSearchParams } from 'next/navigation';
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
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/**
 * Google Analytics: gtag.js loads after the page is interactive, and one `page_view` is sent on the
 * first load and on every client-side route change (automatic page views are off to avoid doubles).
 */
export function Analytics({ trackingId }: { trackingId: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    const path = `${pathname}${searchParams.size ? `?${searchParams}` : ''}`;
    if (lastSent.current === path) return;
    lastSent.current = path;
    if (!window.gtag) {
      window.gtag = gtag;
      gtag('js', new Date());
      gtag('config', trackingId, { send_page_view: false });
    }
    // The new page's <title> is committed with the route; read it after this frame.
    const frame = requestAnimationFrame(() =>
      gtag('event', 'page_view', { page_title: document.title, page_location: window.location.href, page_path: path }),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname, searchParams, trackingId]);

  return <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`} strategy="afterInteractive" />;
}
