import { createHash } from 'node:crypto';
import { SEARCH_FIELDS } from './constants';
import { postingsOf } from './engine';
import {
  type ManifestFile,
  type RecordShard,
  type SearchManifest,
  SHARDED_INDEX_VERSION,
  shardFileName,
  type TermShard,
  toManifestFile,
} from './manifest';
import type { Posting } from './rank';
import type { SearchIndexFile } from './types';

/** The manifest (as the client reads it, and as served) and every shard, by file name. */
export interface ShardedIndex {
  manifest: SearchManifest;
  manifestFile: ManifestFile;
  files: Map<string, string>;
}

/** Target raw sizes: a shard is cut once it passes them (gzip makes them about a third). */
const SHARD_TARGETS = { termBytes: 16_000, recordBytes: 5_000 };

/** The flat encoding of one term's postings (ids ascending). */
export function encodePostings(postings: readonly Posting[]): number[] {
  const flat: number[] = [];
  let last = 0;
  for (const { id, tf, lengths } of postings) {
    let mask = 0;
    for (let f = 0; f < SEARCH_FIELDS.length; f++) if (tf[f]) mask |= 1 << f;
    flat.push(id - last, mask);
    for (let f = 0; f < SEARCH_FIELDS.length; f++) if (tf[f]) flat.push(tf[f], lengths[f]);
    last = id;
  }
  return flat;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Splits `items` into consecutive groups, each closed once its size passes `target`. */
export function planChunks<T>(items: readonly T[], size: (item: T) => number, target: number): number[] {
  const starts: number[] = [];
  let filled = Infinity;
  items.forEach((item, i) => {
    if (filled >= target) {
      starts.push(i);
      filled = 0;
    }
    filled += size(item);
  });
  return starts;
}

/**
 * Splits an index file into a manifest, term shards (contiguous ranges of the sorted vocabulary)
 * and record shards (consecutive records), named by a hash of all the shards' content so they can
 * be cached for good.
 */
export function buildShardedIndex(index: SearchIndexFile, targets = SHARD_TARGETS): ShardedIndex {
  const texts: Array<['t' | 'r', number, string]> = [];
  const add = (kind: 't' | 'r', n: number, body: unknown) => void texts.push([kind, n, JSON.stringify(body)]);
  const vocabulary = Object.keys(index.stats.df).sort();
  const postings = postingsOf(index.records);
  const encoded = vocabulary.map((term) => encodePostings(postings.get(term) ?? []));
  const termStarts = planChunks(encoded, (flat) => flat.length * 3 + 8, targets.termBytes);
  const termShards = termStarts.map((start, n) => {
    const end = termStarts[n + 1] ?? vocabulary.length;
    const shard: TermShard = { version: SHARDED_INDEX_VERSION, postings: {} };
    for (let t = start; t < end; t++) shard.postings[vocabulary[t]] = encoded[t];
    add('t', n, shard);
    return start;
  });
  const shown = index.records.map((r): RecordShard['records'][number] => [r.kind, r.url, r.page, r.title, r.content]);
  const recordStarts = planChunks(shown, (r) => r.reduce((sum, s) => sum + s.length + 3, 0), targets.recordBytes);
  const recordShards = recordStarts.map((start, n) => {
    const shard: RecordShard = {
      version: SHARDED_INDEX_VERSION,
      first: start,
      records: shown.slice(start, recordStarts[n + 1] ?? shown.length),
    };
    add('r', n, shard);
    return start;
  });
  // One hash of every shard names them all: any change renames every shard (see ManifestFile).
  const hash = hashOf(texts.map(([kind, n, text]) => `${kind}${n}\n${text}`).join('\n'));
  const files = new Map(texts.map(([kind, n, text]) => [shardFileName(kind, n, hash), text]));
  const manifest: SearchManifest = {
    version: SHARDED_INDEX_VERSION,
    count: index.stats.count,
    avgLengths: [...index.stats.avgLengths],
    terms: vocabulary.join('\n'),
    df: vocabulary.map((term) => index.stats.df[term]),
    termShards: termShards.map((first, n) => [first, shardFileName('t', n, hash)]),
    recordShards: recordShards.map((first, n) => [first, shardFileName('r', n, hash)]),
  };
  return { manifest, manifestFile: toManifestFile(manifest, hash), files };
}
