/**
 * An empty Next.js app-router page built with this project's own Next and React (same versions) in
 * .bench/empty-app: the baseline that first-load JavaScript budgets are set against, and the floor
 * that Lighthouse figures are read against (bench:lighthouse). Its first-load chunks get the same
 * compile hints as the site's (postbuild), so the floor is what this stack can reach, not less.
 * It also holds a static HTML page with no script (public/plain.html): the browser's own floor.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, type Server, serve } from './server';

export const EMPTY_APP_DIR = path.resolve('.bench/empty-app');

const PLAIN_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain</title><meta name="description" content="A static page with no script."></head><body><main><h1>Plain</h1><p>A static page with no script and no stylesheet.</p></main></body></html>\n';

/** Writes the empty app's files into `dir` (emptied first), its node_modules a link to this project's. */
export function writeEmptyApp(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'empty-app', private: true, type: 'module' }),
  );
  fs.writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    'export const metadata = { title: "Empty", description: "An empty Next.js page." };\nexport default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(path.join(dir, 'app/page.tsx'), 'export default function P() { return <h1>Empty</h1>; }\n');
  fs.writeFileSync(path.join(dir, 'public/plain.html'), PLAIN_HTML);
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(path.resolve('.'))} } };\n`,
  );
}

/** Writes and builds the empty app (always from scratch), with compile hints on its first-load chunks. */
export function buildEmptyApp(stdio: 'inherit' | 'ignore' = 'inherit'): string {
  const dir = EMPTY_APP_DIR;
  writeEmptyApp(dir);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  execSync('npx next build', { cwd: dir, stdio: ['ignore', stdio, 'inherit'], env });
  execSync(`npx tsx ${JSON.stringify(path.resolve('scripts/compile-hints.ts'))} .next`, {
    cwd: dir,
    stdio: ['ignore', stdio, 'inherit'],
    env,
  });
  return dir;
}

/** Serves the empty app with `next start` on a free port from `preferredPort` on. */
export async function startEmptyApp(preferredPort: number): Promise<Server> {
  const port = await freePort(preferredPort);
  return serve(
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    port,
    { cwd: EMPTY_APP_DIR },
  );
}
