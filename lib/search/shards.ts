import { createHash } from 'node:crypto';
import {
  type ManifestFile,
  type RecordShard,
  SHARDED_INDEX_VERSION,
  shardFileName,
  type TermShardFile,
} from './manifest';
import { encodePostings, postingsOf } from './postings';
import type { SearchIndexFile } from './types';

/** The manifest as served and every other file of the index, by file name. */
export interface ShardedIndex {
  manifestFile: ManifestFile;
  files: Map<string, string>;
}

/**
 * Target raw sizes: a shard is cut once it passes them (gzip makes them a third or less). Record
 * shards grow with the site, from 5 KB to 20 KB: small ones keep a small site's first results
 * light; larger ones compress better (the text of 1,026 pages took 2.0 MB gzip in 5 KB pieces,
 * 1.5 MB in 20 KB ones), and a query fetches at most 8 of them whatever the size.
 */
const SHARD_TARGETS = { termBytes: 16_000, recordBytes: { min: 5_000, max: 20_000, shards: 64 } };

/** The record shard target for records of this many bytes in all. */
export function recordTarget(totalBytes: number, { min, max, shards } = SHARD_TARGETS.recordBytes): number {
  return Math.min(max, Math.max(min, Math.round(totalBytes / shards)));
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
 * Splits an index file into a manifest, term shards (contiguous ranges of the sorted vocabulary,
 * with their postings), record shards (consecutive records, what results show), the vocabulary
 * (for typos) and the records' field lengths, all named by one hash of their content so they can
 * be cached for good. `targets` sets fixed shard sizes (tests).
 */
export function buildShardedIndex(
  index: SearchIndexFile,
  targets?: { termBytes: number; recordBytes: number },
): ShardedIndex {
  const texts: Array<[name: string, text: string]> = [];
  const add = (name: string, body: object) =>
    void texts.push([name, JSON.stringify({ version: SHARDED_INDEX_VERSION, ...body })]);
  const vocabulary = Object.keys(index.stats.df).sort();
  const postings = postingsOf(index.records);
  const encoded = vocabulary.map((term) => encodePostings(postings.get(term) ?? []));
  const termStarts = planChunks(encoded, (flat) => flat.length * 2 + 8, targets?.termBytes ?? SHARD_TARGETS.termBytes);
  termStarts.forEach((start, n) => {
    const end = termStarts[n + 1] ?? vocabulary.length;
    const shard: Omit<TermShardFile, 'version'> = {
      terms: vocabulary.slice(start, end).join('\n'),
      postings: encoded.slice(start, end),
    };
    add(`t${n}`, shard);
  });
  const shown = index.records.map((r): RecordShard['records'][number] => [r.kind, r.url, r.page, r.title, r.content]);
  const size = (r: RecordShard['records'][number]) => r.reduce((sum, s) => sum + s.length + 3, 0);
  const recordBytes = targets?.recordBytes ?? recordTarget(shown.reduce((sum, r) => sum + size(r), 0));
  const recordStarts = planChunks(shown, size, recordBytes);
  recordStarts.forEach((start, n) => {
    add(`r${n}`, { first: start, records: shown.slice(start, recordStarts[n + 1] ?? shown.length) });
  });
  add('vocabulary', { terms: vocabulary.join('\n') });
  add('lengths', { lengths: index.records.flatMap((r) => r.lengths) });
  // One hash of every file names them all: any change renames every file (see ManifestFile).
  const hash = hashOf(texts.map(([name, text]) => `${name}\n${text}`).join('\n'));
  const files = new Map(texts.map(([name, text]) => [shardFileName(name, hash), text]));
  const manifestFile: ManifestFile = {
    version: SHARDED_INDEX_VERSION,
    count: index.stats.count,
    longest: vocabulary.reduce((max, term) => Math.max(max, term.length), 0),
    avgLengths: [...index.stats.avgLengths],
    shards: hash,
    termShards: termStarts.map((start) => vocabulary[start]).join('\n'),
    recordShards: recordStarts.map((start, n) => (recordStarts[n + 1] ?? shown.length) - start),
  };
  return { manifestFile, files };
}
