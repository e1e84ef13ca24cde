import { countIds, type MapEntry, parseMapEntries } from './flex.client';

/** Format version of the manifest and its files; the client ignores files of another version. */
export const SHARDED_INDEX_VERSION = 4;

/**
 * The manifest as the client works with it: everything a query needs before it knows which files
 * to fetch. `termShards[i]` holds FlexSearch's map entries from its first term up to the next
 * shard's; `recordShards[i]` the records from its first id. The vocabulary (for typos) is a file of
 * its own.
 */
export interface SearchManifest {
  version: number;
  count: number;
  /** The longest term's length: a longer query word matches nothing, not even as a typo, so it fetches nothing. */
  longest: number;
  /** FlexSearch's resolution, the index's option: the reader's index is made with it. */
  resolution: number;
  termShards: Array<[first: string, file: string]>;
  recordShards: Array<[first: number, file: string]>;
  vocabulary: string;
}

/**
 * The manifest as served: the first term of each term shard ("\n" between them), the number of
 * records in each record shard, and one hash of every file's content (`shards`) that names them
 * all: `t{n}.{shards}.json`, `r{n}.{shards}.json`, `vocabulary.{shards}.json`. It holds no
 * vocabulary: parsing 8,400 terms on a slowed phone CPU was most of the time to first results at
 * 5,000 pages.
 */
export interface ManifestFile {
  version: number;
  count: number;
  longest: number;
  resolution: number;
  shards: string;
  termShards: string;
  recordShards: number[];
}

/** The served name of an index file: `t3`, `r0`, `vocabulary`, then the hash of them all. */
export const shardFileName = (name: string, hash: string) => `${name}.${hash}.json`;

/**
 * A term shard as the client reads it: FlexSearch's map entries as its export wrote them (a sorted
 * key range), their terms, and each term's document frequency (how many records its slots hold).
 */
export interface TermShard {
  terms: string[];
  entries: MapEntry[];
  df: (term: string) => number;
}

/** A record shard: what results show, for consecutive ids from `first`. */
export interface RecordShard {
  version: number;
  first: number;
  records: Array<[kind: string, url: string, page: string, title: string, content: string, lang?: string]>;
}

/** The most slots a manifest may ask for (FlexSearch's own presets stay far below). */
const MAX_RESOLUTION = 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

const KINDS = new Set(['doc', 'api', 'blog', 'page']);
const SHARD_HASH = /^[0-9a-f]{8,64}$/;
/** Same rule as the single index: a path on this site, never "//host", "/\\host" or one with tabs or newlines. */
const isSitePath = (url: unknown): boolean => typeof url === 'string' && /^\/(?![/\\])[^\t\n\r]*$/.test(url);
const splitTerms = (terms: string) => (terms === '' ? [] : terms.split('\n'));

function checkVersion(json: Record<string, unknown>) {
  if (json.version !== SHARDED_INDEX_VERSION)
    throw new Error(`expected version ${SHARDED_INDEX_VERSION}, got ${String(json.version)}`);
}

/** Checks a fetched manifest's shape; throws with the first problem found (the client then searches nothing). */
export function parseManifest(json: unknown): SearchManifest {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  const { count, longest, resolution, shards, termShards, recordShards } = json;
  if (!isCount(count)) throw new Error('expected a record count');
  if (!isCount(longest)) throw new Error('expected the longest term length');
  if (!isCount(resolution) || resolution < 2 || resolution > MAX_RESOLUTION)
    throw new Error(`expected FlexSearch's resolution (2 to ${MAX_RESOLUTION})`);
  if (typeof shards !== 'string' || !SHARD_HASH.test(shards)) throw new Error('expected the shards hash');
  const firsts = typeof termShards === 'string' ? splitTerms(termShards) : null;
  if (!firsts || firsts.some((term, i) => i > 0 && !(term > firsts[i - 1])))
    throw new Error('malformed term shard list (expected sorted first terms)');
  if (!Array.isArray(recordShards) || !recordShards.every((n) => isCount(n) && n > 0))
    throw new Error('malformed record shard list (expected record counts)');
  const sizes = recordShards as number[];
  if (sizes.reduce((sum, n) => sum + n, 0) !== count)
    throw new Error(`malformed record shard list (expected ${count} records in all)`);
  let first = 0;
  return {
    version: SHARDED_INDEX_VERSION,
    count,
    longest,
    resolution,
    termShards: firsts.map((term, n) => [term, shardFileName(`t${n}`, shards)]),
    recordShards: sizes.map((size, n) => {
      const entry: [number, string] = [first, shardFileName(`r${n}`, shards)];
      first += size;
      return entry;
    }),
    vocabulary: shardFileName('vocabulary', shards),
  };
}

/**
 * Checks a term shard, FlexSearch's map entries as exported, and gives their terms and document
 * frequencies. Throws on anything not of FlexSearch's shape (the loader then counts it as failed).
 */
export function parseTermShard(json: unknown): TermShard {
  const entries = parseMapEntries(json, MAX_RESOLUTION);
  const df = new Map(entries.map(([term, slots]) => [term, countIds(slots)]));
  return { terms: entries.map(([term]) => term), entries, df: (term) => df.get(term) ?? 0 };
}

/** Checks a record shard: consecutive records from `first`, each a kind, a site path, page, title and content. */
export function parseRecordShard(json: unknown): RecordShard {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  const { first, records } = json;
  if (!isCount(first) || !Array.isArray(records)) throw new Error('expected first and records');
  const bad = records.findIndex(
    (r) =>
      !Array.isArray(r) ||
      (r.length !== 5 && r.length !== 6) ||
      !KINDS.has(r[0]) ||
      !isSitePath(r[1]) ||
      !r.slice(2).every((s: unknown) => typeof s === 'string'),
  );
  if (bad !== -1) throw new Error(`record ${bad} is malformed`);
  return json as unknown as RecordShard;
}

/** Checks the vocabulary file (every indexed term, sorted): what typo expansion scans. */
export function parseVocabulary(json: unknown): string[] {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  if (typeof json.terms !== 'string') throw new Error('expected the terms');
  return splitTerms(json.terms);
}
