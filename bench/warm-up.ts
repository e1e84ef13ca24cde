/**
 * What `npm start`'s warm-up (lib/http/warm-up.ts) costs and buys, on the build in .next/: the
 * server started with it, with `SHARED_CACHE_WARM=0`, and with `SHARED_CACHE_WARM=0` then asked
 * by a client for the same files the warm-up asks for (what readers would make it load and
 * compress anyway), in turn, `--rounds=N` times each (3). Per start: ms from spawn to the home
 * page's first 200 (ready) and to the warm-up's log line, then, 15 s after ready (and after the
 * client's requests), the process's CPU since spawn and its RSS, and the first request of the
 * build's largest script and of the search manifest as a browser's (br): its coding and bytes.
 *
 * Usage: npx tsx bench/warm-up.ts [--rounds=N] [--force]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { warmUpUrls } from '../lib/http/warm-up';
import { checkHost } from './host';
import { freePort } from './server';
import { median } from './stats';
import { printTable } from './table';

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);
const SETTLE_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TICKS = 100; // clock ticks per second of /proc/<pid>/stat (getconf CLK_TCK on Linux)

/** CPU ms (user + system, every thread) and RSS MB of a process, from /proc. */
function usage(pid: number): { cpuMs: number; rssMb: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1000;
  const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpuMs, rssMb: Number(rss?.[1] ?? 0) / 1024 };
}

/** One request as a browser sends it (br), read raw: its coding, cache status and bytes. */
function first(port: number, url: string) {
  return new Promise<{ coding: string; cache: string; bytes: number }>((resolve, reject) =>
    http
      .get(
        { host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on('end', () =>
            resolve({
              coding: String(response.headers['content-encoding'] ?? 'identity'),
              cache: String(response.headers['x-cache'] ?? ''),
              bytes,
            }),
          );
        },
      )
      .on('error', reject),
  );
}

function largestScript(): string {
  const dir = '.next/static/chunks';
  const [largest] = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size);
  return `/_next/static/chunks/${largest}`;
}

type Mode = 'warm-up on' | 'SHARED_CACHE_WARM=0' | 'off, then asked for the same files';
const MODES: Mode[] = ['warm-up on', 'SHARED_CACHE_WARM=0', 'off, then asked for the same files'];

interface Run {
  mode: Mode;
  readyMs: number;
  warmedMs: number | undefined;
  cpuMs: number;
  rssMb: number;
  script: { coding: string; cache: string; bytes: number };
  manifest: { coding: string; cache: string; bytes: number };
  line: string;
}

async function start(mode: Mode, script: string): Promise<Run> {
  const warm = mode === 'warm-up on';
  const port = await freePort(3300);
  const started = performance.now();
  let output = '';
  let warmedMs: number | undefined;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '-p', String(port), '-H', '127.0.0.1'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(warm ? {} : { SHARED_CACHE_WARM: '0' }) },
    },
  );
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (warmedMs === undefined && output.includes('shared cache warmed')) warmedMs = performance.now() - started;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  try {
    let readyMs = 0;
    for (let tries = 0; tries < 300 && !readyMs; tries++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.ok) readyMs = performance.now() - started;
      } catch {}
      if (!readyMs) await sleep(100);
    }
    if (!readyMs) throw new Error(`the server did not answer:\n${output}`);
    if (mode === 'off, then asked for the same files') {
      // Until each has its br copy (a copy asked for while 64 wait is dropped and asked again by the next request).
      const urls = warmUpUrls('.next');
      for (let pass = 0, left = urls; pass < 10 && left.length; pass++) {
        const answers = [];
        for (const url of left) answers.push({ url, ...(await first(port, url)) });
        left = answers.filter((a) => a.coding === 'gzip').map((a) => a.url);
        await sleep(1_000);
      }
    }
    await sleep(SETTLE_MS);
    if (warm && warmedMs === undefined) throw new Error(`no warm-up within ${SETTLE_MS} ms of ready:\n${output}`);
    const { cpuMs, rssMb } = usage(child.pid!);
    return {
      mode,
      readyMs,
      warmedMs,
      cpuMs,
      rssMb,
      script: await first(port, script),
      manifest: await first(port, '/search-index-default.json'),
      line: /shared cache warmed: [^\n]*/.exec(output)?.[0] ?? '',
    };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {}
  }
}

checkHost('npx tsx bench/warm-up.ts');
const script = largestScript();
const runs: Run[] = [];
for (let round = 0; round < rounds; round++)
  for (const n of MODES.keys()) {
    const mode = MODES[(n + round) % MODES.length];
    const run = await start(mode, script);
    runs.push(run);
    console.log(
      `round ${round + 1}, ${mode}: ready ${Math.round(run.readyMs)} ms, CPU ${Math.round(run.cpuMs)} ms, RSS ${run.rssMb.toFixed(0)} MB${run.line ? `; ${run.line}` : ''}`,
    );
  }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = MODES.map((mode) => {
  const of = runs.filter((run) => run.mode === mode);
  const last = of[of.length - 1];
  return [
    mode,
    `${Math.round(median(of.map((r) => r.readyMs)))} ms`,
    mode === 'warm-up on' ? `${Math.round(median(of.map((r) => r.warmedMs ?? 0)))} ms` : '–',
    `${Math.round(median(of.map((r) => r.cpuMs)))} ms`,
    `${median(of.map((r) => r.rssMb)).toFixed(0)} MB`,
    `${kb(last.script.bytes)} ${last.script.coding} (${last.script.cache})`,
    `${kb(last.manifest.bytes)} ${last.manifest.coding} (${last.manifest.cache})`,
  ];
});
console.log(
  `\nMedians of ${rounds} starts each, in turn; CPU and RSS ${SETTLE_MS / 1000} s after ready (and the client's requests); first requests (br) after that:\n`,
);
printTable([
  [
    'server',
    'spawn → ready',
    'spawn → warmed',
    'CPU',
    'RSS',
    `first ${script.split('/').pop()}`,
    'first search manifest',
  ],
  ...rows,
]);
