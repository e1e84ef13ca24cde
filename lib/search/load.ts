import { type Fetch, fetchOnce } from '../utils/fetch-once';
import { SearchEngine } from './engine';
import { EMPTY_SEARCH_INDEX, parseSearchIndex } from './index-file';

// Search must never take the page down: an index that cannot be loaded gives no results.
const indexFiles = fetchOnce(
  parseSearchIndex,
  (url, reason) => `Search index ${url} could not be loaded (${reason}); search shows no results.`,
);
const engines = new Map<string, Promise<SearchEngine>>();

/** The engine for an index URL, fetched and built once per page lifetime (empty when the file failed). */
export function loadSearchEngine(
  url: string,
  fetchImpl?: Fetch,
  warn?: (message: string) => void,
): Promise<SearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = indexFiles
      .load(url, fetchImpl, warn)
      .then((file) => new SearchEngine(file.ok ? file.value : EMPTY_SEARCH_INDEX));
    engines.set(url, engine);
  }
  return engine;
}
