/**
 * bench:load's memory run: 100,000 requests to distinct URLs, as an attacker who wants the
 * server's shared cache to grow would send them, and the server's resident memory (RSS) as they
 * go. A third are query-string variants of real pages, a third unknown paths (404s), a third RSC
 * requests with distinct router-state headers; every URL carries about 1 KB of padding.
 *
 * Budget (issue 39): the RSS after 20,000 distinct URLs and after 100,000 differ by at most 64 MB.
 * The first 20,000 also warm the server up: a fresh server loads its route modules and grows its
 * heap on the first thousands of requests whatever the cache does (a first run read 198 MB at
 * start, 556 MB after 20,000 requests, then flat to 100,000), so growth is read from there.
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const MEMORY_REQUESTS = 100_000;
/** RSS is compared between this many distinct URLs and MEMORY_REQUESTS. */
const BASE_REQUESTS = 20_000;
const CONCURRENCY = 32;
/** Issue 39: RSS after BASE_REQUESTS and after MEMORY_REQUESTS distinct URLs differ by at most this. */
const BUDGET_MB = 64;
const PAGES = ['/', '/docs/experience-sdk/intro', '/docs/acme-profiles/intro', '/blog', '/api/content'];

/** The resident set size of a process, in MB (Linux /proc, else ps). */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb > 0) return kb / 1024;
  } catch {
    // not Linux
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

function request(i: number): { path: string; headers: Record<string, string> } {
  const pad = 'x'.repeat(1000);
  const page = PAGES[i % PAGES.length];
  switch (i % 3) {
    case 0:
      return { path: `${page}?v=${i}&pad=${pad}`, headers: { 'accept-encoding': `gzip;q=0.${i % 9}, br, x-${i}` } };
    case 1:
      return { path: `/docs/no-such-page-${i}-${pad}`, headers: { 'accept-encoding': 'gzip' } };
    default:
      return {
        path: `${page}?_rsc=${i.toString(36)}`,
        headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent(`["",{"children":["${i}${pad}"]}]`) },
      };
  }
}

/** Sends requests `from` … `to` - 1 with CONCURRENCY connections; returns the number of errors. */
async function send(
  origin: string,
  from: number,
  to: number,
  statuses: Record<number, number>,
  progress: (sent: number) => void,
): Promise<number> {
  let errors = 0;
  let next = from;
  const worker = async () => {
    while (next < to) {
      const { path, headers } = request(next++);
      try {
        const response = await fetch(origin + path, { headers, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        errors++;
      }
      progress(next - from);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return errors;
}

export interface MemoryResult {
  beforeMb: number;
  afterMb: number;
  statuses: Record<number, number>;
  errors: number;
  seconds: number;
  pass: boolean;
}

/** Sends the requests, prints RSS at start, after BASE_REQUESTS and after MEMORY_REQUESTS, and whether the budget holds. */
export async function memoryRun(origin: string, pid: number, cacheMb: number): Promise<MemoryResult> {
  const startMb = rssMb(pid);
  console.log(
    `\nMemory run: server RSS at start ${startMb.toFixed(0)} MB (shared cache ${cacheMb} MB); ${MEMORY_REQUESTS} requests to distinct URLs ...`,
  );
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
  let errors = await send(origin, 0, BASE_REQUESTS, statuses, () => undefined);
  await settle();
  const beforeMb = rssMb(pid);
  console.log(`  ${BASE_REQUESTS} requests, RSS ${beforeMb.toFixed(0)} MB`);
  let printed = BASE_REQUESTS;
  errors += await send(origin, BASE_REQUESTS, MEMORY_REQUESTS, statuses, (n) => {
    // Once per 20,000 sent (every worker reports the last count again as it finishes).
    if (BASE_REQUESTS + n >= printed + 20_000) {
      printed += 20_000;
      console.log(`  ${printed} requests, RSS ${rssMb(pid).toFixed(0)} MB`);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  await settle();
  const afterMb = rssMb(pid);
  const pass = afterMb - beforeMb <= BUDGET_MB;
  const statusText = Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `\nMemory run: ${MEMORY_REQUESTS} requests to distinct URLs in ${seconds.toFixed(0)} s (${statusText}, errors ${errors})`,
  );
  console.log(
    `server RSS at start / after ${BASE_REQUESTS} / after ${MEMORY_REQUESTS}  ${startMb.toFixed(0)} / ${beforeMb.toFixed(0)} / ${afterMb.toFixed(0)} MB`,
  );
  console.log(
    `  RSS after ${MEMORY_REQUESTS} − after ${BASE_REQUESTS} ≤ ${BUDGET_MB} MB`.padEnd(44) +
      ` ${`${afterMb - beforeMb >= 0 ? '+' : ''}${(afterMb - beforeMb).toFixed(0)} MB`.padStart(8)}  ${pass ? 'PASS' : 'FAIL'}`,
  );
  return { beforeMb, afterMb, statuses, errors, seconds, pass };
}
