import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { diskCache, readOrMake } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import { buildSearchIndex } from './build';
import type { SearchIndexFile, SearchRecord } from './types';

/**
 * `buildSearchIndex` with its index kept between builds and a build's processes in
 * .next/cache/acme-search, by a key over the records and the indexing code (build.ts and what it
 * imports, the lockfile: FlexSearch's version). Both of `next build`'s workers need the site's
 * index (the manifest's route and the shards' list of names): one builds it, the other and the next
 * build whose records did not change read it (0.2–0.3 s a process). A one-doc edit changes the
 * records, so the index is built again, as before.
 */

const FORMAT = 'acme-search/1';
export const SEARCH_CACHE_DIR = '.next/cache/acme-search';
const INDEXER_ENTRIES = ['lib/search/build.ts'];

/** Whether a deserialized value has the shape of an index file (a damaged one is built again). Pure. */
function isIndexFile(value: unknown): value is SearchIndexFile {
  const v = value as SearchIndexFile | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.map) && Array.isArray(v.records);
}

/** The key of the records' index under the indexing code's fingerprint (`code`). */
const indexKey = (records: SearchRecord[], code: string) =>
  createHash('sha256').update(`${FORMAT}\0${code}\0`).update(JSON.stringify(records)).digest('hex');

/** The cached indexer of `<root>/.next/cache/acme-search`. */
export function cachedBuildSearchIndex(root = process.cwd()): (records: SearchRecord[]) => SearchIndexFile {
  const cache = diskCache(SEARCH_CACHE_DIR, '.bin', root);
  const code = codeFingerprint(INDEXER_ENTRIES, root);
  // v8's serializer keeps the map's empty slots and absent fields as they are.
  return (records) => readOrMake(cache, indexKey(records, code), isIndexFile, () => buildSearchIndex(records));
}

/** Whether the records' index is in the cache already (a damaged entry counts: reading it builds it again). */
export function isSearchIndexCached(records: SearchRecord[], root = process.cwd()): boolean {
  const key = indexKey(records, codeFingerprint(INDEXER_ENTRIES, root));
  return fs.existsSync(/*turbopackIgnore: true*/ diskCache(SEARCH_CACHE_DIR, '.bin', root).file(key));
}
