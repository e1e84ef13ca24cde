/**
 * The JavaScript a page with a diagram downloads to draw it: every script of a visit to the page
 * (load, then the diagram scrolled into view until mermaid has drawn it, to network idle) that a
 * visit to a page of the same route without a diagram does not load, raw and gzip -9 (as
 * bench/page-weight.ts counts). Against running servers (`npm start` of each build), so two builds
 * compare in one run:
 * `npx tsx bench/diagram-weight.ts http://localhost:3100 http://localhost:3101 [--path=/docs/…] [--plain=/docs/…] [--force]`
 */
import zlib from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { checkHost } from './host';

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

/** What one script weighs, raw and gzip -9. */
async function weigh(response: Response): Promise<Script> {
  const body = await response.body();
  return { url: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

/** The same-origin scripts a visit to `path` loads, in a fresh browser; with `diagram`, until it is drawn. */
async function visit(origin: string, path: string, diagram: boolean): Promise<Script[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const pending: Array<Promise<Script>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
        pending.push(weigh(response));
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    if (diagram) {
      const figure = page.locator('figure.diagram').first();
      await figure.scrollIntoViewIfNeeded();
      await figure.locator('.diagram-svg svg').waitFor({ timeout: 60_000 });
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

/** The scripts the diagram page loads that the plain page does not. */
async function measure(
  origin: string,
  path: string,
  plain: string,
): Promise<{ firstLoad: Script[]; diagram: Script[] }> {
  const withDiagram = await visit(origin, path, true);
  const without = new Set((await visit(origin, plain, false)).map((s) => s.url));
  return {
    firstLoad: withDiagram.filter((s) => without.has(s.url)),
    diagram: withDiagram.filter((s) => !without.has(s.url)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (scripts: Script[], key: 'raw' | 'gzip') => scripts.reduce((total, s) => total + s[key], 0);

if (import.meta.url === `file://${process.argv[1]}`) {
  checkHost('npx tsx bench/diagram-weight.ts');
  const path =
    process.argv.find((a) => a.startsWith('--path='))?.slice('--path='.length) ?? '/docs/acme-profiles/intro';
  const plain =
    process.argv.find((a) => a.startsWith('--plain='))?.slice('--plain='.length) ?? '/docs/acme-profiles/profiles-sdk';
  const origins = process.argv.slice(2).filter((a) => a.startsWith('http'));
  console.log(`${path}: its scripts shared with ${plain} (a page without a diagram), and those only it loads`);
  console.log(
    'origin'.padEnd(28),
    'shared',
    'raw'.padStart(10),
    'gzip'.padStart(10),
    ' | diagram only',
    'raw'.padStart(10),
    'gzip'.padStart(10),
  );
  for (const origin of origins) {
    const { firstLoad, diagram } = await measure(origin, path, plain);
    console.log(
      origin.padEnd(28),
      String(firstLoad.length).padStart(10),
      kb(sum(firstLoad, 'raw')).padStart(10),
      kb(sum(firstLoad, 'gzip')).padStart(10),
      ' |',
      String(diagram.length).padStart(7),
      kb(sum(diagram, 'raw')).padStart(10),
      kb(sum(diagram, 'gzip')).padStart(10),
    );
    for (const s of diagram.sort((a, b) => b.gzip - a.gzip).slice(0, 5))
      console.log(`    ${s.url.padEnd(80)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)}`);
  }
}
