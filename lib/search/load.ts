import { SearchEngine } from './engine';
import { EMPTY_SEARCH_INDEX, parseSearchIndex } from './index-file';
import type { SearchIndexFile } from './types';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Fetches and checks the index file. Search must never take the page down: a failed request, a
 * body that is not JSON, or a file of the wrong shape gives the empty index and one warning.
 */
export async function fetchSearchIndex(url: string, fetchImpl: Fetch = fetch, warn: (message: string) => void = console.warn): Promise<SearchIndexFile> {
  try {
    const response = await fetchImpl(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseSearchIndex(await response.json());
  } catch (error) {
    warn(`Search index ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}); search shows no results.`);
    return EMPTY_SEARCH_INDEX;
  }
}

const engines = new Map<string, Promise<SearchEngine>>();

/** The engine for an index URL, fetched and built once per page lifetime. */
export function loadSearchEngine(url: string, fetchImpl?: Fetch): Promise<SearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = fetchSearchIndex(url, fetchImpl).then((file) => new SearchEngine(file));
    engines.set(url, engine);
  }
  return engine;
}
