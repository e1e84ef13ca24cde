import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copySite } from '../../scripts/site-copy';
import { stopGroup } from '../server-process';

/**
 * The author's preview loop in production: after a full build, an edit to a doc and `npm run
 * build` again reuses the compiled code (scripts/next-build.mjs generates the pages alone), and
 * the server then serves the edit, with nothing left of the last build's search shards.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(ROOT, '.e2e-dev', 'rebuild');
// Beside live.spec.ts's and i18n.spec.ts's servers (E2E_DEV_PORT, 3150 by default).
const PORT = Number(process.env.E2E_DEV_PORT ?? 3150) + 4;
const URL = `http://localhost:${PORT}`;
const INTRO = { file: 'content/docs/experience-sdk/intro.mdx', path: '/docs/experience-sdk/intro' };
const WORD = 'wombatgram';

function build(): string {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: DIR,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm run build failed in ${DIR}:\n${log}`);
  return log;
}

let server: ChildProcess | undefined;

async function serve() {
  server = spawn('npx', ['tsx', 'scripts/start.ts', '-p', String(PORT)], {
    cwd: DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SHARED_CACHE_WARM: '0' },
    stdio: 'ignore',
    detached: true,
  });
  await expect(async () => expect((await fetch(`${URL}/robots.txt`)).status).toBe(200)).toPass({ timeout: 60_000 });
}

/** Stops the server and waits until it is gone. */
async function stopServer() {
  const child = server;
  server = undefined;
  if (child) await stopGroup(child);
}

/** The hash the search manifest names its shards by. */
async function shardHash(): Promise<string> {
  const manifest = (await (await fetch(`${URL}/search-index-default.json`)).json()) as { shards: string };
  return manifest.shards;
}

test.afterAll(async () => {
  await stopServer();
  fs.rmSync(DIR, { recursive: true, force: true });
});

test('a rebuild after a doc edit reuses the compile and serves the edit, not the last build', async ({ page }) => {
  test.setTimeout(20 * 60_000);
  copySite(DIR);
  expect(build()).not.toContain('Compile reused');

  await serve();
  const before = await shardHash();
  expect((await fetch(`${URL}/search-shards/t0.${before}.json`)).status).toBe(200);
  await stopServer();

  fs.appendFileSync(path.join(DIR, INTRO.file), `\nThe SDK also speaks ${WORD}, a word only this edit adds.\n`);
  expect(build()).toContain('Compile reused');

  await serve();
  await page.goto(URL + INTRO.path);
  await expect(page.getByText(`The SDK also speaks ${WORD}`)).toBeVisible();
  // The search index was made again from the edited doc: new shards, and the old ones are gone.
  const after = await shardHash();
  expect(after).not.toBe(before);
  expect((await fetch(`${URL}/search-shards/t0.${after}.json`)).status).toBe(200);
  expect((await fetch(`${URL}/search-shards/t0.${before}.json`)).status).toBe(404);
  const records = await (await fetch(`${URL}/search-records.json`)).text();
  expect(records).toContain(WORD);
});
