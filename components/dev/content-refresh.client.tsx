'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The development server's stream of content changes (app/dev/content-events/route.dev.ts). */
const CONTENT_EVENTS_URL = '/dev/content-events';

/**
 * Development only: when a content or OpenAPI file changes, the open tab shows the change without a
 * manual reload, also when they were saved between the render and the stream's connection
 * (`version` is the content version the page was rendered from). The server components are fetched again (scroll and
 * client state kept); a page
 * showing an error (the crash fallback) reloads whole, since its error boundary would keep it.
 */
export function ContentRefresh({ version }: { version?: number }) {
  const router = useRouter();
  // The version shown now, read when the stream (re)connects. The stream itself stays open across
  // refreshes: reconnecting on each new version left a moment in which a second save was missed.
  const shown = useRef(version);
  useEffect(() => {
    shown.current = version;
  }, [version]);
  useEffect(() => {
    const events = new EventSource(CONTENT_EVENTS_URL);
    const onChange = () => {
      if (document.querySelector('.crash')) window.location.reload();
      else router.refresh();
    };
    events.addEventListener('change', onChange);
    // Files saved between the render and the connection: the server's version is newer.
    events.addEventListener('version', (event) => {
      const current = shown.current;
      if (current !== undefined && Number((event as MessageEvent<string>).data) !== current) onChange();
    });
    return () => events.close();
  }, [router]);
  return null;
}
