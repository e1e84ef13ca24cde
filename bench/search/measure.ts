/**
 * Sizes, load and query latency of a search index. Latency is per search() call: one warm-up round
 * over all queries, then ROUNDS rounds, every call one sample.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { SearchEngine } from '../../lib/search/engine.client';
import type { SearchIndexFile } from '../../lib/search/types';
import { percentile } from '../stats';

export const ROUNDS = 20;

export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export interface Report {
  records: number;
  terms: number;
  rawKb: number;
  gzipKb: number;
  buildMs: number;
  statsMs: number;
  parseMs: number;
  loadMs: number;
  latency: Latency;
}

export function time<T>(fn: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = fn();
  return { value, ms: performance.now() - started };
}

/** Runs every query once to warm up, then ROUNDS times, timing each call. */
function measureQueries(engine: SearchEngine, queries: string[]): Latency {
  for (const query of queries) engine.search(query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) samples.push(time(() => engine.search(query)).ms);
  }
  samples.sort((a, b) => a - b);
  return { samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

/** Sizes, parse and engine load of a built index (one run each, as a page load does), and its query latency. */
export function measureIndex(
  index: SearchIndexFile,
  build: { ms: number; statsMs: number },
  queries: string[],
): Report & { engine: SearchEngine } {
  const json = JSON.stringify(index);
  const parsed = time(() => JSON.parse(json) as SearchIndexFile);
  const loaded = time(() => new SearchEngine(parsed.value));
  return {
    records: index.records.length,
    terms: index.map.length,
    rawKb: Buffer.byteLength(json) / 1024,
    gzipKb: gzipSync(json).length / 1024,
    buildMs: build.ms,
    statsMs: build.statsMs,
    parseMs: parsed.ms,
    loadMs: loaded.ms,
    latency: measureQueries(loaded.value, queries),
    engine: loaded.value,
  };
}
