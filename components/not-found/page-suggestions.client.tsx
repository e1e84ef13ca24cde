'use client';

import { useEffect, useId, useState } from 'react';
import { Link } from '@/components/ui/link.client';
import { sendEvent } from '@/lib/search/insights.client';
import { type Suggestion, suggestPages } from './suggest-pages';

/**
 * The pages a reader probably meant, under the 404 message: computed in the browser from the
 * address, the routes file and the search index, so the static export's 404.html does it too.
 * Nothing shows without JavaScript or when nothing is close.
 */
export function PageSuggestions({ searchIndex, heading }: { searchIndex: string; heading: string }) {
  const [pages, setPages] = useState<Suggestion[]>([]);
  const id = useId();
  useEffect(() => {
    // The missing path, without its query or fragment (they may carry anything), so moved pages can be found.
    sendEvent('page_not_found', { page_path: window.location.pathname.slice(0, 512) });
  }, []);
  useEffect(() => {
    let live = true;
    void suggestPages(window.location.pathname, searchIndex).then((found) => live && setPages(found));
    return () => {
      live = false;
    };
  }, [searchIndex]);
  if (pages.length === 0) return null;
  return (
    <nav className="not-found-suggestions" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {pages.map(([href, title]) => (
          <li key={href}>
            <Link href={href}>{title}</Link> <span className="not-found-path">{href}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
