// The search a benchmark page loads on its first keystroke (bundled by bench/search/browser.ts):
// the panel's own loading and ranking, rendering titles and snippets as the panel does.
import { snippet } from '../../lib/search/highlight.client';
import { loadShardedSearch, withStarted } from '../../lib/search/load.client';

let previous: AbortController | undefined;

const INDEX = '/search-index-default.json';

/** `manifest`: the manifest's response, requested with this code (as the navbar box does). */
export async function run(
  query: string,
  render: (items: string[]) => void,
  manifest: Promise<Response>,
): Promise<void> {
  // As in the panel: the next key aborts the fetches of the query typed over.
  previous?.abort();
  const abort = (previous = new AbortController());
  const search = await loadShardedSearch(INDEX, withStarted(INDEX, manifest));
  const show = (hits: Awaited<ReturnType<typeof search.search>>) =>
    abort.signal.aborted ||
    render(
      hits.map(
        (h) =>
          `${h.record.title} — ${snippet(h.record.content, h.terms)
            .map((s) => s.text)
            .join('')}`,
      ),
    );
  show(await search.search(query, undefined, show, abort.signal));
}
