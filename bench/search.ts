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
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { loadContentGraph } from '../lib/content/graph-load';
import { relevanceQueries } from '../lib/search/__fixtures__/relevance-queries';
import { buildSearchIndex } from '../lib/search/build';
import { SearchEngine } from '../lib/search/engine';
import { parseSearchIndex } from '../lib/search/index-file';
import { buildSiteSearchIndex } from '../lib/search/site-records';
import type { SearchIndexFile, SearchRecord } from '../lib/search/types';
import { generator } from './random';
import { median, percentile } from './stats';

const ROUNDS = 20;
const SITE_BUILD_RUNS = 5;
const BUDGETS = { siteP95Ms: 2, corpusP95Ms: 20, siteGzipKb: 150 };

// ---------------------------------------------------------------------------------------------
// Measuring

interface Latency {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

interface Report {
  records: number;
  terms: number;
  rawKb: number;
  gzipKb: number;
  buildMs: number;
  statsMs: number;
  parseMs: number;
  loadMs: number;
  latency: Latency;
}

function time<T>(fn: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = fn();
  return { value, ms: performance.now() - started };
}


/** Runs every query once to warm up, then ROUNDS times, timing each call. */
function measureQueries(engine: SearchEngine, queries: string[]): Latency {
  for (const query of queries) engine.search(query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) samples.push(time(() => engine.search(query)).ms);
  }
  samples.sort((a, b) => a - b);
  return { samples: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

/** Sizes, parse and engine load of a built index (one run each, as a page load does), and its query latency. */
function measureIndex(index: SearchIndexFile, build: { ms: number; statsMs: number }, queries: string[]): Report & { engine: SearchEngine } {
  const json = JSON.stringify(index);
  const parsed = time(() => parseSearchIndex(JSON.parse(json)));
  const loaded = time(() => new SearchEngine(parsed.value));
  return {
    records: index.records.length,
    terms: Object.keys(index.stats.df).length,
    rawKb: Buffer.byteLength(json) / 1024,
    gzipKb: gzipSync(json).length / 1024,
    buildMs: build.ms,
    statsMs: build.statsMs,
    parseMs: parsed.ms,
    loadMs: loaded.ms,
    latency: measureQueries(loaded.value, queries),
    engine: loaded.value,
  };
}

// ---------------------------------------------------------------------------------------------
// 1. The site

async function benchSite(): Promise<Report & { relevance: string }> {
  const graph = loadContentGraph();
  const apis = await graph.apis();
  // The graph parses each page's Markdown once: the first build includes parsing, the others reuse it.
  const builds = Array.from({ length: SITE_BUILD_RUNS }, () => time(() => buildSiteSearchIndex(graph, apis)));
  const index = builds[0].value;
  const statsMs = median(Array.from({ length: SITE_BUILD_RUNS }, () => time(() => buildSearchIndex(index.records)).ms));
  const report = measureIndex(index, { ms: median(builds.map((b) => b.ms)), statsMs }, relevanceQueries.map((q) => q.query));
  const passed = relevanceQueries.filter(({ query, expect, top }) =>
    report.engine.search(query).slice(0, top).some((hit) => expect.includes(hit.record.url)),
  ).length;
  return { ...report, relevance: `${passed}/${relevanceQueries.length} pass` };
}

// ---------------------------------------------------------------------------------------------
// 2. A generated corpus

const CORPUS = { seed: 20240607, pages: 5000, vocabulary: 8000, identifiers: 400, queries: 200 };
// Function words make up about a third of English prose; the tokenizer drops them.
const FUNCTION_WORDS = 'the a of to and in is for that with on as by this it be are from or an at can when you your will which if each'.split(' ');

type Random = ReturnType<typeof generator>;

/** Draws ranks 0…n-1 with probability ∝ 1 / (rank + 1)^s, so a few words are very common. */
function zipf(random: Random, n: number, s = 1.05): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let r = 0; r < n; r++) cumulative[r] = total += 1 / (r + 1) ** s;
  return () => {
    const x = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * Pronounceable made-up words of 1–4 syllables, shortest first so the most frequent words are
 * short, as in English. No word ends in "s", so the stemmer keeps them apart.
 */
function makeVocabulary(random: Random, size: number): string[] {
  const onsets = ['b', 'c', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'z', 'br', 'ch', 'cl', 'dr', 'fl', 'gr', 'pl', 'pr', 'sh', 'st', 'tr', 'th'];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou'];
  const codas = ['', '', '', 'n', 'r', 'l', 't', 'm', 'k', 'nd', 'rt', 'ng', 'x'];
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = random.int(1, 4);
    let word = '';
    for (let i = 0; i < syllables; i++) word += random.pick(onsets) + random.pick(vowels) + (i === syllables - 1 ? random.pick(codas) : '');
    if (word.length >= 3 && !FUNCTION_WORDS.includes(word)) words.add(word);
  }
  return [...words].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

/** Identifiers as API docs have them: camelCase and snake_case pairs of vocabulary words. */
function makeIdentifiers(random: Random, vocabulary: string[], count: number): string[] {
  const word = () => vocabulary[random.int(50, 2000)];
  return Array.from({ length: count }, (_, i) => {
    const [a, b] = [word(), word()];
    return i % 2 ? `${a}_${b}` : `${a}${b[0].toUpperCase()}${b.slice(1)}`;
  });
}

interface Words {
  random: Random;
  /** Any word of running text: function words, vocabulary by Zipf rank, now and then an identifier. */
  prose: () => string;
  /** A topic word for titles, tags and queries: the vocabulary without its 100 most common words. */
  topic: () => string;
  vocabulary: string[];
}

function makeWords(seed: number): Words {
  const random = generator(seed);
  const vocabulary = makeVocabulary(random, CORPUS.vocabulary);
  const identifiers = makeIdentifiers(random, vocabulary, CORPUS.identifiers);
  const rank = zipf(random, vocabulary.length);
  const topicRank = zipf(random, vocabulary.length - 100);
  const identifierRank = zipf(random, identifiers.length);
  const prose = () => {
    const x = random.next();
    if (x < 0.35) return random.pick(FUNCTION_WORDS);
    if (x < 0.37) return identifiers[identifierRank()];
    return vocabulary[rank()];
  };
  return { random, prose, topic: () => vocabulary[100 + topicRank()], vocabulary };
}

const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const phrase = (count: number, word: () => string) => Array.from({ length: count }, word).join(' ');

/** Sentences of 6–20 words adding up to `count` words. */
function prose(words: Words, count: number): string {
  const sentences: string[] = [];
  for (let left = count; left > 0; ) {
    const length = Math.min(left, words.random.int(6, 20));
    sentences.push(`${capitalize(phrase(length, words.prose))}.`);
    left -= length;
  }
  return sentences.join(' ');
}

/**
 * One page as docRecords() splits it: the page record (title, tags, the intro) and a record per
 * h2/h3 section; an h3's parent is its h2. 3–8 parts per page, fewer more often.
 */
function pageRecords(words: Words, n: number): SearchRecord[] {
  const { random } = words;
  const title = capitalize(phrase(random.int(2, 6), words.topic));
  const url = `/docs/${slug(title)}-${n}`;
  const parts = 3 + Math.floor(6 * random.next() ** 2);
  const tags = Array.from({ length: random.int(1, 3) }, words.topic);
  const records: SearchRecord[] = [{ kind: 'doc', url, page: title, title, content: prose(words, random.int(80, 250)), tags, parents: [] }];
  let h2 = '';
  for (let i = 1; i < parts; i++) {
    const heading = capitalize(phrase(random.int(2, 5), words.topic));
    const isH3 = i > 1 && random.next() < 0.3;
    if (!isH3) h2 = heading;
    records.push({ kind: 'doc', url: `${url}#${slug(heading)}`, page: title, title: heading, content: prose(words, random.int(80, 250)), tags: [], parents: isH3 ? [h2] : [] });
  }
  return records;
}

/** A misspelling: one substitution, deletion, insertion or swap of neighbours. */
function typo(random: Random, word: string): string {
  const i = random.int(1, word.length - 2);
  const letter = random.pick([...'abcdefghijklmnopqrstuvwxyz']);
  switch (random.int(0, 3)) {
    case 0: return word.slice(0, i) + letter + word.slice(i + 1);
    case 1: return word.slice(0, i) + word.slice(i + 1);
    case 2: return word.slice(0, i) + letter + word.slice(i);
    default: return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
}

/** 200 queries: 1–3 topic words (70 %), prefixes of longer words (15 %), misspelt words (15 %). */
function corpusQueries(words: Words): string[] {
  const { random } = words;
  const longWord = (min: number) => {
    for (;;) {
      const word = words.topic();
      if (word.length >= min) return word;
    }
  };
  return Array.from({ length: CORPUS.queries }, (_, i) => {
    if (i % 20 < 14) return phrase(1 + (i % 3), words.topic);
    if (i % 20 < 17) {
      const word = longWord(6);
      return word.slice(0, random.int(3, 5));
    }
    return typo(random, longWord(5));
  });
}

function benchCorpus(): Report & { pages: number; generateMs: number } {
  const words = makeWords(CORPUS.seed);
  const generated = time(() => Array.from({ length: CORPUS.pages }, (_, n) => pageRecords(words, n)).flat());
  const queries = corpusQueries(words);
  const built = time(() => buildSearchIndex(generated.value));
  const { engine: _, ...report } = measureIndex(built.value, { ms: built.ms, statsMs: built.ms }, queries);
  return { ...report, pages: CORPUS.pages, generateMs: generated.ms };
}

// ---------------------------------------------------------------------------------------------
// Printing

const count = (value: number, decimals = 0) => value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const ms = (value: number) => `${count(value, value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;
const kb = (value: number) => `${count(value, 1)} KB`;

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('   ').trimEnd());
}

function budgetLine(name: string, value: number, limit: number, unit: string): boolean {
  const pass = value < limit;
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name} < ${limit} ${unit}: ${value.toFixed(unit === 'ms' ? 2 : 1)} ${unit}`);
  return pass;
}

const site = await benchSite();
const corpus = benchCorpus();
const [sq, cq] = [site.latency, corpus.latency];

console.log(`Search benchmark: Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}\n`);
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
  ['queries × rounds (calls timed)', `${relevanceQueries.length} × ${ROUNDS} (${count(sq.samples)})`, `${CORPUS.queries} × ${ROUNDS} (${count(cq.samples)})`],
  ['query p50', ms(sq.p50), ms(cq.p50)],
  ['query p95', ms(sq.p95), ms(cq.p95)],
  ['query max', ms(sq.max), ms(cq.max)],
  ['relevance queries', site.relevance, '–'],
]);
console.log(`\n¹ site: buildSiteSearchIndex(), median of ${SITE_BUILD_RUNS} runs; corpus: buildSearchIndex() over records generated in ${ms(corpus.generateMs)}, one run.\n`);

const passed = [
  budgetLine('site p95', sq.p95, BUDGETS.siteP95Ms, 'ms'),
  budgetLine('corpus p95', cq.p95, BUDGETS.corpusP95Ms, 'ms'),
  budgetLine('site index', site.gzipKb, BUDGETS.siteGzipKb, 'KB gzip'),
].every(Boolean);
process.exitCode = passed ? 0 : 1;
