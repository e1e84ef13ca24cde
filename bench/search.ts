/**
 * `npm run bench:search`: how big the search index is and how fast the client-side engine
 * (lib/search) loads and answers, measured in Node.
 *
 * 1. The site index, built in-process as the prebuild step builds it: records, JSON and gzip
 *    size, build time, engine load time, and the latency of every relevance query, plus how many
 *    of those rank their expected result. The site's own numbers are what readers get today.
 * 2. A generated corpus of 5,000 pages (seeded, Zipf-distributed vocabulary, so every run is the
 *    same): how the engine scales to a large docs site, over 200 generated queries (words,
 *    prefixes and typos).
 * 3. The sharded index the browser loads (search/sharded.ts) at each size, the corpus at 1,000
 *    pages too: total on disk, bytes before the first results of a one-word query, latency.
 * 4. Budgets (site p95 < 2 ms, corpus p95 < 20 ms single and sharded; one-word query before first
 *    results ≤ 40 KB gzip on the site, ≤ 250 KB at 5,000 pages; sharded index ≤ 2.0 MB gzip on
 *    disk at 1,000 pages): exit code 1 when one fails.
 *
 * Latency is per search() call: one warm-up round over all queries, then ROUNDS rounds, every call
 * one sample. Node on a desktop CPU is faster than a phone: read the numbers as relative.
 */
import { loadContentGraph } from '../lib/content/graph-load';
import { relevanceQueries } from '../lib/search/__fixtures__/relevance-queries';
import { buildSearchIndex } from '../lib/search/build';
import { buildSiteSearchIndex } from '../lib/search/site-records';
import { calibrationNote, checkHost } from './host';
import { browserSideBySide, type SideBySide } from './search/browser';
import { CORPUS, corpusQueries, makeWords, pageRecords } from './search/corpus';
import { measureIndex, type Report, ROUNDS, time } from './search/measure';
import { measureSharded, type ShardedReport } from './search/sharded';
import { median } from './stats';
import { printTable } from './table';

const SITE_BUILD_RUNS = 5;
const BUDGETS = { siteP95Ms: 2, corpusP95Ms: 20, siteFirstKb: 40, corpusFirstKb: 250, thousandTotalKb: 2048 };
const oneWord = (queries: string[]) => queries.filter((q) => !/\s/.test(q.trim()));

/** 1. The site's index, built in-process as the prebuild builds it, and its relevance queries. */
const BROWSER = !process.argv.includes('--no-browser');
/** One-word queries each size is timed with in Chromium (each on a fresh page). */
const BROWSER_QUERIES = 3;

async function benchSite(): Promise<Report & { relevance: string; sharded: ShardedReport; browser?: SideBySide }> {
  const graph = loadContentGraph();
  const apis = await graph.apis();
  // The graph parses each page's Markdown once: the first build includes parsing, the others reuse it.
  const builds = Array.from({ length: SITE_BUILD_RUNS }, () => time(() => buildSiteSearchIndex(graph, apis)));
  const index = builds[0].value;
  const statsMs = median(Array.from({ length: SITE_BUILD_RUNS }, () => time(() => buildSearchIndex(index.records)).ms));
  const report = measureIndex(
    index,
    { ms: median(builds.map((b) => b.ms)), statsMs },
    relevanceQueries.map((q) => q.query),
  );
  const passed = relevanceQueries.filter(({ query, expect, top }) =>
    report.engine
      .search(query)
      .slice(0, top)
      .some((hit) => expect.includes(hit.record.url)),
  ).length;
  const queries = relevanceQueries.map((q) => q.query);
  const sharded = await measureSharded(index, oneWord(queries), queries);
  const browser = BROWSER
    ? await browserSideBySide(index, '.bench/search-browser/site', oneWord(queries).slice(0, BROWSER_QUERIES))
    : undefined;
  return { ...report, relevance: `${passed}/${relevanceQueries.length} pass`, sharded, browser };
}

/** 2. The generated corpus (search/corpus.ts). */
async function benchCorpus(
  pages = CORPUS.pages,
): Promise<Report & { pages: number; generateMs: number; sharded: ShardedReport; browser?: SideBySide }> {
  const words = makeWords(CORPUS.seed);
  const generated = time(() => Array.from({ length: pages }, (_, n) => pageRecords(words, n)).flat());
  const queries = corpusQueries(words);
  const built = time(() => buildSearchIndex(generated.value));
  const { engine: _, ...report } = measureIndex(built.value, { ms: built.ms, statsMs: built.ms }, queries);
  const sharded = await measureSharded(built.value, oneWord(queries), queries);
  const browser = BROWSER
    ? await browserSideBySide(built.value, `.bench/search-browser/${pages}`, oneWord(queries).slice(0, BROWSER_QUERIES))
    : undefined;
  return { ...report, pages, generateMs: generated.ms, sharded, browser };
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
const site = await benchSite();
const thousand = await benchCorpus(1000);
const corpus = await benchCorpus();
const [sq, cq] = [site.latency, corpus.latency];
const [ss, ts, cs] = [site.sharded, thousand.sharded, corpus.sharded];

console.log(`\nSearch benchmark: Node ${process.version}; times are absolute, read at the ${calibrationNote(host)}\n`);
printTable([
  ['single index (reference)', 'site', `corpus (${count(corpus.pages)} pages)`],
  ['records', count(site.records), count(corpus.records)],
  ['distinct terms', count(site.terms), count(corpus.terms)],
  ['index JSON', kb(site.rawKb), kb(corpus.rawKb)],
  ['index gzip', kb(site.gzipKb), kb(corpus.gzipKb)],
  ['build: records + stats ¹', ms(site.buildMs), ms(corpus.buildMs)],
  ['  of which stats', ms(site.statsMs), ms(corpus.statsMs)],
  ['client: JSON.parse + validate', ms(site.parseMs), ms(corpus.parseMs)],
  ['client: engine load (new SearchEngine)', ms(site.loadMs), ms(corpus.loadMs)],
  [
    'queries × rounds (calls timed)',
    `${relevanceQueries.length} × ${ROUNDS} (${count(sq.samples)})`,
    `${CORPUS.queries} × ${ROUNDS} (${count(cq.samples)})`,
  ],
  ['query p50', ms(sq.p50), ms(cq.p50)],
  ['query p95', ms(sq.p95), ms(cq.p95)],
  ['query max', ms(sq.max), ms(cq.max)],
  ['relevance queries', site.relevance, '–'],
]);
console.log('');
printTable([
  [
    'sharded index (what the browser loads)',
    'site',
    `corpus (${count(thousand.pages)} pages)`,
    `corpus (${count(corpus.pages)} pages)`,
  ],
  ['single index gzip (before)', kb(site.gzipKb), kb(thousand.gzipKb), kb(corpus.gzipKb)],
  ['files (manifest + shards)', count(ss.files), count(ts.files), count(cs.files)],
  ['total on disk, gzip', kb(ss.totalGzipKb), kb(ts.totalGzipKb), kb(cs.totalGzipKb)],
  ['manifest gzip', kb(ss.manifestGzipKb), kb(ts.manifestGzipKb), kb(cs.manifestGzipKb)],
  [
    'one-word query, bytes before results: median',
    kb(ss.firstBytesKb.median),
    kb(ts.firstBytesKb.median),
    kb(cs.firstBytesKb.median),
  ],
  [
    '  largest (query)',
    `${kb(ss.firstBytesKb.max)} (${ss.firstBytesKb.query})`,
    `${kb(ts.firstBytesKb.max)} (${ts.firstBytesKb.query})`,
    `${kb(cs.firstBytesKb.max)} (${cs.firstBytesKb.query})`,
  ],
  ['build shards', ms(ss.buildMs), ms(ts.buildMs), ms(cs.buildMs)],
  ['query p50, shards in memory', ms(ss.latency.p50), ms(ts.latency.p50), ms(cs.latency.p50)],
  ['query p95, shards in memory', ms(ss.latency.p95), ms(ts.latency.p95), ms(cs.latency.p95)],
]);
const sizes = [site, thousand, corpus];
if (BROWSER) {
  const b = sizes.map((size) => size.browser!);
  console.log(
    `\nIn Chromium, 4× slowed CPU, loopback, nothing cached; median of ${BROWSER_QUERIES} one-word queries, each on a fresh page:\n`,
  );
  printTable([
    ['ours vs Pagefind', 'site', `corpus (${count(thousand.pages)} pages)`, `corpus (${count(corpus.pages)} pages)`],
    ['bytes before first results, ours', ...b.map((x) => kb(x.ours.kb))],
    ['bytes before first results, Pagefind', ...b.map((x) => kb(x.pagefind.kb))],
    ['time to first results, ours', ...b.map((x) => ms(x.ours.ms))],
    ['time to first results, Pagefind', ...b.map((x) => ms(x.pagefind.ms))],
    ['total index, ours (gzip)', ...sizes.map((x) => kb(x.sharded.totalGzipKb))],
    ['total index, Pagefind (as served)', ...b.map((x) => kb(x.pagefindKb))],
    ['Pagefind indexing', ...b.map((x) => ms(x.pagefindIndexMs))],
  ]);
}
console.log(
  `\n¹ site: buildSiteSearchIndex(), median of ${SITE_BUILD_RUNS} runs; corpus: buildSearchIndex() over records generated in ${ms(corpus.generateMs)}, one run.\n`,
);

const passed = [
  budgetLine('site p95', sq.p95, BUDGETS.siteP95Ms, 'ms'),
  budgetLine('corpus p95', cq.p95, BUDGETS.corpusP95Ms, 'ms'),
  budgetLine('corpus p95, sharded', cs.latency.p95, BUDGETS.corpusP95Ms, 'ms'),
  budgetLine(
    'site, one-word query before results (largest)',
    ss.firstBytesKb.max,
    BUDGETS.siteFirstKb + 0.05,
    'KB gzip',
  ),
  budgetLine(
    `${count(corpus.pages)} pages, one-word query before results (largest)`,
    cs.firstBytesKb.max,
    BUDGETS.corpusFirstKb + 0.05,
    'KB gzip',
  ),
  budgetLine(
    `${count(thousand.pages)} pages, sharded index on disk`,
    ts.totalGzipKb,
    BUDGETS.thousandTotalKb + 0.05,
    'KB gzip',
  ),
  ...(BROWSER
    ? [
        budgetLine(
          `${count(corpus.pages)} pages, keystroke to results in Chromium (4× CPU)`,
          corpus.browser!.ours.ms,
          300,
          'ms',
        ),
        ...sizes.flatMap((size, i) => [
          budgetLine(
            `${['site', `${count(thousand.pages)} pages`, `${count(corpus.pages)} pages`][i]}, bytes before results below Pagefind's`,
            size.browser!.ours.kb,
            size.browser!.pagefind.kb,
            'KB',
          ),
          budgetLine(
            `${['site', `${count(thousand.pages)} pages`, `${count(corpus.pages)} pages`][i]}, time to results below Pagefind's`,
            size.browser!.ours.ms,
            size.browser!.pagefind.ms,
            'ms',
          ),
        ]),
      ]
    : []),
].every(Boolean);
process.exitCode = passed ? 0 : 1;
