import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { isMobile, waitForHydration } from './helpers';
import { freePort, stopGroup } from './server-process';

// `npm start` warms its shared cache (lib/http/warm-up.ts): the first reader after a restart gets
// the build's scripts and the search files in br, not gzip. The suite's server has served other
// tests by now, so each test starts a fresh one of its own and makes its first request only once
// it says it is warmed: without the warm-up that first request is a miss, answered gzip.

const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The build's largest script under .next/static/chunks/ (well above the 1 KB below which nothing is compressed). */
function largestChunk(root: string): string {
  const dir = path.join(root, '.next', 'static', 'chunks');
  const [largest] = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: fs.statSync(path.join(dir, file)).size }))
    .sort((a, b) => b.size - a.size);
  return `/_next/static/chunks/${largest.file}`;
}

test.describe('a freshly started server', () => {
  test.setTimeout(180_000);

  let child: ChildProcess | undefined;
  let output = '';
  let origin = '';
  test.beforeEach(async ({}, testInfo) => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    output = '';
    // detached: its own process group, so that stopping it stops tsx and node with it.
    child = spawn('npx', ['tsx', 'scripts/start.ts', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: path.dirname(testInfo.config.configFile!),
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: '', HOSTNAME: '' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-16_000);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    // No request before the server says it is warmed: ours would then be the first of all.
    await expect
      .poll(() => (child?.exitCode === null ? output : `exited: ${output}`), { timeout: 150_000, intervals: [250] })
      .toMatch(/shared cache warmed: \d+ files/);
  });

  test.afterEach(async () => {
    if (!child) return;
    await stopGroup(child);
    child = undefined;
  });

  test.describe('over HTTP', () => {
    // No page: the same answers at every width (the reader's page below runs on the phone too).
    test.skip(({ isMobile }) => isMobile, 'HTTP only: checked once, in the desktop project');
    test('answers the first request for a script and the search manifest from the cache in br', async ({
      request,
    }, testInfo) => {
      const warmed = /shared cache warmed: (\d+) files, (\d+) with br/.exec(output)!;
      expect(Number(warmed[2]), output).toBeGreaterThan(100);
      expect(output).not.toContain('not warmed');

      const chunk = largestChunk(path.dirname(testInfo.config.configFile!));
      for (const url of [chunk, '/search-index-default.json']) {
        const first = await request.get(origin + url, { headers: brotli });
        expect(first.status(), url).toBe(200);
        expect(first.headers()['x-cache'], url).toBe('HIT');
        expect(first.headers()['content-encoding'], url).toBe('br');
      }
    });
  });

  /** Every script and search file a page load and a search transfer, with the coding each came in. */
  function codings(page: Page) {
    const seen: Array<{ url: string; coding: string }> = [];
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (!/^\/(_next\/static\/.*\.(js|css)|search-)/.test(pathname)) return;
      const coding = (await response.allHeaders())['content-encoding'] ?? 'identity';
      seen.push({ url: pathname, coding });
    });
    return seen;
  }

  test("a reader's first page and first search get no gzip: every script, style and search file is br", async ({
    page,
  }) => {
    const seen = codings(page);
    await page.goto(`${origin}/docs/experience-sdk/intro`);
    await waitForHydration(page);
    const field = page.getByRole('combobox', { name: 'Search' });
    if (isMobile(page)) await page.getByRole('banner').getByRole('search').getByPlaceholder('Search...').tap();
    else await page.keyboard.press('Control+K');
    await field.fill('segment');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(seen.some(({ url }) => url.startsWith('/search-shards/'))).toBe(true);
    expect(seen.filter(({ url }) => url.endsWith('.js') && !url.startsWith('/search')).length).toBeGreaterThan(3);
    // Files under Next's 1 KB threshold go uncompressed (identity); none in gzip.
    expect(seen.filter(({ coding }) => coding !== 'br' && coding !== 'identity')).toEqual([]);
    expect(seen.filter(({ coding }) => coding === 'br').length).toBeGreaterThan(5);
  });
});

test.describe('the search manifest', () => {
  test('is revalidated with an ETag: a returning reader gets a 304, in br and in gzip', async ({ request }) => {
    for (const coding of [brotli, { 'accept-encoding': 'gzip' }]) {
      // The first answer may come from Next, before the cache has hashed the bytes.
      await request.get('/search-index-default.json', { headers: coding });
      const full = await request.get('/search-index-default.json', { headers: coding });
      expect(full.headers()['cache-control']).toContain('max-age=0');
      const etag = full.headers().etag;
      expect(etag, coding['accept-encoding']).toMatch(/^"[\w-]+"$/);
      const again = await request.get('/search-index-default.json', {
        headers: { ...coding, 'if-none-match': etag },
      });
      expect(again.status()).toBe(304);
      expect(await again.body()).toHaveLength(0);
    }
  });
});
