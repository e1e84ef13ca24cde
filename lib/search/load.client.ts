import { type Fetch, fetchOnce } from '../utils/fetch-once.client';
import { RECORD_SETTLE_MS, SEARCH_SHARDS_PATH } from './constants.client';
import { FLEX_RESOLUTION } from './flex.client';
import {
  parseManifest,
  parseRecordShard,
  parseTermShard,
  parseVocabulary,
  type SearchManifest,
  SHARDED_INDEX_VERSION,
} from './manifest.client';
import { ShardedSearch } from './sharded.client';
import { TypedSearch } from './typed.client';

// Search must never take the page down: a manifest that cannot be loaded gives no results, a
// shard that cannot be loaded leaves its terms or records out. Each warns once per page lifetime.
const manifests = fetchOnce(
  parseManifest,
  (url, reason) => `Search index ${url} could not be loaded (${reason}); search shows no results.`,
);
const shardFailure = (url: string, reason: string) =>
  `Search index shard ${url} could not be loaded (${reason}); results leave it out.`;
const termShards = fetchOnce(parseTermShard, shardFailure);
const recordShards = fetchOnce(parseRecordShard, shardFailure);
const vocabularies = fetchOnce(parseVocabulary, shardFailure);
const searches = new Map<string, Promise<ShardedSearch>>();
const typedSearches = new Map<string, Promise<TypedSearch>>();

const EMPTY_MANIFEST: SearchManifest = {
  version: SHARDED_INDEX_VERSION,
  count: 0,
  longest: 0,
  resolution: FLEX_RESOLUTION,
  termShards: [],
  recordShards: [],
  vocabulary: '',
};

/**
 * A fetch that answers `url` with a request already on its way (the navbar box starts the
 * manifest's request before this code has loaded) and anything else as `fetchImpl` does.
 */
export const withStarted =
  (url: string, started: Promise<Response>, fetchImpl?: Fetch): Fetch =>
  (file, init) =>
    file === url ? started : (fetchImpl ?? fetch)(file, init);

/**
 * The search for a manifest URL, once per page lifetime: the manifest now, shards as queries need
 * them (each fetched once). Empty when the manifest failed.
 */
export function loadShardedSearch(
  url: string,
  fetchImpl?: Fetch,
  warn?: (message: string) => void,
): Promise<ShardedSearch> {
  let search = searches.get(url);
  if (!search) {
    const shard =
      <T>(files: ReturnType<typeof fetchOnce<T>>) =>
      async (file: string) => {
        const loaded = await files.load(`${SEARCH_SHARDS_PATH}${file}`, fetchImpl, warn);
        return loaded.ok ? loaded.value : null;
      };
    search = manifests.load(url, fetchImpl, warn).then(
      (file) =>
        new ShardedSearch(
          file.ok ? file.value : EMPTY_MANIFEST,
          {
            terms: shard(termShards),
            records: shard(recordShards),
            vocabulary: shard(vocabularies),
          },
          RECORD_SETTLE_MS,
          true,
        ),
    );
    searches.set(url, search);
  }
  return search;
}

/**
 * The search a box types into for a manifest URL (`loadShardedSearch`'s, once per page lifetime):
 * the navbar box and the panel type into the same one, so a key the box searched is not searched
 * again by the panel.
 */
export function loadTypedSearch(
  url: string,
  fetchImpl?: Fetch,
  warn?: (message: string) => void,
): Promise<TypedSearch> {
  let typed = typedSearches.get(url);
  if (!typed) {
    typed = loadShardedSearch(url, fetchImpl, warn).then((search) => new TypedSearch(search));
    typedSearches.set(url, typed);
  }
  return typed;
}

/** Forgets every fetched shard (tests only: shard names repeat between tests, manifest URLs do not). */
export function forgetSearchShards() {
  for (const files of [termShards, recordShards, vocabularies]) files.reset();
}
