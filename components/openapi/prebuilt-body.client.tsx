'use client';

import { useEffect, useRef, useState } from 'react';
import { prebuiltHtml } from '#prebuilt-html';
import { ApiEnhancer } from './api-enhancer.client';
import type { TryItStrings } from './try-it/strings';

/** Marks the element whose HTML a client-side navigation reads from the page (see below). */
const BODY_ATTRIBUTE = 'data-prebuilt-body';

/**
 * A prebuilt API reference (scripts/api-html.tsx): static HTML that the server renders and React
 * never owns. Only the reference id travels in the page payload, not the HTML a second time, which
 * halves the page and spares the browser parsing the largest string of the payload. Hydration
 * keeps the server's HTML as it is. After a client-side navigation there is no server HTML: the
 * body is read from the page's own HTML document (a full page load if that fails).
 */
export function PrebuiltBody({
  id,
  slug,
  href,
  tryItStrings,
}: {
  id: string;
  slug: string;
  href: string;
  /** The Try it console's texts, in the page's locale. */
  tryItStrings: TryItStrings;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // On the server: the prebuilt HTML (#prebuilt-html reads it there); in the browser: nothing.
  const [html, setHtml] = useState(() => prebuiltHtml(id, slug) ?? '');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ref.current?.firstElementChild) {
      setReady(true);
      return;
    }
    const controller = new AbortController();
    fetch(href, { signal: controller.signal, headers: { accept: 'text/html' } })
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(`${href}: HTTP ${response.status}`)),
      )
      .then((page) => {
        const body = new DOMParser().parseFromString(page, 'text/html').querySelector(`[${BODY_ATTRIBUTE}]`);
        if (!body) throw new Error(`${href}: no reference body in the page`);
        setHtml(body.innerHTML);
        setReady(true);
      })
      .catch(() => {
        // Load the page itself (the URL, with any #operation, is already this one's).
        if (!controller.signal.aborted) window.location.reload();
      });
    return () => controller.abort();
  }, [href]);

  return (
    <>
      <div
        ref={ref}
        className="api-layout"
        {...{ [BODY_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      {ready && <ApiEnhancer tryItStrings={tryItStrings} />}
    </>
  );
}
