import { SEARCH_FIELDS } from './constants';
import type { FlatPostings } from './rank';

/** Format version of the manifest and its files; the client ignores files of another version. */
export const SHARDED_INDEX_VERSION = 3;

/**
 * The manifest as the client works with it: everything a query needs before it knows which files
 * to fetch. Count and average lengths are the global statistics BM25F reads, so a shard's scores
 * are the single index's. `termShards[i]` holds the sorted vocabulary from its first term up to the
 * next shard's; `recordShards[i]` the records from its first id. The vocabulary (for typos) and
 * the records' field lengths are files of their own.
 */
export interface SearchManifest {
  version: number;
  count: number;
  /** The longest term's length: a longer query word matches nothing, not even as a typo, so it fetches nothing. */
  longest: number;
  avgLengths: number[];
  termShards: Array<[first: string, file: string]>;
  recordShards: Array<[first: number, file: string]>;
  vocabulary: string;
  lengths: string;
}

/**
 * The manifest as served: the first term of each term shard ("\n" between them), the number of
 * records in each record shard, and one hash of every file's content (`shards`) that names them
 * all: `t{n}.{shards}.json`, `r{n}.{shards}.json`, `vocabulary.{shards}.json`,
 * `lengths.{shards}.json`. It holds no vocabulary: parsing 8,400 terms on a slowed phone CPU was
 * most of the time to first results at 5,000 pages.
 */
export interface ManifestFile {
  version: number;
  count: number;
  longest: number;
  avgLengths: number[];
  shards: string;
  termShards: string;
  recordShards: number[];
}

/** The served name of an index file: `t3`, `r0`, `vocabulary`, `lengths`, then the hash of them all. */
export const shardFileName = (name: string, hash: string) => `${name}.${hash}.json`;

/** A term shard as written: its terms, sorted, and per term its postings, flat (encodePostings). */
export interface TermShardFile {
  version: number;
  terms: string;
  postings: number[][];
}

/** A term shard as the client reads it: its terms, each one's document frequency and postings. */
export interface TermShard {
  terms: string[];
  df: (term: string) => number;
  postings: (term: string) => FlatPostings | undefined;
}

/** A record shard: what results show, for consecutive ids from `first`. */
export interface RecordShard {
  version: number;
  first: number;
  records: Array<[kind: string, url: string, page: string, title: string, content: string]>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Counts the postings of a flat list (id delta, field mask, then a count per field in the mask);
 * throws on a truncated or inconsistent list, so ranking can walk it unchecked.
 */
export function countPostings(flat: readonly unknown[]): number {
  let postings = 0;
  for (let i = 0; i < flat.length; postings++) {
    const mask = flat[i + 1];
    if (!isCount(flat[i]) || !isCount(mask) || mask === 0 || mask >= 1 << SEARCH_FIELDS.length)
      throw new Error('malformed postings');
    i += 2;
    for (let f = 0; f < SEARCH_FIELDS.length; f++) {
      if (!(mask & (1 << f))) continue;
      if (!isCount(flat[i])) throw new Error('malformed postings');
      i += 1;
    }
  }
  return postings;
}

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
  const { count, longest, avgLengths, shards, termShards, recordShards } = json;
  if (!isCount(count)) throw new Error('expected a record count');
  if (!isCount(longest)) throw new Error('expected the longest term length');
  if (
    !Array.isArray(avgLengths) ||
    avgLengths.length !== 4 ||
    !avgLengths.every((v) => typeof v === 'number' && v >= 0)
  )
    throw new Error('expected 4 average field lengths');
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
    avgLengths,
    termShards: firsts.map((term, n) => [term, shardFileName(`t${n}`, shards)]),
    recordShards: sizes.map((size, n) => {
      const entry: [number, string] = [first, shardFileName(`r${n}`, shards)];
      first += size;
      return entry;
    }),
    vocabulary: shardFileName('vocabulary', shards),
    lengths: shardFileName('lengths', shards),
  };
}

/**
 * Checks a term shard and gives its terms, their document frequencies (how many postings each
 * has) and their postings as written. Throws on any malformed entry.
 */
export function parseTermShard(json: unknown): TermShard {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  if (typeof json.terms !== 'string') throw new Error('expected the terms');
  const terms = splitTerms(json.terms);
  const flat = json.postings;
  if (!Array.isArray(flat) || flat.length !== terms.length) throw new Error(`expected ${terms.length} postings lists`);
  const index = new Map<string, number>();
  const df = terms.map((term, i) => {
    if (!Array.isArray(flat[i])) throw new Error(`postings of "${term}" are not an array`);
    index.set(term, i);
    return countPostings(flat[i]);
  });
  return {
    terms,
    df: (term) => {
      const i = index.get(term);
      return i === undefined ? 0 : df[i];
    },
    postings: (term) => {
      const i = index.get(term);
      return i === undefined ? undefined : (flat[i] as number[]);
    },
  };
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

/** Checks the vocabulary file (every indexed term, sorted): what typo expansion scans. */
export function parseVocabulary(json: unknown): string[] {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  if (typeof json.terms !== 'string') throw new Error('expected the terms');
  return splitTerms(json.terms);
}

/** Checks the lengths file: every record's field lengths, flat (record × 4 + field). */
export function parseLengths(json: unknown): Uint32Array {
  if (!isObject(json)) throw new Error('expected a JSON object');
  checkVersion(json);
  const { lengths } = json;
  if (!Array.isArray(lengths) || lengths.length % SEARCH_FIELDS.length !== 0)
    throw new Error('expected 4 field lengths per record');
  const checked = new Uint32Array(lengths.length);
  for (let i = 0; i < lengths.length; i++) {
    if (!isCount(lengths[i])) throw new Error('expected 4 field lengths per record');
    checked[i] = lengths[i];
  }
  return checked;
}
