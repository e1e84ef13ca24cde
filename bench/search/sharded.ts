/**
 * The sharded index as the browser meets it: total size on disk, the bytes a one-word query
 * transfers before its first results (manifest, the term shards it touches, the record shards of
 * the results shown, each gzip -9 as a server would send it) and the latency of a query once its
 * shards are in memory.
 */
import { gzipSync } from 'node:zlib';
import { parseManifest, parseRecordShard, parseTermShard, parseVocabulary } from '../../lib/search/manifest.client';
import { ShardedSearch } from '../../lib/search/sharded.client';
import { buildShardedIndex } from '../../lib/search/shards';
import type { SearchIndexFile } from '../../lib/search/types';
import { percentile } from '../stats';
import { type Latency, ROUNDS, time } from './measure';

export interface ShardedReport {
  records: number;
  files: number;
  totalGzipKb: number;
  manifestGzipKb: number;
  /** Bytes before the first results of one-word queries: median and largest. */
  firstBytesKb: { median: number; max: number; query: string };
  latency: Latency;
  buildMs: number;
}

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

/** A search whose loaders read the built files and record which were loaded. */
function searchOver(built: ReturnType<typeof buildShardedIndex>, loaded: Set<string>) {
  const parsed = new Map<string, unknown>();
  const load =
    <T>(parse: (json: unknown) => T) =>
    async (file: string) => {
      loaded.add(file);
      if (!parsed.has(file)) parsed.set(file, parse(JSON.parse(built.files.get(file)!)));
      return parsed.get(file) as T;
    };
  return new ShardedSearch(parseManifest(JSON.parse(JSON.stringify(built.manifestFile))), {
    terms: load(parseTermShard),
    records: load(parseRecordShard),
    vocabulary: load(parseVocabulary),
  });
}

export async function measureSharded(
  index: SearchIndexFile,
  oneWordQueries: string[],
  queries: string[],
  targets?: Parameters<typeof buildShardedIndex>[1],
): Promise<ShardedReport> {
  const built = time(() => buildShardedIndex(index, targets));
  const { manifestFile, files } = built.value;
  const fileGzip = new Map([...files].map(([name, text]) => [name, gzipKb(text)]));
  const manifestGzipKb = gzipKb(JSON.stringify(manifestFile));
  const firsts: Array<{ kb: number; query: string }> = [];
  for (const query of oneWordQueries) {
    // A fresh page: nothing cached; what the first progress call needed is what the final one needs too.
    const loaded = new Set<string>();
    await searchOver(built.value, loaded).search(query);
    firsts.push({ kb: manifestGzipKb + [...loaded].reduce((sum, file) => sum + fileGzip.get(file)!, 0), query });
  }
  firsts.sort((a, b) => a.kb - b.kb);
  const warm = searchOver(built.value, new Set());
  for (const query of queries) await warm.search(query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      await warm.search(query);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    records: index.records.length,
    files: files.size + 1,
    totalGzipKb: manifestGzipKb + [...fileGzip.values()].reduce((a, b) => a + b, 0),
    manifestGzipKb,
    firstBytesKb: {
      median: percentile(
        firsts.map((f) => f.kb),
        50,
      ),
      max: firsts.at(-1)?.kb ?? 0,
      query: firsts.at(-1)?.query ?? '',
    },
    latency: {
      samples: samples.length,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: samples.at(-1)!,
    },
    buildMs: built.ms,
  };
}
