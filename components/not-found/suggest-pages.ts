import { parseRoutesFile, ROUTES_FILE } from '@/lib/page-meta/not-found-routes.client';
import { closestRoutes, MAX_SUGGESTIONS, mergeSuggestions, pathQuery } from '@/lib/page-meta/not-found-suggest.client';

export type Suggestion = [href: string, title: string];

/** The site's pages from the routes file, or none (one console warning) when it cannot be read. */
async function loadRoutes(): Promise<Suggestion[]> {
  try {
    const response = await fetch(ROUTES_FILE);
    const routes = parseRoutesFile(response.ok ? await response.json() : null);
    if (routes) return routes;
    console.warn(`${ROUTES_FILE} could not be read (HTTP ${response.status}); the 404 page suggests from search only.`);
  } catch (error) {
    console.warn(`${ROUTES_FILE} could not be loaded; the 404 page suggests from search only.`, error);
  }
  return [];
}

/** Pages the search finds for the address's words, as [url, page title]; its code loads only here. */
async function searchPages(query: string, indexUrl: string): Promise<Suggestion[]> {
  const { loadShardedSearch } = await import('@/lib/search/load.client');
  const hits = await (await loadShardedSearch(indexUrl)).search(query);
  return hits.map((hit) => [hit.record.url, hit.record.page]);
}

/** Up to five pages for an unknown address: close paths first, then the search's pages for its words. */
export async function suggestPages(pathname: string, indexUrl: string): Promise<Suggestion[]> {
  const routes = await loadRoutes();
  const titles = new Map(routes);
  const close = closestRoutes(
    pathname,
    routes.map(([href]) => href),
  );
  const query = pathQuery(pathname);
  const searched = close.length < MAX_SUGGESTIONS && query ? await searchPages(query, indexUrl) : [];
  for (const [url, page] of searched) {
    const href = url.replace(/[?#].*$/, '');
    if (!titles.has(href)) titles.set(href, page);
  }
  return mergeSuggestions(
    close,
    searched.map(([url]) => url),
  ).map((href) => [href, titles.get(href) ?? href]);
}
