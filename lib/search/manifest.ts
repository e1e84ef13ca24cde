import { SEARCH_FIELDS } from './constants';
import type { Posting } from './rank';

/** Format version of the manifest and its shards; the client ignores files of another version. */
export const SHARDED_INDEX_VERSION = 2;

/**
 * The manifest: everything a query needs before it knows which shards to fetch. The vocabulary
 * (sorted, one string, "\n" between terms) and document frequencies drive prefix and typo expansion
 * and idf; count and average lengths are the global statistics BM25F reads, so a shard's scores are
 * the single index's scores. `termShards[i]` holds the terms from its first term index up to the
 * next shard's; `recordShards[i]` the records from its first id.
 */
export interface SearchManifest {
  version: number;
  count: number;
  avgLengths: number[];
  terms: string;
  df: number[];
  termShards: Array<[first: number, file: string]>;
  recordShards: Array<[first: number, file: string]>;
}

/**
 * The manifest as served: the shard lists are their firsts only, and one hash of every shard's
 * content (`shards`) names them all, `t{n}.{shards}.json` and `r{n}.{shards}.json`. A hash per
 * file made the manifest twice as large at 5,000 pages (hex digits do not compress).
 */
export interface ManifestFile extends Omit<SearchManifest, 'termShards' | 'recordShards'> {
  shards: string;
  termShards: number[];
  recordShards: number[];
}

/** The file name of shard `n` of a kind. */
export const shardFileName = (kind: 't' | 'r', n: number, hash: string) => `${kind}${n}.${hash}.json`;

/** The manifest as served, from the manifest the client works with and the shards' hash. */
export function toManifestFile(manifest: SearchManifest, shards: string): ManifestFile {
  return {
    ...manifest,
    shards,
    termShards: manifest.termShards.map(([first]) => first),
    recordShards: manifest.recordShards.map(([first]) => first),
  };
}

/** A term shard: per term its postings, flat: id delta, field mask, then tf and length per field set. */
export interface TermShard {
  version: number;
  postings: Record<string, number[]>;
}

/** A record shard: what results show, for consecutive ids from `first`. */
export interface RecordShard {
  version: number;
  first: number;
  records: Array<[kind: string, url: string, page: string, title: string, content: string]>;
}

/** Decodes encodePostings(); throws on a truncated or inconsistent array. */
export function decodePostings(flat: readonly unknown[]): Posting[] {
  const postings: Posting[] = [];
  let id = 0;
  let i = 0;
  const next = (): number => {
    const value = flat[i++];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error('malformed postings');
    return value;
  };
  while (i < flat.length) {
    id += next();
    const mask = next();
    if (mask === 0 || mask >= 1 << SEARCH_FIELDS.length) throw new Error('malformed postings');
    const tf = [0, 0, 0, 0];
    const lengths = [0, 0, 0, 0];
    for (let f = 0; f < SEARCH_FIELDS.length; f++) {
      if (!(mask & (1 << f))) continue;
      tf[f] = next();
      lengths[f] = next();
    }
    postings.push({ id, tf, lengths });
  }
  return postings;
}

const KINDS = new Set(['doc', 'api', 'blog', 'page']);
const SHARD_HASH = /^[0-9a-f]{8,64}$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
/** Same rule as the single index: a path on this site, never "//host", "/\\host" or one with tabs or newlines. */
const isSitePath = (url: unknown): boolean => typeof url === 'string' && /^\/(?![/\\])[^\t\n\r]*$/.test(url);

function checkVersion(json: Record<string, unknown>) {
  if (json.version !== SHARDED_INDEX_VERSION)
    throw new Error(`expected version ${SHARDED_INDEX_VERSION}, got ${String(json.version)}`);
}

/** Shard lists: firsts that start at 0 and rise. */
function isShardList(value: unknown): value is number[] {
  return (
    Array.isArray(value) && value.every((first, i) => isCount(first) && (i === 0 ? first === 0 : first > value[i - 1]))
  );
}

/** Checks a fetched manifest's shape; throws with the first problem found (the client then searches nothing). */
export function parseManifest(json: unknown): SearchManifest {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  const { count, avgLengths, terms, df, shards, termShards, recordShards } = json;
  if (!isCount(count)) throw new Error('expected a record count');
  if (
    !Array.isArray(avgLengths) ||
    avgLengths.length !== 4 ||
    !avgLengths.every((v) => typeof v === 'number' && v >= 0)
  )
    throw new Error('expected 4 average field lengths');
  if (typeof terms !== 'string') throw new Error('expected the vocabulary as a string');
  const termCount = terms === '' ? 0 : terms.split('\n').length;
  if (!Array.isArray(df) || df.length !== termCount || !df.every(isCount))
    throw new Error(`expected ${termCount} document frequencies`);
  if (typeof shards !== 'string' || !SHARD_HASH.test(shards)) throw new Error('expected the shards hash');
  if (!isShardList(termShards) || termShards.some((first) => first >= Math.max(termCount, 1)))
    throw new Error('malformed term shard list');
  if (!isShardList(recordShards) || recordShards.some((first) => first >= Math.max(count, 1)))
    throw new Error('malformed record shard list');
  return {
    version: SHARDED_INDEX_VERSION,
    count,
    avgLengths,
    terms,
    df,
    termShards: termShards.map((first, n) => [first, shardFileName('t', n, shards)]),
    recordShards: recordShards.map((first, n) => [first, shardFileName('r', n, shards)]),
  };
}

/** Checks and decodes a term shard: its postings by term. Throws on any malformed entry. */
export function parseTermShard(json: unknown): Map<string, Posting[]> {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  if (!isObject(json.postings)) throw new Error('expected postings');
  const postings = new Map<string, Posting[]>();
  for (const [term, flat] of Object.entries(json.postings)) {
    if (!Array.isArray(flat)) throw new Error(`postings of "${term}" are not an array`);
    postings.set(term, decodePostings(flat));
  }
  return postings;
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
      r.length !== 5 ||
      !KINDS.has(r[0]) ||
      !isSitePath(r[1]) ||
      !r.slice(2).every((s: unknown) => typeof s === 'string'),
  );
  if (bad !== -1) throw new Error(`record ${bad} is malformed`);
  return json as unknown as RecordShard;
}
