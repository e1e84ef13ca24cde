/**
 * `npm run bench:search`: how big the search index is and how fast the client-side engine
 * (lib/search) loads and answers.
 *
 * 1. The single index (the reference engine), built in-process as the build builds it, on this
 *    site and on a generated corpus of 5,000 pages (seeded, Zipf-distributed vocabulary): size,
 *    build and load time, query latency in Node, and how many relevance queries rank right.
 * 2. The sharded index the browser loads (search/sharded.ts) at every size of search/sizes.ts:
 *    total on disk, bytes before the first results of a one-word query, latency with its shards
 *    in memory; and, in Chromium with a 4× slowed CPU, ours and Pagefind side by side over the
 *    same records (search/browser.ts).
 * 3. Budgets, exit code 1 when one fails: query p95 < 2 ms on the site, < 20 ms at 5,000 pages;
 *    bytes before first results ≤ 45 KB gzip on the site, ≤ 250 KB at 5,000 pages; the whole
 *    index ≤ 3.0 MB gzip on the 1,026 pages the old site's search took 2.0 MB on; keystroke to
 *    results < 300 ms at 5,000 pages; ours below Pagefind on bytes and time at every size.
 *
 * 4. The built site's panel (search/site-panel.ts): the same bytes on this site, measured on the
 *    navbar box of the production build in .next/ (run `npm run build` first), the panel's code,
 *    Radix's dialog and FlexSearch included; this figure is the site's budget line when present.
 *
 * `--no-browser` skips Chromium and Pagefind; `--no-apis` skips the site with the 15 corpus APIs;
 * `--no-5000` skips the generated 5,000 pages (the 5,000-page budgets are then read at 1,000);
 * `--no-site-panel` skips the built site; `--site-only` measures the site's size alone (its budgets
 * at other sizes are then read on the site). `--panel-base=DIR` measures the built panel of another
 * checkout (its own `.next/`, e.g. main's in a second worktree) side by side with this one's, word
 * by word; `--panel-rounds=N` types the words N times on each (default 1).
 */
import { gzipSync } from 'node:zlib';
import { relevanceQueries } from '../lib/search/__fixtures__/relevance-queries';
import { buildSearchIndex } from '../lib/search/build';
import { calibrationNote, checkHost } from './host';
import { browserSideBySide, type SideBySide } from './search/browser';
import { CORPUS, corpusQueries, makeWords, pageRecords } from './search/corpus';
import { measureIndex, type Report, ROUNDS, time } from './search/measure';
import { measureSharded, type ShardedReport } from './search/sharded';
import { SITE_PANEL_WORDS, sitePanelBytes } from './search/site-panel';
import { generatedSize, type SearchSize, siteSize, siteWithApisSize, syntheticDocsSize } from './search/sizes';
import { printTable } from './table';

const BUDGETS = { siteP95Ms: 2, corpusP95Ms: 20, siteFirstKb: 45, corpusFirstKb: 250, baselineTotalKb: 3072 };
const BROWSER = !process.argv.includes('--no-browser');
/** `--no-5000` leaves out the generated 5,000 pages (sharded and in Chromium) on a busy host. */
const LARGEST = !process.argv.includes('--no-5000');
const APIS = !process.argv.includes('--no-apis');
/** `--site-only`: the site's size alone (the single index, its shards, Pagefind beside it, the built panel). */
const SITE_ONLY = process.argv.includes('--site-only');
const SITE_PANEL = BROWSER && !process.argv.includes('--no-site-panel');
const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
/** Another checkout whose built panel is measured beside this one's. */
const PANEL_BASE = flag('panel-base');
const PANEL_ROUNDS = Number(flag('panel-rounds') ?? 1);
/** One-word queries each size is timed with in Chromium (each on a fresh page). */
const BROWSER_QUERIES = 5;

/** 1. The single index on the site, with its relevance queries. */
async function benchSite(size: SearchSize): Promise<Report & { relevance: string }> {
  const statsMs = time(() => buildSearchIndex(size.index.records)).ms;
  const report = measureIndex(size.index, { ms: statsMs, statsMs }, size.queries);
  const passed = relevanceQueries.filter(({ query, expect, top }) =>
    report.engine
      .search(query)
      .slice(0, top)
      .some((hit) => expect.includes(hit.record.url)),
  ).length;
  return { ...report, relevance: `${passed}/${relevanceQueries.length} pass` };
}

/** 1. The single index on the generated corpus. */
function benchCorpus(pages = CORPUS.pages): Report & { generateMs: number } {
  const words = makeWords(CORPUS.seed);
  const generated = time(() => Array.from({ length: pages }, (_, n) => pageRecords(words, n)).flat());
  const built = time(() => buildSearchIndex(generated.value));
  const { engine: _, ...report } = measureIndex(built.value, { ms: built.ms, statsMs: built.ms }, corpusQueries(words));
  return { ...report, generateMs: generated.ms };
}

interface SizeReport {
  name: string;
  singleGzipKb: number;
  sharded: ShardedReport;
  browser?: SideBySide;
}

/** 2. The sharded index at one size, and the browser side by side. */
async function benchSharded(size: SearchSize): Promise<SizeReport> {
  const sharded = await measureSharded(size.index, size.oneWord, size.queries);
  const dir = `.bench/search-browser/${size.name.replace(/[^a-z0-9]+/gi, '-')}`;
  const browser = BROWSER
    ? await browserSideBySide(size.index, dir, size.oneWord.slice(0, BROWSER_QUERIES))
    : undefined;
  const singleGzipKb = gzipSync(JSON.stringify(size.index), { level: 9 }).length / 1024;
  return { name: size.name, singleGzipKb, sharded, browser };
}

const count = (value: number, decimals = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const ms = (value: number) => `${count(value, value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;
const kb = (value: number) => `${count(value, 1)} KB`;

function budgetLine(name: string, value: number, limit: number, unit: string): boolean {
  const pass = value < limit;
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name} < ${limit} ${unit}: ${value.toFixed(unit === 'ms' ? 2 : 1)} ${unit}`);
  return pass;
}

const host = checkHost('bench:search');
const siteIndex = await siteSize();
const site = await benchSite(siteIndex);
const corpus = benchCorpus();
const sizes: SizeReport[] = [];
for (const make of [
  async () => siteIndex,
  ...(SITE_ONLY
    ? []
    : [
        () => syntheticDocsSize(),
        async () => generatedSize(1000),
        ...(LARGEST ? [async () => generatedSize(CORPUS.pages)] : []),
        ...(APIS ? [siteWithApisSize] : []),
      ]),
]) {
  const size = await make();
  console.log(`measuring the sharded index: ${size.name} (${count(size.index.records.length)} records)…`);
  sizes.push(await benchSharded(size));
}
const [siteSharded, baseline = siteSharded, thousand = siteSharded] = sizes;
const corpusSharded = LARGEST && !SITE_ONLY ? sizes[3] : thousand;
const [sq, cq] = [site.latency, corpus.latency];

console.log(`\nSearch benchmark: Node ${process.version}; times are absolute, read at the ${calibrationNote(host)}\n`);
printTable([
  ['single index (reference engine)', 'site', `generated ${count(CORPUS.pages)}`],
  ['records', count(site.records), count(corpus.records)],
  ['distinct terms', count(site.terms), count(corpus.terms)],
  ['index JSON', kb(site.rawKb), kb(corpus.rawKb)],
  ['index gzip', kb(site.gzipKb), kb(corpus.gzipKb)],
  ['build: statistics', ms(site.statsMs), ms(corpus.statsMs)],
  ['client: JSON.parse + validate', ms(site.parseMs), ms(corpus.parseMs)],
  ['client: engine load (new SearchEngine)', ms(site.loadMs), ms(corpus.loadMs)],
  [
    'queries × rounds (calls timed)',
    `${relevanceQueries.length} × ${ROUNDS} (${count(sq.samples)})`,
    `${CORPUS.queries} × ${ROUNDS} (${count(cq.samples)})`,
  ],
  [
    'query p50 / p95 / max',
    `${ms(sq.p50)} / ${ms(sq.p95)} / ${ms(sq.max)}`,
    `${ms(cq.p50)} / ${ms(cq.p95)} / ${ms(cq.max)}`,
  ],
  ['relevance queries', site.relevance, '–'],
]);
console.log('');
const row = (label: string, cell: (size: SizeReport) => string) => [label, ...sizes.map(cell)];
printTable([
  row('sharded index (what the browser loads)', (s) => s.name),
  row('records', (s) => count(s.sharded.records)),
  row('single index gzip (before)', (s) => kb(s.singleGzipKb)),
  row('files (manifest + the rest)', (s) => count(s.sharded.files)),
  row('total on disk, gzip', (s) => kb(s.sharded.totalGzipKb)),
  row('manifest gzip', (s) => kb(s.sharded.manifestGzipKb)),
  row('one-word query, bytes before results: median', (s) => kb(s.sharded.firstBytesKb.median)),
  row('  largest (query)', (s) => `${kb(s.sharded.firstBytesKb.max)} (${s.sharded.firstBytesKb.query})`),
  row('build the files', (s) => ms(s.sharded.buildMs)),
  row('query p50 / p95, shards in memory', (s) => `${ms(s.sharded.latency.p50)} / ${ms(s.sharded.latency.p95)}`),
]);
if (BROWSER) {
  console.log(
    `\nIn Chromium, 4× slowed CPU, loopback, nothing cached; median of ${BROWSER_QUERIES} one-word queries, each on a fresh page:\n`,
  );
  printTable([
    row('ours vs Pagefind', (s) => s.name),
    row('bytes before first results, ours', (s) => kb(s.browser!.ours.kb)),
    row('bytes before first results, Pagefind', (s) => kb(s.browser!.pagefind.kb)),
    row('first key to first results (nothing loaded), ours', (s) => ms(s.browser!.ours.firstMs)),
    row('first key to first results (nothing loaded), Pagefind', (s) => ms(s.browser!.pagefind.firstMs)),
    row("word's last key to its results, ours", (s) => ms(s.browser!.ours.ms)),
    row("word's last key to its results, Pagefind", (s) => ms(s.browser!.pagefind.ms)),
    row('  floor, first key: same keys and round trips, no engine', (s) => ms(s.browser!.floor.firstMs)),
    row('  ours above the floor, first key', (s) => ms(s.browser!.ours.firstMs - s.browser!.floor.firstMs)),
    row('total index, ours (gzip)', (s) => kb(s.sharded.totalGzipKb)),
    row('total index, Pagefind (as served)', (s) => kb(s.browser!.pagefindKb)),
    row('Pagefind indexing', (s) => ms(s.browser!.pagefindIndexMs)),
  ]);
}
const panels = SITE_PANEL
  ? await sitePanelBytes(SITE_PANEL_WORDS, ['.', ...(PANEL_BASE ? [PANEL_BASE] : [])], PANEL_ROUNDS)
  : null;
const panel = panels?.[0] ?? null;
if (SITE_PANEL && !panel) console.log('\nThe built site was not measured: no build in .next/ (`npm run build` first).');
for (const report of panels ?? []) {
  console.log(
    `\nOn the built site of ${report.dir === '.' ? 'this checkout' : report.dir} (npm start, gzip as sent): a docs page ` +
      "loaded, the navbar box focused, the word typed at 100 ms per key; everything from the focus to the whole word's " +
      `results${PANEL_ROUNDS > 1 ? `, ${PANEL_ROUNDS} rounds` : ''}:\n`,
  );
  printTable([
    [
      'word',
      'total',
      'JavaScript',
      'index files',
      'record shards',
      'first key → first results',
      'last key → its results',
    ],
    ...report.words.map((w) => [
      w.word,
      kb(w.kb),
      kb(w.js),
      kb(w.files),
      count(w.records),
      ms(w.firstMs),
      ms(w.lastMs),
    ]),
    ['median', kb(report.median), '', '', '', ms(report.firstMs), ms(report.lastMs)],
    ['largest', kb(report.max), '', '', '', '', ''],
  ]);
  const pagefind = siteSharded.browser?.pagefind;
  if (pagefind)
    console.log(
      `\nThe panel (4× CPU) against Pagefind on the site's records in this run (its bench page, 4× CPU): first key → first results ${ms(report.firstMs)} / ${ms(pagefind.firstMs)} = ${(report.firstMs / pagefind.firstMs).toFixed(2)}×; last key → the word's results ${ms(report.lastMs)} / ${ms(pagefind.ms)}.`,
    );
  console.log(`\nThe docs page's JavaScript before the box is touched: ${kb(report.pageJsKb)} gzip.`);
}
console.log(`\nThe generated ${count(CORPUS.pages)} pages were made in ${ms(corpus.generateMs)}.\n`);

const passed = [
  budgetLine('site p95', sq.p95, BUDGETS.siteP95Ms, 'ms'),
  budgetLine('corpus p95', cq.p95, BUDGETS.corpusP95Ms, 'ms'),
  budgetLine('corpus p95, sharded', corpusSharded.sharded.latency.p95, BUDGETS.corpusP95Ms, 'ms'),
  panel
    ? budgetLine(
        `site, before the results of ${SITE_PANEL_WORDS.join(', ')} in the built site's panel (largest)`,
        panel.max,
        BUDGETS.siteFirstKb + 0.05,
        'KB gzip',
      )
    : budgetLine(
        'site, one-word query before results, index files only (largest)',
        siteSharded.sharded.firstBytesKb.max,
        BUDGETS.siteFirstKb + 0.05,
        'KB gzip',
      ),
  ...(panel
    ? [
        budgetLine("site panel, last key to the word's results (median)", panel.lastMs, 150, 'ms'),
        ...(siteSharded.browser
          ? [
              budgetLine(
                "site panel, first key to first results at or below Pagefind's (median)",
                panel.firstMs,
                siteSharded.browser.pagefind.firstMs + 0.5,
                'ms',
              ),
            ]
          : []),
      ]
    : []),
  budgetLine(
    `${corpusSharded.name}, one-word query before results (largest)`,
    corpusSharded.sharded.firstBytesKb.max,
    BUDGETS.corpusFirstKb + 0.05,
    'KB gzip',
  ),
  budgetLine(
    `${baseline.name}, sharded index on disk`,
    baseline.sharded.totalGzipKb,
    BUDGETS.baselineTotalKb + 0.05,
    'KB gzip',
  ),
  ...(BROWSER
    ? [
        budgetLine(
          `${corpusSharded.name}, first keystroke to results, nothing loaded, in Chromium (4× CPU; this host's floor ${ms(corpusSharded.browser!.floor.firstMs)})`,
          corpusSharded.browser!.ours.firstMs,
          300,
          'ms',
        ),
        ...sizes.flatMap((size) => [
          budgetLine(
            `${size.name}, bytes before results below Pagefind's`,
            size.browser!.ours.kb,
            size.browser!.pagefind.kb,
            'KB',
          ),
          budgetLine(
            `${size.name}, first key to results (nothing loaded) below Pagefind's`,
            size.browser!.ours.firstMs,
            size.browser!.pagefind.firstMs,
            'ms',
          ),
        ]),
      ]
    : []),
].every(Boolean);
process.exitCode = passed ? 0 : 1;
