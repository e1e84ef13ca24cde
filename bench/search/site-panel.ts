/**
 * Bytes before the first results on the built site, as a reader searches: the production server
 * (scripts/start.ts, gzip as it sends) on the build in .next/, a docs page loaded and idle, then the
 * navbar box focused and a word typed at 100 ms per key. Everything the page transfers from the
 * focus on is counted, the panel's code, Radix's dialog and FlexSearch included, until the whole
 * word's results are complete (all their record shards: an upper bound on the bytes before the
 * first of them shows). The bench page (search/browser.ts) bundles the search code alone; this
 * is what the site's panel costs. Skipped without a build (`npm run build` first).
 *
 * Several builds (this checkout's and, say, main's in another worktree: `--panel-base=DIR`) are
 * measured side by side: one production server each, the same words typed on each in turn, for
 * `rounds` rounds, so that the host's load falls on both alike.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import { median } from '../stats';

/** The one-word queries the budget was set with. */
export const SITE_PANEL_WORDS = ['segment', 'upsert', 'translations', 'token'];

export interface SitePanelReport {
  /** The checkout whose build in .next/ was measured. */
  dir: string;
  /** Per word and round: KB gzip from the focus to the whole word's results, and what they were. */
  words: Array<{
    word: string;
    kb: number;
    js: number;
    files: number;
    records: number;
    /** From the first key (nothing loaded but what the focus started) to the first results of any prefix, ms. */
    firstMs: number;
    /** From the key that completes the word to the first of its own results, ms. */
    lastMs: number;
  }>;
  median: number;
  /** Medians over the words, ms. */
  firstMs: number;
  lastMs: number;
  max: number;
  /** JavaScript the docs page loads before the box is touched (KB gzip): must not grow. */
  pageJsKb: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startServer(dir: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(path.join(dir, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts', '-p', String(port)], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, server };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (server.pid) process.kill(-server.pid);
  throw new Error('bench:search: the production server did not answer in 60 s');
}

interface Transfer {
  at: number;
  url: string;
  bytes: number;
}

/** Records every finished request's body size as sent (gzip where the server compressed it). */
function transfers(page: Page): Transfer[] {
  const log: Transfer[] = [];
  page.on('requestfinished', async (request) => {
    const at = Date.now();
    const { responseBodySize } = await request.sizes();
    log.push({ at, url: new URL(request.url()).pathname, bytes: responseBodySize });
  });
  return log;
}

/** Resolves once no request has finished for `quietMs`. */
async function quiet(log: Transfer[], quietMs = 800) {
  for (let seen = -1; seen !== log.length; ) {
    seen = log.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

const kb = (list: Transfer[]) => list.reduce((sum, t) => sum + t.bytes, 0) / 1024;

/**
 * Times the panel in the page: the first and last key (keydown), the first results of any prefix
 * (an option in the dialog), and the first results of the whole word. Those are told apart by the
 * listbox's `data-query` (the query its results answer); a build without it counts the panel's
 * status line ("N results") once the box holds the word: it is written when the word's results
 * are complete, which before the lead fetch was also when the first of them showed.
 */
function installTimer(page: Page, word: string) {
  // A string, not a function: tsx's transform would wrap named functions in a helper the page lacks.
  return page.evaluate(`(() => {
    const word = ${JSON.stringify(word)};
    document.addEventListener('keydown', () => {
      const now = performance.now();
      window.__firstKey ??= now;
      window.__lastKey = now;
    }, true);
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const listbox = dialog?.querySelector('[role="listbox"]');
      if (!dialog || !listbox?.querySelector('[role="option"]')) return;
      const now = performance.now();
      window.__firstShown ??= now;
      const tagged = listbox.getAttribute('data-query');
      const complete = /\\d+ results?$/.test(dialog.querySelector('[role="status"]')?.textContent ?? '');
      const typed = dialog.querySelector('input')?.value.trim() === word;
      if (typed && (tagged === null ? complete : tagged.trim() === word)) window.__wordShown ??= now;
    }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  })()`);
}

type WordReport = SitePanelReport['words'][number];

/** One word typed on a fresh page of a server's docs page: its bytes and times, and the page's own JavaScript. */
async function measureWord(
  browser: Browser,
  origin: string,
  word: string,
): Promise<{ result: WordReport; pageJs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const log = transfers(page);
  await page.goto(`${origin}/docs`);
  await page.waitForLoadState('networkidle');
  await quiet(log);
  const pageJs = kb(log.filter((t) => t.url.endsWith('.js')));
  // As the Pagefind side by side (search/browser.ts) runs: a 4× slowed CPU.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await installTimer(page, word);
  const focused = Date.now();
  await page.getByRole('banner').getByRole('search').getByPlaceholder('Search...').focus();
  await page.keyboard.type(word, { delay: 100 });
  await page.waitForFunction(() => (window as unknown as { __wordShown?: number }).__wordShown, undefined, {
    timeout: 30_000,
  });
  await quiet(log);
  const [firstMs, lastMs] = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    return [w.__firstShown - w.__firstKey, w.__wordShown - w.__lastKey];
  });
  const after = log.filter((t) => t.at >= focused);
  const result = {
    word,
    kb: kb(after),
    js: kb(after.filter((t) => t.url.endsWith('.js'))),
    files: kb(after.filter((t) => !t.url.endsWith('.js'))),
    records: after.filter((t) => t.url.startsWith('/search-shards/r')).length,
    firstMs,
    lastMs,
  };
  await context.close();
  return { result, pageJs };
}

/**
 * Bytes before the results of each word on the built site's panel, for each build (checkout
 * directories, this one by default), or null when one has no build. Each round types every word
 * on every build in turn.
 */
export async function sitePanelBytes(
  words = SITE_PANEL_WORDS,
  dirs = ['.'],
  rounds = 1,
): Promise<SitePanelReport[] | null> {
  if (dirs.some((dir) => !fs.existsSync(path.join(dir, '.next', 'BUILD_ID')))) return null;
  const servers: Array<{ origin: string; server: ChildProcess }> = [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = dirs.map(() => ({ words: [] as WordReport[], pageJs: [] as number[] }));
  try {
    for (const dir of dirs) servers.push(await startServer(dir));
    for (let round = 0; round < rounds; round++)
      // Each build goes first in turn.
      for (const word of words)
        for (const n of servers.keys()) {
          const at = (n + round) % servers.length;
          const { result, pageJs } = await measureWord(browser, servers[at].origin, word);
          results[at].words.push(result);
          results[at].pageJs.push(pageJs);
        }
  } finally {
    await browser.close();
    for (const { server } of servers) if (server.pid) process.kill(-server.pid);
  }
  return results.map(({ words: measured, pageJs }, n) => {
    const sizes = measured.map((r) => r.kb);
    return {
      dir: dirs[n],
      words: measured,
      median: median(sizes),
      max: Math.max(...sizes),
      pageJsKb: median(pageJs),
      firstMs: median(measured.map((r) => r.firstMs)),
      lastMs: median(measured.map((r) => r.lastMs)),
    };
  });
}
