/**
 * `npm run bench:i18n -- [out dir] [origin] [--force]`: the languages' budgets (issue 41) on the `variant`
 * copy's static export (e2e/variant/site.ts: `fr` and `ar` beside `en`), served at `origin`
 * (scripts/serve-static.ts). Sizes are gzip (level 9) of the files as exported, so the figures do
 * not depend on the server.
 *
 * - First-load JavaScript: the `<script src>` chunks of a translated page against the same English
 *   page (budget: within 1 KB).
 * - Bytes before the first search results: everything fetched from the search box's focus until the
 *   whole word's results are shown, on a translated page (its locale's index) against the English
 *   page (budget: within 10 %).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { scriptsAfterPaint } from '../lib/security/scripts-after-paint';
import { checkHost } from './host';

// Sizes, not times: the load moves none of them, but the host is printed (and checked) as every benchmark's.
checkHost('bench:i18n');
const [out = '.e2e-dev/variant/out', origin = 'http://localhost:3504'] = process.argv
  .slice(2)
  .filter((arg) => arg !== '--force');

const gz = (file: string) => (fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The file of the export a request path is served from. */
function fileOf(pathname: string): string {
  const direct = path.join(out, decodeURIComponent(pathname));
  if (fs.existsSync(direct) && fs.statSync(direct).isFile()) return direct;
  return `${direct}.html`;
}

/** The gzip bytes of a page's `<script src>` chunks and those its loader adds after the first paint. */
function firstLoadJs(route: string): number {
  const html = fs.readFileSync(fileOf(route), 'utf8');
  const sources = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
    ...scriptsAfterPaint(html).map((s) => s.src),
  ];
  return [...new Set(sources)].reduce((sum, src) => sum + gz(fileOf(new URL(src, origin).pathname)), 0);
}

/** Gzip bytes fetched from the focus of the search box until `word`'s results are complete. */
async function searchBytes(route: string, word: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const fetched: Array<{ at: number; pathname: string }> = [];
    page.on('requestfinished', (request) =>
      fetched.push({ at: Date.now(), pathname: new URL(request.url()).pathname }),
    );
    await page.goto(`${origin}${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const focused = Date.now();
    // The box's placeholder is in the page's language ("Search...", "Rechercher...").
    await page
      .getByRole('banner')
      .getByRole('search')
      .getByPlaceholder(/\.\.\.$/)
      .first()
      .focus();
    await page.keyboard.type(word, { delay: 100 });
    await page.getByRole('dialog').getByRole('option').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const after = [...new Set(fetched.filter((f) => f.at >= focused).map((f) => f.pathname))];
    return { bytes: after.reduce((sum, pathname) => sum + gz(fileOf(pathname)), 0), files: after.length };
  } finally {
    await browser.close();
  }
}

const PAIRS: Array<{ en: string; other: string; word: [string, string] }> = [
  { en: '/docs/experience-sdk/intro', other: '/fr/docs/experience-sdk/intro', word: ['installation', 'installation'] },
  {
    en: '/docs/experience-sdk/event-listener',
    other: '/fr/docs/experience-sdk/event-listener',
    word: ['events', 'evenements'],
  },
  { en: '/docs/experience-sdk/intro', other: '/ar/docs/experience-sdk/intro', word: ['install', 'install'] },
  // The API reference in the locale's words (its labels) around the document's text.
  { en: '/api/content', other: '/fr/api/content', word: ['filter', 'filter'] },
];

const rows: string[] = [];
for (const { en, other, word } of PAIRS) {
  const js = [firstLoadJs(en), firstLoadJs(other)];
  const search = [await searchBytes(en, word[0]), await searchBytes(other, word[1])];
  const ratio = search[1].bytes / search[0].bytes;
  rows.push(
    `| ${other} | ${kb(js[0])} | ${kb(js[1])} | ${kb(js[1] - js[0])} ${Math.abs(js[1] - js[0]) <= 1024 ? '✓' : '✗'} ` +
      `| "${word[0]}" ${kb(search[0].bytes)} (${search[0].files} files) | "${word[1]}" ${kb(search[1].bytes)} (${search[1].files} files) ` +
      `| ${((ratio - 1) * 100).toFixed(1)} % ${ratio <= 1.1 ? '✓' : '✗'} |`,
  );
}
console.log(
  [
    '| Translated page | First-load JS, English (KB gzip) | Translated | Difference (budget 1 KB) | Search bytes, English page (KB gzip) | Translated page | Difference (budget 10 %) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
