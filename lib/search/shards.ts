import { createHash } from 'node:crypto';
import { SEARCH_FIELDS } from './constants';
import { postingsOf } from './engine';
import { SHARDED_INDEX_VERSION, type RecordShard, type SearchManifest, type TermShard } from './manifest';
import type { Posting } from './rank';
import type { SearchIndexFile } from './types';

/** The manifest and every shard, by file name. */
export interface ShardedIndex {
  manifest: SearchManifest;
  files: Map<string, string>;
}

/** Target raw sizes: a shard is cut once it passes them (gzip makes them about a third). */
export const SHARD_TARGETS = { termBytes: 16_000, recordBytes: 5_000 };

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
 * and record shards (consecutive records), each shard named by a hash of its content so it can be
 * cached for good.
 */
export function buildShardedIndex(index: SearchIndexFile, targets = SHARD_TARGETS): ShardedIndex {
  const files = new Map<string, string>();
  const add = (prefix: string, n: number, body: unknown) => {
    const text = JSON.stringify(body);
    const name = `${prefix}${n}.${hashOf(text)}.json`;
    files.set(name, text);
    return name;
  };
  const vocabulary = Object.keys(index.stats.df).sort();
  const postings = postingsOf(index.records);
  const encoded = vocabulary.map((term) => encodePostings(postings.get(term) ?? []));
  const termStarts = planChunks(encoded, (flat) => flat.length * 3 + 8, targets.termBytes);
  const termShards = termStarts.map((start, n): [number, string] => {
    const end = termStarts[n + 1] ?? vocabulary.length;
    const shard: TermShard = { version: SHARDED_INDEX_VERSION, postings: {} };
    for (let t = start; t < end; t++) shard.postings[vocabulary[t]] = encoded[t];
    return [start, add('t', n, shard)];
  });
  const shown = index.records.map((r): RecordShard['records'][number] => [r.kind, r.url, r.page, r.title, r.content]);
  const recordStarts = planChunks(shown, (r) => r.reduce((sum, s) => sum + s.length + 3, 0), targets.recordBytes);
  const recordShards = recordStarts.map((start, n): [number, string] => {
    const shard: RecordShard = { version: SHARDED_INDEX_VERSION, first: start, records: shown.slice(start, recordStarts[n + 1] ?? shown.length) };
    return [start, add('r', n, shard)];
  });
  const manifest: SearchManifest = {
    version: SHARDED_INDEX_VERSION,
    count: index.stats.count,
    avgLengths: [...index.stats.avgLengths],
    terms: vocabulary.join('\n'),
    df: vocabulary.map((term) => index.stats.df[term]),
    termShards,
    recordShards,
  };
  return { manifest, files };
}
