/**
 * The production server the load and Lighthouse benchmarks measure: `npm start`'s server
 * (scripts/start.ts: Next's handler behind the shared cache) on the build in .next/ (built first
 * when .next/BUILD_ID is missing), on a free loopback port, as a child process in
 * its own process group so that stopping it also stops anything it started. The server is stopped
 * when the benchmark ends, fails, or is interrupted (Ctrl-C).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Server {
  origin: string;
  /** The server's process id (its resident memory is read from /proc by bench:load's memory run). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/** Runs `npm run build` when there is no production build in .next/. */
export function ensureBuild(): void {
  if (fs.existsSync('.next/BUILD_ID')) return;
  console.log('No production build in .next/ (no BUILD_ID): running npm run build ...');
  execSync('npm run build', {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port from `start` on. */
export async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${start}–${start + 99}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the home page until it answers 200, the server exits, or READY_TIMEOUT_MS passes. */
async function waitUntilReady(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before answering:\n${log()}`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/** Waits until the server's output matches `line` (or it exits, or READY_TIMEOUT_MS passes). */
async function waitForLine(line: RegExp, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!line.test(log())) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before printing ${line}:\n${log()}`);
    if (Date.now() > deadline)
      throw new Error(`the server did not print ${line} within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
    await sleep(200);
  }
}

/** Signals the server's whole process group; ignores a group that is already gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already exited
  }
}

/** Starts the production server on a free port from `preferredPort` on (with `env` added to its environment) and resolves once it answers. */
export async function startServer(preferredPort = 3200, env: Record<string, string> = {}): Promise<Server> {
  ensureBuild();
  const port = await freePort(preferredPort);
  // Measured as a deployed server is, seconds after its start: once its shared cache is warmed
  // (lib/http/warm-up.ts), whose CPU would otherwise fall on the first measurements.
  const warms = env.SHARED_CACHE !== '0' && env.SHARED_CACHE_WARM !== '0' && process.env.SHARED_CACHE_WARM !== '0';
  return serve(['--import', 'tsx', path.resolve('scripts/start.ts'), '-p', String(port), '-H', '127.0.0.1'], port, {
    env,
    ...(warms && { settledBy: /shared cache warmed|shared cache: no warm-up/ }),
  });
}

/**
 * Runs `node <args>` (a server listening on `port`) in its own process group and resolves once its
 * home page answers; `stop()` ends the group, and so does this process exiting or being interrupted.
 */
export async function serve(
  args: string[],
  port: number,
  {
    cwd,
    env = {},
    settledBy,
  }: {
    cwd?: string;
    env?: Record<string, string>;
    /** A line the server prints once its start-up work is done: waited for after it answers (at most READY_TIMEOUT_MS). */
    settledBy?: RegExp;
  } = {},
): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Last resort if the benchmark exits without calling stop(): 'exit' handlers must be synchronous.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server.`);
    signalGroup(child, 'SIGKILL');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, 'SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
      if (timedOut) signalGroup(child, 'SIGKILL');
    }
    process.off('exit', killOnExit);
  };

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(origin, child, () => output);
    if (settledBy) await waitForLine(settledBy, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, stop };
}

/** What Chrome sends: the shared cache answers it from a page's brotli copy once it is made. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** How long warmUp waits, in all, for the brotli copies (about 1 s for /api/content at quality 11). */
const WARM_UP_MS = 15_000;

/**
 * Requests each page as a browser would until the server answers it in br (the shared cache makes
 * each page's brotli copy in the background after the first request: lib/http/brotli-copies.ts),
 * or WARM_UP_MS have passed in all (a server without brotli copies answers gzip throughout).
 */
export async function warmUp(origin: string, pages: readonly string[]): Promise<void> {
  const deadline = Date.now() + WARM_UP_MS;
  for (const page of pages)
    for (;;) {
      const response = await fetch(origin + page, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
      await response.arrayBuffer();
      if (response.headers.get('content-encoding') !== 'gzip' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
}
