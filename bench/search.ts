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
 * 3. Budgets (site p95 < 2 ms, corpus p95 < 20 ms, site index < 150 KB gzip): exit code 1 when
 *    one fails.
 *
 * Latency is per search() call: one warm-up round over all queries, then ROUNDS rounds, every call
 * one sample. Node on a desktop CPU is faster than a phone: read the numbers as relative.
 */
import { loadContentGraph } from '../lib/content/graph-load';
import { relevanceQueries } from '../lib/search/__fixtures__/relevance-queries';
import { buildSearchIndex } from '../lib/search/build';
import { buildSiteSearchIndex } from '../lib/search/site-records';
import { calibrationNote, checkHost } from './host';
import { CORPUS, corpusQueries, makeWords, pageRecords } from './search/corpus';
import { measureIndex, type Report, ROUNDS, time } from './search/measure';
import { median } from './stats';
import { printTable } from './table';

const SITE_BUILD_RUNS = 5;
const BUDGETS = { siteP95Ms: 2, corpusP95Ms: 20, siteGzipKb: 150 };

/** 1. The site's index, built in-process as the prebuild builds it, and its relevance queries. */
async function benchSite(): Promise<Report & { relevance: string }> {
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
  return { ...report, relevance: `${passed}/${relevanceQueries.length} pass` };
}

/** 2. The generated corpus (search/corpus.ts). */
function benchCorpus(): Report & { pages: number; generateMs: number } {
  const words = makeWords(CORPUS.seed);
  const generated = time(() => Array.from({ length: CORPUS.pages }, (_, n) => pageRecords(words, n)).flat());
  const queries = corpusQueries(words);
  const built = time(() => buildSearchIndex(generated.value));
  const { engine: _, ...report } = measureIndex(built.value, { ms: built.ms, statsMs: built.ms }, queries);
  return { ...report, pages: CORPUS.pages, generateMs: generated.ms };
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
const corpus = benchCorpus();
const [sq, cq] = [site.latency, corpus.latency];

console.log(`\nSearch benchmark: Node ${process.version}; times are absolute, read at the ${calibrationNote(host)}\n`);
printTable([
  ['', 'site', `corpus (${count(corpus.pages)} pages)`],
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
console.log(
  `\n¹ site: buildSiteSearchIndex(), median of ${SITE_BUILD_RUNS} runs; corpus: buildSearchIndex() over records generated in ${ms(corpus.generateMs)}, one run.\n`,
);

const passed = [
  budgetLine('site p95', sq.p95, BUDGETS.siteP95Ms, 'ms'),
  budgetLine('corpus p95', cq.p95, BUDGETS.corpusP95Ms, 'ms'),
  budgetLine('site index', site.gzipKb, BUDGETS.siteGzipKb, 'KB gzip'),
].every(Boolean);
process.exitCode = passed ? 0 : 1;
