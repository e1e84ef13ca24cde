/**
 * Time to results in Chromium (4× slowed CPU, loopback, nothing cached) and bytes transferred
 * before them, for our sharded index and for Pagefind over the same pages, side by side.
 *
 * Each engine gets a bare page with a search field; its search code loads on the first keystroke
 * (as the panel's does; ours requests its manifest with it, as the navbar box does). The word is
 * typed at 100 ms per key, each prefix searched as it comes. A floor page makes the same round
 * trips with tiny files and no engine, to show what the host itself costs. Time runs from the key
 * that completes the word to the first results for the whole word, and from the first key (the
 * index not loaded) to the first results of any prefix; bytes are the body bytes the
 * loopback server sent from the focus until then, code included (gzip -9 for text, as served).
 * Pagefind indexes HTML written from the same records (a page per record's page, its sections as
 * h2) with the `pagefind` npm package's binary.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import { buildShardedIndex } from '../../lib/search/shards';
import type { SearchIndexFile } from '../../lib/search/types';
import { median } from '../stats';

const TEXT = /\.(html|js|json|css|pagefind|pf_meta)$/;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
};

interface Served {
  origin: string;
  /** Body bytes sent so far (gzip where sent gzipped): counted here, as a web worker's requests (Pagefind's) are not in the page's CDP events. */
  sent: () => number;
  close: () => void;
}

/** A static server on loopback that gzips text files, as a host or CDN would, and counts what it sends. */
function serveDir(dir: string): Promise<Served> {
  let sent = 0;
  // Compressed once per file, as a CDN keeps it: compression time is not the engine's.
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    let body: Buffer = fs.readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    };
    if (TEXT.test(file) && /gzip/.test(String(request.headers['accept-encoding']))) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
      body = gzipped.get(file)!;
      headers['Content-Encoding'] = 'gzip';
    }
    sent += body.length;
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        sent: () => sent,
        close: () => server.close(),
      }),
    ),
  );
}

const PAGE = (
  load: string,
) => `<!doctype html><meta charset="utf-8"><title>search</title><input id="q" autofocus><ul id="r"></ul>
<script type="module">
const q = document.getElementById('q'), r = document.getElementById('r');
// Results count once they are the whole word's (window.__word, set before typing); time runs from
// the key that completed it.
const show = (query) => (items) => {
  r.replaceChildren(...items.map((t) => Object.assign(document.createElement('li'), { textContent: t })));
  if (items.length) window.__firstShown ??= performance.now();
  if (items.length && query === window.__word && !window.__shown) window.__shown = performance.now();
};
q.addEventListener('input', async () => {
  const render = show(q.value);
  window.__first ??= performance.now();
  if (q.value === window.__word) window.__t0 ??= performance.now();
  ${load}
});
</script>`;

// As the navbar box does, the manifest is requested with the search code, not after it.
const OURS = PAGE(`window.__manifest ??= fetch('/search-index-default.json');
  (await import('/search.js')).run(q.value, render, window.__manifest);`);
/**
 * The floor: the same page and keys, and the same round trips as ours (code and a first JSON
 * file together, then two more JSON files one after the other, as term shards then record
 * shards), with files of a few bytes and no engine. What is left above it is the engine's own.
 */
const FLOOR = PAGE(`window.__manifest ??= fetch('/a.json');
  (await import('/floor.js')).run(q.value, render, window.__manifest);`);
const FLOOR_JS = `export async function run(query, render, first) {
  const a = await (await first.then((r) => r.clone())).json();
  const b = await (await fetch('/b.json')).json();
  const c = await (await fetch('/c.json')).json();
  render([query + a.n + b.n + c.n]);
}`;
const PAGEFIND = PAGE(`const pf = await import('/pagefind/pagefind.js');
  const found = await pf.search(q.value);
  render((await Promise.all(found.results.slice(0, 8).map((x) => x.data()))).map((d) => d.meta.title + ' — ' + d.excerpt));`);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Writes our site (manifest, shards, bundle) and Pagefind's (HTML pages, then its index) into `dir`. */
async function writeSites(
  index: SearchIndexFile,
  dir: string,
): Promise<{ ours: string; pagefind: string; pagefindKb: number; pagefindMs: number }> {
  fs.rmSync(dir, { recursive: true, force: true });
  const ours = path.join(dir, 'ours');
  const pf = path.join(dir, 'pagefind-site');
  fs.mkdirSync(path.join(ours, 'search-shards'), { recursive: true });
  const sharded = buildShardedIndex(index);
  fs.writeFileSync(path.join(ours, 'search-index-default.json'), JSON.stringify(sharded.manifestFile));
  for (const [name, text] of sharded.files) fs.writeFileSync(path.join(ours, 'search-shards', name), text);
  fs.writeFileSync(path.join(ours, 'index.html'), OURS);
  fs.writeFileSync(path.join(ours, 'floor.html'), FLOOR);
  fs.writeFileSync(path.join(ours, 'floor.js'), FLOOR_JS);
  for (const [n, name] of ['a', 'b', 'c'].entries()) fs.writeFileSync(path.join(ours, `${name}.json`), `{"n":${n}}`);
  await build({
    entryPoints: [path.join(import.meta.dirname, 'browser-entry.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: path.join(ours, 'search.js'),
    logLevel: 'error',
  });
  // One HTML page per page of records: the page record's text, then each section under its heading.
  const pages = new Map<string, string[]>();
  for (const record of index.records) {
    const [url, anchor] = record.url.split('#');
    if (!pages.has(url)) pages.set(url, [`<h1>${escapeHtml(record.page)}</h1>`]);
    pages
      .get(url)!
      .push(
        anchor
          ? `<h2 id="${escapeHtml(anchor)}">${escapeHtml(record.title)}</h2><p>${escapeHtml(record.content)}</p>`
          : `<p>${escapeHtml(record.content)}</p>`,
      );
  }
  for (const [url, parts] of pages) {
    const file = path.join(pf, url === '/' ? 'index.html' : `${url.replace(/^\//, '')}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(parts[0].slice(4, -5))}</title></head><body><main>${parts.join('')}</main></body></html>`,
    );
  }
  const started = performance.now();
  const result = spawnSync('npx', ['pagefind', '--site', pf, '--output-subdir', 'pagefind'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pagefind failed: ${result.stderr || result.stdout}`);
  const pagefindMs = performance.now() - started;
  fs.writeFileSync(path.join(pf, 'search.html'), PAGEFIND);
  let bytes = 0;
  for (const file of fs.readdirSync(path.join(pf, 'pagefind'), { recursive: true, withFileTypes: true })) {
    if (file.isFile()) {
      const content = fs.readFileSync(path.join(file.parentPath, file.name));
      // Pagefind's index files are stored compressed; its scripts count as served, gzipped.
      bytes +=
        TEXT.test(file.name) && !/\.pf_/.test(file.name) ? gzipSync(content, { level: 9 }).length : content.length;
    }
  }
  return { ours, pagefind: pf, pagefindKb: bytes / 1024, pagefindMs };
}

interface BrowserResult {
  /** From the key that completes the word to its results. */
  ms: number;
  /** From the first key (nothing loaded yet) to the first results of any prefix. */
  firstMs: number;
  kb: number;
}

/** Median time to first results and bytes before them over `queries`, each on a fresh page. */
async function measure(served: Served, pathname: string, queries: string[]): Promise<BrowserResult> {
  const { origin } = served;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times: number[] = [];
  const firstTimes: number[] = [];
  const sizes: number[] = [];
  try {
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(origin + pathname);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.focus('#q');
      await page.evaluate((word) => Object.assign(window, { __word: word }), query);
      const before = served.sent();
      // As a reader types: 100 ms per key, every prefix searched on the way.
      await page.keyboard.type(query, { delay: 100 });
      await page.waitForFunction(() => (window as unknown as { __shown?: number }).__shown, undefined, {
        timeout: 60_000,
      });
      const [ms, firstMs] = await page.evaluate(() => {
        const w = window as unknown as { __shown: number; __t0: number; __first: number; __firstShown: number };
        return [w.__shown - w.__t0, w.__firstShown - w.__first];
      });
      times.push(ms);
      firstTimes.push(firstMs);
      sizes.push((served.sent() - before) / 1024);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { ms: median(times), firstMs: median(firstTimes), kb: median(sizes) };
}

export interface SideBySide {
  ours: BrowserResult;
  floor: BrowserResult;
  pagefind: BrowserResult;
  pagefindKb: number;
  pagefindIndexMs: number;
}

/** Both engines over the same records and one-word queries. */
export async function browserSideBySide(index: SearchIndexFile, dir: string, queries: string[]): Promise<SideBySide> {
  const sites = await writeSites(index, dir);
  const ours = await serveDir(sites.ours);
  const pf = await serveDir(sites.pagefind);
  try {
    return {
      ours: await measure(ours, '/index.html', queries),
      floor: await measure(ours, '/floor.html', queries),
      pagefind: await measure(pf, '/search.html', queries),
      pagefindKb: sites.pagefindKb,
      pagefindIndexMs: sites.pagefindMs,
    };
  } finally {
    ours.close();
    pf.close();
  }
}
