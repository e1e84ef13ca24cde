import { createHash } from 'node:crypto';
import { type ManifestFile, type RecordShard, SHARDED_INDEX_VERSION, shardFileName } from './manifest.client';
import type { SearchIndexFile } from './types';

/** The manifest as served and every other file of the index, by file name. */
export interface ShardedIndex {
  manifestFile: ManifestFile;
  files: Map<string, string>;
}

/**
 * Target raw sizes: a shard is cut once it passes its target, which grows with the site (its
 * total over `shards`, within min and max). A query's 8 results sit in 6 or 7 record shards,
 * however large they are: on a small site, shards of about one record (0.8 KB raw, 0.6–1.3 KB
 * gzip) keep its first results light, where 2.5 KB ones took 1.1–4.4 KB each (a long post beside
 * the result); on a large one, 20 KB shards compress better (the text of 1,026 pages took 2.0 MB
 * gzip in 5 KB pieces, 1.5 MB in 20 KB ones). Term shards are FlexSearch's map
 * entries, whose empty slots ("null") gzip folds to a few bytes: 48 KB raw is about 3 KB on the
 * wire, 12 KB about 1 KB; a word's prefix range spans fewer bytes of small ones.
 */
const SHARD_TARGETS = {
  termBytes: { min: 12_000, max: 48_000, shards: 128 },
  recordBytes: { min: 800, max: 20_000, shards: 384 },
};

/** The shard target for items of this many bytes in all. */
function shardTarget(totalBytes: number, { min, max, shards }: { min: number; max: number; shards: number }): number {
  return Math.min(max, Math.max(min, Math.round(totalBytes / shards)));
}

/** The record shard target for records of this many bytes in all. */
export const recordTarget = (totalBytes: number) => shardTarget(totalBytes, SHARD_TARGETS.recordBytes);

/** The term shard target for map entries of this many bytes in all. */
export const termTarget = (totalBytes: number) => shardTarget(totalBytes, SHARD_TARGETS.termBytes);

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
 * Splits the index into a manifest, term shards (FlexSearch's exported map entries, cut into
 * contiguous ranges of the sorted terms; each file is an export chunk as FlexSearch writes it),
 * record shards (consecutive records, what results show) and the vocabulary (for typos), all named
 * by one hash of their content so they can be cached for good. `targets` sets fixed shard sizes (tests).
 */
export function buildShardedIndex(
  index: SearchIndexFile,
  targets?: { termBytes: number; recordBytes: number },
): ShardedIndex {
  const texts: Array<[name: string, text: string]> = [];
  const add = (name: string, body: object) =>
    void texts.push([name, JSON.stringify({ version: SHARDED_INDEX_VERSION, ...body })]);
  const entries = index.map.map((entry) => JSON.stringify(entry));
  const termBytes = targets?.termBytes ?? termTarget(entries.reduce((sum, text) => sum + text.length + 1, 0));
  const termStarts = planChunks(entries, (text) => text.length, termBytes);
  termStarts.forEach((start, n) => {
    texts.push([`t${n}`, `[${entries.slice(start, termStarts[n + 1] ?? entries.length).join(',')}]`]);
  });
  const vocabulary = index.map.map(([term]) => term);
  // A record in another language than its index's says which (a sixth field, only then).
  const shown = index.records.map((r): RecordShard['records'][number] =>
    r.lang ? [r.kind, r.url, r.page, r.title, r.content, r.lang] : [r.kind, r.url, r.page, r.title, r.content],
  );
  const size = (r: RecordShard['records'][number]) => r.reduce((sum, s) => sum + (s?.length ?? 0) + 3, 0);
  const recordBytes = targets?.recordBytes ?? recordTarget(shown.reduce((sum, r) => sum + size(r), 0));
  const recordStarts = planChunks(shown, size, recordBytes);
  recordStarts.forEach((start, n) => {
    add(`r${n}`, { first: start, records: shown.slice(start, recordStarts[n + 1] ?? shown.length) });
  });
  add('vocabulary', { terms: vocabulary.join('\n') });
  // One hash of every file names them all: any change renames every file (see ManifestFile).
  const hash = hashOf(texts.map(([name, text]) => `${name}\n${text}`).join('\n'));
  const files = new Map(texts.map(([name, text]) => [shardFileName(name, hash), text]));
  const manifestFile: ManifestFile = {
    version: SHARDED_INDEX_VERSION,
    count: index.count,
    longest: vocabulary.reduce((max, term) => Math.max(max, term.length), 0),
    resolution: index.resolution,
    shards: hash,
    termShards: termStarts.map((start) => vocabulary[start]).join('\n'),
    recordShards: recordStarts.map((start, n) => (recordStarts[n + 1] ?? shown.length) - start),
  };
  return { manifestFile, files };
}
