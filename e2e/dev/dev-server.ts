import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copySite } from '../../scripts/site-copy';
import { stopGroup } from '../server-process';

/**
 * `next dev` on a private copy of the project (scripts/site-copy.ts, in `.e2e-dev/`), so the tests
 * can edit, add and break content files without touching the checkout.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface DevSite {
  url: string;
  /** The same server at the loopback address (http://127.0.0.1:<port>), as a user may open it. */
  loopbackUrl: string;
  /** performance.now() when `npm run dev` was spawned (after the copy). */
  spawnedAt: number;
  dir: string;
  /** Path of a file of the copy, from the project root (`content/docs/a.mdx`). */
  file(relative: string): string;
  /** Rewrites a file of the copy. */
  write(relative: string, text: string): void;
  read(relative: string): string;
  remove(relative: string): void;
  stop(): Promise<void>;
}

/**
 * Copies the project and starts `npm run dev` on it, as an author does; resolves once `probe`
 * (a path of the site) answers, with any status.
 */
export async function startDevSite(
  name: string,
  port: number,
  probe = '/robots.txt',
  /** Changes the copy before the server starts (a configuration the test needs). */
  prepare?: (dir: string) => void,
): Promise<DevSite> {
  const dir = path.join(ROOT, '.e2e-dev', name);
  copySite(dir);
  prepare?.(dir);
  const spawnedAt = performance.now();
  // npm puts the checkout's node_modules/.bin on the PATH (it walks up from the copy).
  const child = spawn('npm', ['run', 'dev', '--', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://localhost:${port}`;
  await waitForServer(url + probe, child, () => log);
  const file = (relative: string) => path.join(dir, relative);
  return {
    url,
    loopbackUrl: `http://127.0.0.1:${port}`,
    spawnedAt,
    dir,
    file,
    write: (relative, text) => fs.writeFileSync(file(relative), text),
    read: (relative) => fs.readFileSync(file(relative), 'utf8'),
    remove: (relative) => fs.rmSync(file(relative)),
    stop: () => stop(child, dir),
  };
}

/** Polls `url` until the dev server answers (any status), failing with its output if it exits. */
async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next dev exited with ${child.exitCode}:\n${log()}`);
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`next dev did not answer on ${url} within 120 s:\n${log()}`);
}

/** Stops the server's process group and removes the copy. */
async function stop(child: ChildProcess, dir: string) {
  await stopGroup(child);
  fs.rmSync(dir, { recursive: true, force: true });
}
