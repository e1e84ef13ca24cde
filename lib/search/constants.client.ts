/** Search constants fixed by the spec (§9). */

/** The fields of a search record, in the order their lengths are stored. */
export const SEARCH_FIELDS = ['title', 'content', 'tags', 'parents'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Field weights of BM25F. */
export const FIELD_BOOSTS: Record<SearchField, number> = { title: 5, content: 1, tags: 3, parents: 2 };

/** How many levels of a doc's sidebar categories go into its `parents` field: none (§9). */
export const SIDEBAR_PARENT_CATEGORIES_INDEXED = 0;

/** BM25 constants: length normalisation and term-frequency saturation. */
export const BM25 = { b: 0.75, k1: 1.2 } as const;

/** At most this many results are shown. */
export const MAX_RESULTS = 8;

/** The search input accepts at most this many characters. */
export const MAX_QUERY_LENGTH = 512;

/** The panel shows a spinner once loading has taken this long. */
export const STALL_MS = 300;

/**
 * A query typed in the box fetches its record shards once it is this old (the next key aborts
 * them): over the 100 ms between a reader's keys, so the prefixes of a word fetch no records.
 */
export const RECORD_SETTLE_MS = 120;

/** Format version of the index file; the client ignores a file of another version. */
export const SEARCH_INDEX_VERSION = 2;

/** Where the shards of the search index are served, by their content-hashed names. */
export const SEARCH_SHARDS_PATH = '/search-shards/';

/** The index file served from the site root for a docs plugin: `search-index-{id}.json`. */
export function searchIndexFileName(docsPluginId: string): string {
  return `search-index-${docsPluginId}.json`;
}

/** A cut docs version's own index manifest: `search-index-{id}/{version}.json` (its shards sit with the others). */
export function versionSearchIndexPath(docsPluginId: string, version: string): string {
  return `/search-index-${docsPluginId}/${version}.json`;
}
