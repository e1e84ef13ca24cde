/**
 * Response header bytes per request under `npm start` (issue 45, lean headers): a docs page loaded
 * in Chromium, then a one-word search in the navbar box, every response's status line and headers
 * counted as HTTP/1.1 sends them (`Name: value\r\n`, the blank line included), grouped by kind of
 * response. Headers are the same at any load, so this needs no quiet host (it still prints it).
 *
 * Usage: npx tsx bench/headers.ts [--word=segment]   (the build in .next/; built first when missing)
 */
import { chromium, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { checkHost } from './host';
import { startServer } from './server';

const word = process.argv.find((arg) => arg.startsWith('--word='))?.slice('--word='.length) ?? 'segment';

/** What kind of response a path is, for the table. */
function kindOf(pathname: string, contentType: string): string {
  if (pathname.startsWith('/_next/static/')) return /font/.test(contentType) ? 'font' : 'build asset';
  if (pathname.startsWith('/search-shards/')) return 'search shard';
  if (/^text\/html/.test(contentType)) return 'document';
  if (/^image\//.test(contentType)) return 'image';
  return 'other file';
}

interface Row {
  kind: string;
  path: string;
  bytes: number;
}

async function headerBytes(response: Response): Promise<number> {
  const status = `HTTP/1.1 ${response.status()} ${response.statusText()}\r\n`;
  const lines = (await response.headersArray()).map(({ name, value }) => `${name}: ${value}\r\n`);
  return Buffer.byteLength(`${status}${lines.join('')}\r\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  checkHost('npx tsx bench/headers.ts', [...process.argv, '--force']);
  const server = await startServer(3290);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: Row[] = [];
  let phase = 'page';
  const phases = new Map<string, Row[]>([
    ['page', []],
    ['search', []],
  ]);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const at = phase;
      pending.push(
        headerBytes(response).then((bytes) => {
          const url = new URL(response.url());
          const row = {
            kind: kindOf(url.pathname, response.headers()['content-type'] ?? ''),
            path: url.pathname,
            bytes,
          };
          rows.push(row);
          phases.get(at)?.push(row);
        }),
      );
    });
    await page.goto(`${server.origin}/docs/experience-sdk/intro`);
    await page.waitForLoadState('networkidle');
    phase = 'search';
    await page.getByRole('banner').getByRole('search').getByPlaceholder('Search...').focus();
    await page.keyboard.type(word, { delay: 100 });
    await page.getByRole('dialog').getByRole('option').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(pending);
  } finally {
    await browser.close();
    await server.stop();
  }
  const byKind = new Map<string, Row[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  console.log(`\nResponse header bytes (HTTP/1.1), a docs page then a search for "${word}":\n`);
  console.log('kind'.padEnd(14) + 'requests'.padStart(9) + 'bytes/request'.padStart(15) + 'total'.padStart(9));
  for (const [kind, list] of [...byKind].sort()) {
    const total = list.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      kind.padEnd(14) +
        String(list.length).padStart(9) +
        (total / list.length).toFixed(0).padStart(15) +
        String(total).padStart(9),
    );
  }
  for (const row of rows)
    if (row.kind === 'other file' || row.kind === 'image') console.log(`  ${row.kind}: ${row.path}`);
  for (const [name, list] of phases) {
    const total = list.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `${name === 'page' ? 'page load' : `search "${word}"`}: ${list.length} requests, ${total} header bytes (${(total / Math.max(1, list.length)).toFixed(0)} a request)`,
    );
  }
}
