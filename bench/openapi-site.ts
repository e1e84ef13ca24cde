/**
 * `npm run bench:openapi -- --site`: the real site with every document of ../shared/openapi-corpus
 * added through its configuration (scripts/site-copy.ts; lenient where strict mode rejects the
 * document), built and served as a team adopting the portal would. Prints, with the budgets:
 * - build wall time and peak memory of the build's process tree (< 10 min, < 6 GB);
 * - the largest page's HTML, raw and gzip (no page over 1 MB or 150 KB gzip);
 * - first-load JS of the largest page against the portal's own references (within 5 KB);
 * - Lighthouse mobile on the GitHub and Stripe overviews and their largest pages (performance ≥ 90,
 *   accessibility 100), beside the host's calibration (Lighthouse's benchmarkIndex) and against the
 *   portal's own /api/content measured in the same run (TBT ratio, performance points);
 * - the search index with every operation, raw and gzip.
 * `--no-lighthouse` skips the Lighthouse runs; `--keep` keeps the built copy in .bench/openapi-site.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { copySite } from '../scripts/site-copy';
import { runBuild } from './build/run';
import { corpusApis } from './corpus-apis';
import { calibrationNote, checkHost } from './host';
import { benchmarkIndexNote, med, printAgainstReference, printTable } from './lighthouse/report';
import { type Cell, FORMS, measure } from './lighthouse/run';
import { measurePage } from './page-weight';
import { freePort, serve } from './server';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, '.bench/openapi-site');
const BUDGET = {
  minutes: 10,
  gigabytes: 6,
  pageBytes: 1024 * 1024,
  pageGzip: 150 * 1024,
  jsDeltaBytes: 5 * 1024,
  performance: 90,
  accessibility: 100,
};
const PORTAL_REFERENCES = ['/api/content', '/api/profiles'];
/** The portal's own reference, measured with Lighthouse in the same run: what the corpus pages are a ratio of. */
const LIGHTHOUSE_REFERENCE = '/api/content';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

/** Every prerendered page of the references: route, HTML bytes and gzip bytes. */
function referencePages(distDir: string): Array<{ route: string; bytes: number; gzip: number }> {
  const base = path.join(distDir, 'server/app');
  return fs
    .readdirSync(path.join(base, 'api'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const html = fs.readFileSync(file);
      return { route: `/${path.relative(base, file).replace(/\.html$/, '')}`, bytes: html.length, gzip: gzip(html) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

function verdict(pass: boolean) {
  return pass ? 'ok' : 'OVER';
}

async function main(): Promise<number> {
  const host = checkHost('bench:openapi');
  const apis = await corpusApis();
  console.log(
    `${apis.length} corpus documents added through content/site.config.json: ${apis.map((a) => `${a.id}${a.mode === 'lenient' ? ' (lenient)' : ''}`).join(', ')}`,
  );
  copySite(DIR, { apis });
  console.log(`\nBuilding the copy in ${path.relative(ROOT, DIR)} ...`);
  const build = await runBuild(DIR, 30, 'openapi-site');
  if (!build.ok) {
    console.log(`Build FAILED (log: ${build.logFile}):\n${build.lastLines.join('\n')}`);
    return 1;
  }
  const distDir = path.join(DIR, '.next');
  const pages = referencePages(distDir);
  const largest = pages[0];
  const largestGzip = [...pages].sort((a, b) => b.gzip - a.gzip)[0];
  const portalJs = Math.max(...PORTAL_REFERENCES.map((route) => measurePage(distDir, route).gzipBytes));
  const heaviestJs = pages
    .map((p) => ({ route: p.route, js: measurePage(distDir, p.route).gzipBytes }))
    .sort((a, b) => b.js - a.js)[0];
  const portal = PORTAL_REFERENCES.map((route) => ({
    ...pages.find((p) => p.route === route)!,
    js: measurePage(distDir, route).gzipBytes,
  }));

  const port = await freePort(3300);
  const server = await serve(
    ['--import', 'tsx', path.join(DIR, 'scripts/start.ts'), '-p', String(port), '-H', '127.0.0.1'],
    port,
    { cwd: DIR },
  );
  const cells: Cell[] = [];
  let reference: Cell | undefined;
  let index = { raw: 0, gzip: 0, records: 0 };
  try {
    const body = Buffer.from(await (await fetch(`${server.origin}/search-index-default.json`)).arrayBuffer());
    index = {
      raw: body.length,
      gzip: gzip(body),
      records: (JSON.parse(body.toString()) as { records?: unknown[] }).records?.length ?? 0,
    };
    if (!process.argv.includes('--no-lighthouse')) {
      const mobile = FORMS.find((f) => f.name === 'mobile')!;
      const largestOf = (id: string) => pages.find((p) => p.route.startsWith(`/api/${id}/`))?.route ?? `/api/${id}`;
      const targets = [
        '/api/github-api-github-com',
        largestOf('github-api-github-com'),
        '/api/stripe-spec3',
        largestOf('stripe-spec3'),
      ];
      console.log(`\nLighthouse mobile on ${[LIGHTHOUSE_REFERENCE, ...targets].join(', ')} (3 runs each, medians) ...`);
      reference = await measure(server.origin + LIGHTHOUSE_REFERENCE, LIGHTHOUSE_REFERENCE, mobile);
      for (const route of targets) cells.push(await measure(server.origin + route, route, mobile));
    }
  } finally {
    await server.stop();
  }

  const seconds = build.seconds;
  const peak = build.peak.rss;
  const rows: Array<[string, string, string, boolean]> = [
    [
      'build wall time',
      `${(seconds / 60).toFixed(1)} min (${calibrationNote(host)})`,
      `< ${BUDGET.minutes} min`,
      seconds < BUDGET.minutes * 60,
    ],
    [
      'build peak memory (process tree RSS)',
      `${(peak / 1024 ** 3).toFixed(2)} GB (largest process ${(build.peak.largest / 1024 ** 3).toFixed(2)} GB)`,
      `< ${BUDGET.gigabytes} GB`,
      peak < BUDGET.gigabytes * 1024 ** 3,
    ],
    [
      `largest page HTML: ${largest.route}`,
      `${kb(largest.bytes)} (${kb(largest.gzip)} gzip)`,
      '≤ 1024 KB',
      largest.bytes <= BUDGET.pageBytes,
    ],
    [`largest page gzip: ${largestGzip.route}`, kb(largestGzip.gzip), '≤ 150 KB', largestGzip.gzip <= BUDGET.pageGzip],
    [
      `first-load JS, heaviest reference page: ${heaviestJs.route}`,
      `${kb(heaviestJs.js)} (portal references ${kb(portalJs)})`,
      '≤ +5 KB',
      heaviestJs.js - portalJs <= BUDGET.jsDeltaBytes,
    ],
  ];
  for (const cell of cells) {
    const perf = med(cell, (r) => r.scores.performance);
    const a11y = med(cell, (r) => r.scores.accessibility);
    rows.push([
      `Lighthouse mobile ${cell.page}`,
      `performance ${perf}, accessibility ${a11y}, TBT ${med(cell, (r) => r.tbt).toFixed(0)} ms`,
      '≥ 90, 100',
      perf >= BUDGET.performance && a11y >= BUDGET.accessibility,
    ]);
  }
  console.log(`\nReference pages: ${pages.length} (${apis.length + 2} references)`);
  console.log(
    `Search index with every operation: ${index.records} records, ${kb(index.raw)} raw, ${kb(index.gzip)} gzip`,
  );
  for (const p of portal)
    console.log(
      `Portal reference ${p.route}: HTML ${kb(p.bytes)} (${kb(p.gzip)} gzip), first-load JS ${kb(p.js)} gzip`,
    );
  if (cells.length) {
    console.log(
      `\nHost calibration: ${benchmarkIndexNote([...cells, ...(reference ? [reference] : [])])}; ${calibrationNote(host)}`,
    );
    printTable(reference ? [reference, ...cells] : cells);
    if (reference) printAgainstReference(cells, reference, `the portal's ${LIGHTHOUSE_REFERENCE}`);
  }
  console.log('');
  for (const [what, value, budget, pass] of rows)
    console.log(`${verdict(pass).padEnd(5)} ${what}: ${value} (budget ${budget})`);
  if (!process.argv.includes('--keep')) fs.rmSync(DIR, { recursive: true, force: true });
  return rows.every((row) => row[3]) ? 0 : 1;
}

process.exitCode = await main();
