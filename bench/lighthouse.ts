/**
 * `npm run bench:lighthouse`: Lighthouse scores and page-load metrics of the main pages, served by
 * the production server (`next start`, the build in .next/; built first if missing).
 *
 * Every page (PAGES) is audited with Lighthouse's mobile (default) and desktop configs, RUNS times
 * each, every run in a fresh headless Chromium, and the table shows the MEDIAN of the runs:
 * performance, accessibility, best-practices and SEO scores (0–100), LCP, CLS, TBT, FCP, total
 * transfer and JavaScript transferred. The metrics come from Lighthouse's simulated throttling
 * (slow 4G and a 4× CPU slowdown on mobile, as Lighthouse models them from an unthrottled load on
 * this 2-core machine): compare them between runs of this script, not with field data.
 *
 * Budgets, per page and form factor, on the medians (exit code 1 when one fails): accessibility,
 * best practices and SEO 100; performance at least 95 on mobile; CLS 0; TBT under 100 ms. For every
 * audit that holds a category below its budget, the audit id, how many runs it failed in, and the
 * page elements, URLs or messages it names are listed, and so are console errors.
 *
 * The analytics tag (www.googletagmanager.com) cannot load on an offline machine: its failed request
 * is a console error (audit errors-in-console) that costs best practices 4 points. With
 * `npm run bench:lighthouse -- --block-analytics` Lighthouse blocks the analytics hosts instead,
 * which it does not count as a console error; everything else is measured the same way.
 *
 * The floor (skipped with `--no-floor`): the same mobile runs on a static page with no script and on
 * an empty Next.js page built with the same versions and compile hints (empty-app-build.ts). They
 * are not budgeted; they show what this machine and stack reach at best, so a budget below the
 * empty page's figure is reported as below the floor.
 *
 * Bounded in time: each run (Chromium launch and Lighthouse) is abandoned after RUN_TIMEOUT_MS and
 * its Chromium killed; a failed run is reported, left out of the medians and retried (at most two
 * retries per page and form factor). Every report is written to .bench/lighthouse/ (git-ignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildEmptyApp, startEmptyApp } from './empty-app-build';
import { hostLoad, startServer } from './server';
import { median } from './stats';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Audit = Lhr['audits'][string];

const PAGES = ['/', '/docs/experience-sdk/intro', '/api/content', '/api/profiles', '/blog'];
export const FORMS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
] as const;
type FormName = (typeof FORMS)[number]['name'];
const RUNS = 3;
/** Attempts per page and form factor: a failed run (e.g. a lost trace) is retried, at most twice. */
const MAX_ATTEMPTS = RUNS + 2;
/** Where every run's full report (JSON) is kept, for a closer look. */
const REPORT_DIR = '.bench/lighthouse';
const RUN_TIMEOUT_MS = 120_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = '/usr/bin/chromium';
/** `--block-analytics`: the analytics tag is not requested (see the header comment). */
const BLOCK_ANALYTICS = process.argv.includes('--block-analytics');
const ANALYTICS_URLS = ['*www.googletagmanager.com*', '*google-analytics.com*'];
/** `--no-floor`: skip the floor rows (a static page and an empty Next.js page; see measureFloor). */
const FLOOR = !process.argv.includes('--no-floor');
const FLOOR_PAGES = { plain: 'floor: static, no script', empty: 'floor: empty Next.js' } as const;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** What one run keeps of its report. */
export interface RunSummary {
  /** Lighthouse's measure of this host's CPU (about 1,300 on a slow machine here, 2,700 on a fast one). */
  benchmarkIndex: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  transferKb: number;
  jsKb: number;
  /** Audits with a score below 1, by category, kept to explain a category below budget. */
  failing: Array<{ category: string; audit: Audit; weight: number }>;
  consoleErrors: string[];
}

export interface Cell {
  page: string;
  form: FormName;
  runs: RunSummary[];
  failures: string[];
}

// ---------------------------------------------------------------------------------------------
// Running

/** One Lighthouse run in a fresh Chromium, abandoned after RUN_TIMEOUT_MS; Chromium is killed either way. */
async function audit(url: string, form: (typeof FORMS)[number]): Promise<Lhr> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let abandoned = false;
  const kill = () => {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
  };
  const run = async () => {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    if (abandoned) throw new Error('abandoned');
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], maxWaitForLoad: 45_000, blockedUrlPatterns: BLOCK_ANALYTICS ? ANALYTICS_URLS : [] }, form.config);
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  };
  const running = run();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result after ${RUN_TIMEOUT_MS / 1000} s, abandoned`)), RUN_TIMEOUT_MS);
  });
  try {
    return await Promise.race([running, timeout]);
  } finally {
    clearTimeout(timer);
    abandoned = true;
    running.catch(() => {}).finally(kill);
    kill();
  }
}

const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function summarize(lhr: Lhr): RunSummary {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])) as RunSummary['scores'];
  const resources = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const failing = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => ({ category, audit: lhr.audits[ref.id], weight: ref.weight }))
      .filter(({ audit }) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual'),
  );
  const consoleItems = (lhr.audits['errors-in-console']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return {
    scores,
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    transferKb: numeric(lhr, 'total-byte-weight') / 1024,
    jsKb: (resources.find((r) => r.resourceType === 'script')?.transferSize ?? NaN) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    consoleErrors: consoleItems.map(describeItem).filter(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting

export const med = (cell: Cell, pick: (r: RunSummary) => number) => median(cell.runs.map(pick));

export function printTable(cells: Cell[]) {
  // TBT of every run as well as the median: on two shared cores it moves by tens of ms between runs.
  const head = ['page'.padEnd(28), 'form'.padEnd(7), 'runs', 'perf', 'a11y', 'b-p', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'TBT runs'.padEnd(12), 'FCP ms', 'total KB', 'JS KB'];
  console.log(head.join('  '));
  for (const cell of cells) {
    const s = (c: (typeof CATEGORIES)[number]) => String(med(cell, (r) => r.scores[c])).padStart(4);
    console.log(
      [
        cell.page.padEnd(28),
        cell.form.padEnd(7),
        `${cell.runs.length}/${RUNS}`.padStart(4),
        s('performance'),
        s('accessibility'),
        s('best-practices').padStart(3),
        s('seo').padStart(3),
        med(cell, (r) => r.lcp).toFixed(0).padStart(6),
        med(cell, (r) => r.cls).toFixed(3).padStart(5),
        med(cell, (r) => r.tbt).toFixed(0).padStart(6),
        cell.runs.map((r) => r.tbt.toFixed(0)).join('/').padEnd(12),
        med(cell, (r) => r.fcp).toFixed(0).padStart(6),
        med(cell, (r) => r.transferKb).toFixed(1).padStart(8),
        med(cell, (r) => r.jsKb).toFixed(1).padStart(5),
      ].join('  '),
    );
  }
}

/** The budget checks of one page and form factor, on medians. */
function checks(cell: Cell): Array<{ name: string; pass: boolean | null }> {
  const score = (c: (typeof CATEGORIES)[number]) => med(cell, (r) => r.scores[c]);
  return [
    { name: 'a11y=100', pass: score('accessibility') === 100 },
    { name: 'b-p=100', pass: score('best-practices') === 100 },
    { name: 'seo=100', pass: score('seo') === 100 },
    { name: 'perf>=95', pass: cell.form === 'mobile' ? score('performance') >= 95 : null },
    { name: 'CLS=0', pass: med(cell, (r) => r.cls) === 0 },
    { name: 'TBT<100', pass: med(cell, (r) => r.tbt) < 100 },
  ];
}

/** Prints the budget lines; returns whether every page passes. */
function printBudgets(cells: Cell[]): boolean {
  console.log('\nBudgets (medians; perf on mobile only):');
  console.log(['page'.padEnd(28), 'form'.padEnd(7), ...checks(cells[0]).map((c) => c.name.padEnd(8)), 'result'].join('  '));
  let allPass = true;
  for (const cell of cells) {
    const list = checks(cell);
    const pass = cell.runs.length > 0 && list.every((c) => c.pass !== false);
    allPass &&= pass;
    const marks = list.map((c) => (c.pass === null ? '—' : c.pass ? 'PASS' : 'FAIL').padEnd(8));
    console.log([cell.page.padEnd(28), cell.form.padEnd(7), ...marks, pass ? 'PASS' : cell.runs.length ? 'FAIL' : 'FAIL (no run succeeded)'].join('  '));
  }
  for (const page of PAGES) {
    const pass = cells.filter((c) => c.page === page).every((c) => c.runs.length > 0 && checks(c).every((x) => x.pass !== false));
    console.log(`  ${page.padEnd(28)} ${pass ? 'PASS' : 'FAIL'}`);
  }
  return allPass;
}

/** One line for a row of an audit's details table: the element, URL, source or message it names. */
function describeItem(item: Record<string, unknown>): string {
  const parts: string[] = [];
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node?.snippet) parts.push(`${node.selector ?? ''} ${node.snippet.slice(0, 160)}`.trim());
  if (typeof item.url === 'string') parts.push(item.url);
  if (typeof item.href === 'string') parts.push(`${item.href}${typeof item.text === 'string' ? ` "${item.text}"` : ''}`);
  const location = (item.sourceLocation ?? item.source) as { url?: string; line?: number } | string | undefined;
  if (typeof location === 'object' && location.url && location.url !== item.url) parts.push(`${location.url}:${location.line ?? ''}`);
  for (const key of ['source', 'description', 'label', 'groupLabel', 'directive', 'severity', 'issueType', 'statistic']) {
    if (typeof item[key] === 'string') parts.push(`${key}: ${String(item[key]).slice(0, 200)}`);
  }
  for (const key of ['duration', 'total', 'wastedMs', 'wastedBytes', 'transferSize']) {
    if (typeof item[key] === 'number') parts.push(`${key}: ${Math.round(item[key] as number)}`);
  }
  // Inspector issues list the affected URLs as sub-items.
  const subUrls = ((item.subItems as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).map((sub) => sub.url).filter((url) => typeof url === 'string');
  if (subUrls.length) parts.push(`[${subUrls.slice(0, 3).join(', ')}]`);
  if (node?.explanation) parts.push(node.explanation.replace(/\s+/g, ' ').slice(0, 240));
  return parts.join(' | ');
}

/** A category's median is under its budget. */
function underBudget(cell: Cell, category: string): boolean {
  const score = med(cell, (r) => r.scores[category as (typeof CATEGORIES)[number]]);
  return category === 'performance' ? cell.form === 'mobile' && score < 95 : score < 100;
}

/**
 * Every audit that fails in a category below budget, grouped by audit id: where it fails (page,
 * form factor, runs) and what it names (at most 8 distinct items).
 */
function printFailingAudits(cells: Cell[]) {
  // Items are told apart without their numbers, so one URL with three timings is listed once.
  const byAudit = new Map<string, { category: string; title: string; weight: number; where: string[]; display: Set<string>; items: Map<string, string> }>();
  for (const cell of cells) {
    const counts = new Map<string, number>();
    for (const run of cell.runs) {
      for (const { category, audit, weight } of run.failing) {
        if (!underBudget(cell, category)) continue;
        // Performance: only audits Lighthouse marks as failing (red or orange), not every 0.99.
        if (category === 'performance' && (audit.score ?? 1) >= 0.9) continue;
        const entry = byAudit.get(audit.id) ?? { category, title: audit.title, weight, where: [], display: new Set(), items: new Map() };
        byAudit.set(audit.id, entry);
        counts.set(audit.id, (counts.get(audit.id) ?? 0) + 1);
        if (audit.displayValue) entry.display.add(String(audit.displayValue));
        const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
        for (const item of items.map(describeItem).filter(Boolean)) {
          const key = item.replace(/\d+/g, '#');
          if (entry.items.size < 8 && !entry.items.has(key)) entry.items.set(key, item);
        }
      }
    }
    for (const [id, n] of counts) byAudit.get(id)!.where.push(`${cell.page} ${cell.form} ${n}/${cell.runs.length}`);
  }
  if (!byAudit.size) {
    console.log('\nNo audit holds a category below budget.');
    return;
  }
  console.log('\nAudits holding a category below budget:');
  for (const [id, e] of [...byAudit].sort((a, b) => a[1].category.localeCompare(b[1].category))) {
    console.log(`\n  [${e.category}] ${id} (weight ${e.weight}): ${e.title}`);
    console.log(`    fails on: ${e.where.join(', ')}`);
    if (e.display.size) console.log(`    value: ${[...e.display].join(' / ')}`);
    for (const item of e.items.values()) console.log(`    - ${item}`);
  }
}

function printConsoleErrors(cells: Cell[], origin: string) {
  const errors = new Map<string, Set<string>>();
  for (const cell of cells) for (const run of cell.runs) for (const e of run.consoleErrors) errors.set(e, (errors.get(e) ?? new Set()).add(`${cell.page} ${cell.form}`));
  if (!errors.size) return;
  console.log('\nConsole errors (audit errors-in-console):');
  for (const [error, where] of errors) {
    const thirdParty = /https?:\/\//.test(error) && !error.includes(origin) ? ' [third-party request]' : '';
    console.log(`  - ${error}${thirdParty}\n    on: ${[...where].join(', ')}`);
  }
}

function saveReport(lhr: Lhr, page: string, form: FormName, run: number) {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const slug = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w.-]+/g, '_');
  fs.writeFileSync(path.join(REPORT_DIR, `${slug}.${form}.${run}.json`), JSON.stringify(lhr));
}

// ---------------------------------------------------------------------------------------------

/** RUNS successful runs of one page and form factor (failed runs retried, at most MAX_ATTEMPTS). */
export async function measure(url: string, page: string, form: (typeof FORMS)[number]): Promise<Cell> {
  const cell: Cell = { page, form: form.name, runs: [], failures: [] };
  for (let attempt = 1; cell.runs.length < RUNS && attempt <= MAX_ATTEMPTS; attempt++) {
    const runStarted = Date.now();
    try {
      const lhr = await audit(url, form);
      cell.runs.push(summarize(lhr));
      saveReport(lhr, page, form.name, cell.runs.length);
      process.stderr.write(`  ${page} ${form.name} run ${cell.runs.length}: ${((Date.now() - runStarted) / 1000).toFixed(1)} s\n`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      cell.failures.push(message);
      console.log(`  ${page} ${form.name} attempt ${attempt} FAILED (${attempt < MAX_ATTEMPTS ? 'retrying' : 'giving up'}): ${message}`);
    }
  }
  return cell;
}

/**
 * The floor of this machine and stack, under the same Lighthouse config (mobile): a static page
 * with no script, and an empty Next.js page with the same compile hints as the site
 * (empty-app-build.ts). A budget below the empty page's figure cannot be met by any page of this
 * stack on this machine; the site's rows are read against these.
 */
async function measureFloor(): Promise<Cell[]> {
  console.log('\nFloor: building the empty Next.js app (.bench/empty-app) ...');
  buildEmptyApp('ignore');
  const app = await startEmptyApp(3250);
  try {
    const mobile = FORMS.find((f) => f.name === 'mobile')!;
    return [await measure(`${app.origin}/plain.html`, FLOOR_PAGES.plain, mobile), await measure(`${app.origin}/`, FLOOR_PAGES.empty, mobile)];
  } finally {
    await app.stop();
  }
}

function printFloor(floor: Cell[]) {
  console.log(`\nFloor on this machine (mobile, medians of ${RUNS} runs; not budgeted):`);
  printTable(floor);
  const empty = floor.find((c) => c.page === FLOOR_PAGES.empty);
  if (!empty?.runs.length) return;
  const tbt = med(empty, (r) => r.tbt);
  const perf = med(empty, (r) => r.scores.performance);
  console.log(
    `An empty Next.js page: TBT ${tbt.toFixed(0)} ms (budget < 100: ${tbt < 100 ? 'reachable' : 'BELOW THE FLOOR, no page of this stack meets it on this machine'}), ` +
      `performance ${perf} (budget >= 95: ${perf >= 95 ? 'reachable' : 'BELOW THE FLOOR'}).`,
  );
}

async function main(): Promise<number> {
  console.log(hostLoad());
  const server = await startServer(3200);
  const started = Date.now();
  const cells: Cell[] = [];
  try {
    for (const page of PAGES) await (await fetch(server.origin + page)).arrayBuffer();
    console.log(`npm start's server on ${server.origin}: ${PAGES.length} pages × ${FORMS.length} form factors × ${RUNS} runs, Lighthouse (simulated throttling), per-run timeout ${RUN_TIMEOUT_MS / 1000} s, analytics ${BLOCK_ANALYTICS ? 'blocked (--block-analytics)' : 'requested as on the live site'}\n`);
    for (const page of PAGES) for (const form of FORMS) cells.push(await measure(server.origin + page, page, form));
  } finally {
    await server.stop();
  }
  // After the site, with its server stopped: the floor runs on an otherwise idle machine too.
  const floor = FLOOR ? await measureFloor() : [];
  console.log(`\nMedians of ${RUNS} runs (${((Date.now() - started) / 1000).toFixed(0)} s in all; full reports in ${REPORT_DIR}/):`);
  printTable(cells);
  if (floor.length) printFloor(floor);
  const pass = printBudgets(cells);
  printFailingAudits(cells);
  printConsoleErrors(cells, server.origin);
  return pass ? 0 : 1;
}

if (process.argv[1] === import.meta.filename) {
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(error);
  }
  // An abandoned Lighthouse run may still hold sockets or timers: exit without waiting for them.
  process.exit(exitCode);
}
