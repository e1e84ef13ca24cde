/**
 * bench:load's memory run: 100,000 requests to distinct URLs, as an attacker who wants the
 * server's shared cache to grow would send them, and the server's resident memory (RSS) before
 * and after. A third are query-string variants of real pages, a third unknown paths (404s), a
 * third RSC requests with distinct router-state headers; every URL carries about 1 KB of padding.
 * Budget: RSS grows by at most the cache's configured size plus 50 MB.
 *
 * "Before" is read after WARM_UP_REQUESTS requests of the same kinds (other URLs): a fresh server
 * loads its route modules and grows its heap on the first thousands of requests whatever the
 * cache does (a first run read 198 MB at start, 556 MB after 20,000 requests, then flat to 100,000).
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const MEMORY_REQUESTS = 100_000;
const WARM_UP_REQUESTS = 20_000;
/** Warm-up requests are numbered from here: never the URLs of the measured run. */
const WARM_UP_FROM = 1_000_000_000;
const CONCURRENCY = 32;
const SLACK_MB = 50;
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

/** Sends the requests, prints RSS before and after, and whether the budget holds. */
export async function memoryRun(origin: string, pid: number, cacheMb: number): Promise<MemoryResult> {
  console.log(`\nMemory run: warming up with ${WARM_UP_REQUESTS} requests (RSS ${rssMb(pid).toFixed(0)} MB) ...`);
  await send(origin, WARM_UP_FROM, WARM_UP_FROM + WARM_UP_REQUESTS, {}, () => undefined);
  const beforeMb = rssMb(pid);
  console.log(
    `\nMemory run: server RSS before ${beforeMb.toFixed(0)} MB; ${MEMORY_REQUESTS} requests to distinct URLs ...`,
  );
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const errors = await send(origin, 0, MEMORY_REQUESTS, statuses, (n) => {
    if (n % 20_000 === 0) console.log(`  ${n} requests, RSS ${rssMb(pid).toFixed(0)} MB`);
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const afterMb = rssMb(pid);
  const pass = afterMb - beforeMb <= cacheMb + SLACK_MB;
  const statusText = Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `\nMemory run: ${MEMORY_REQUESTS} requests to distinct URLs in ${seconds.toFixed(0)} s (${statusText}, errors ${errors})`,
  );
  console.log(
    `server RSS before / after  ${beforeMb.toFixed(0)} MB / ${afterMb.toFixed(0)} MB (+${(afterMb - beforeMb).toFixed(0)} MB)`,
  );
  console.log(
    `  RSS growth ≤ cache ${cacheMb} MB + ${SLACK_MB} MB`.padEnd(40) +
      ` ${`+${(afterMb - beforeMb).toFixed(0)} MB`.padStart(8)}  ${pass ? 'PASS' : 'FAIL'}`,
  );
  return { beforeMb, afterMb, statuses, errors, seconds, pass };
}
