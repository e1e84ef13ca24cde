/**
 * One Lighthouse run per call of audit(), in a fresh headless Chromium, abandoned after
 * RUN_TIMEOUT_MS with its Chromium killed; measure() keeps RUNS successful runs of a page and form
 * factor (retrying failed ones) and writes each full report to REPORT_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import { describeItem } from './describe';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Audit = Lhr['audits'][string];

export const FORMS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
] as const;
type FormName = (typeof FORMS)[number]['name'];
/** `--runs=N` for a quicker look (3 by default: the table shows medians). */
export const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
/** Attempts per page and form factor: a failed run (e.g. a lost trace) is retried, at most twice. */
const MAX_ATTEMPTS = RUNS + 2;
/** Where every run's full report (JSON) is kept, for a closer look. */
export const REPORT_DIR = '.bench/lighthouse';
export const RUN_TIMEOUT_MS = 120_000;
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = '/usr/bin/chromium';
/** `--block-analytics`: the analytics tag is not requested (see the header comment). */
export const BLOCK_ANALYTICS = process.argv.includes('--block-analytics');
const ANALYTICS_URLS = ['*www.googletagmanager.com*', '*google-analytics.com*'];
// The flags the tests start Chromium with (e2e/chromium.ts), headless.
const CHROME_FLAGS = ['--headless=new', ...chromiumLaunchOptions.args];

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
  /** "CSP is effective against XSS" (csp-xss): no High finding (a bypass), and its findings as `severity: directive: text`. */
  cspXss: { pass: boolean; findings: string[] };
}

export interface Cell {
  page: string;
  form: FormName;
  runs: RunSummary[];
  failures: string[];
}

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
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 45_000,
        blockedUrlPatterns: BLOCK_ANALYTICS ? ANALYTICS_URLS : [],
      },
      form.config,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  };
  const running = run();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no result after ${RUN_TIMEOUT_MS / 1000} s, abandoned`)),
      RUN_TIMEOUT_MS,
    );
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
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)]),
  ) as RunSummary['scores'];
  const resources =
    (
      lhr.audits['resource-summary']?.details as
        | { items?: Array<{ resourceType: string; transferSize: number }> }
        | undefined
    )?.items ?? [];
  const failing = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => ({ category, audit: lhr.audits[ref.id], weight: ref.weight }))
      .filter(
        ({ audit }) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      ),
  );
  const consoleItems =
    (lhr.audits['errors-in-console']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
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
    cspXss: cspXss(lhr),
  };
}

function cspXss(lhr: Lhr): RunSummary['cspXss'] {
  const audit = lhr.audits['csp-xss'];
  const items = (audit?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const text = (value: unknown) =>
    typeof value === 'string' ? value : String((value as { formattedDefault?: string })?.formattedDefault ?? '');
  // Informative audits always score 1: the result is whether it found a bypass (severity High).
  return {
    pass: audit !== undefined && !items.some((item) => text(item.severity) === 'High'),
    findings: items.map((item) =>
      [text(item.severity), item.directive, text(item.description)].filter(Boolean).join(': ').slice(0, 160),
    ),
  };
}

function saveReport(lhr: Lhr, page: string, form: FormName, run: number) {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const slug = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w.-]+/g, '_');
  fs.writeFileSync(path.join(REPORT_DIR, `${slug}.${form}.${run}.json`), JSON.stringify(lhr));
}

/**
 * One more run of a cell's page, tried up to `attempts` times: a successful run is added to the
 * cell (its report saved), each failure to its failures. Returns whether a run succeeded.
 */
export async function runInto(
  cell: Cell,
  url: string,
  form: (typeof FORMS)[number],
  attempts: number,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const runStarted = Date.now();
    try {
      const lhr = await audit(url, form);
      cell.runs.push(summarize(lhr));
      saveReport(lhr, cell.page, form.name, cell.runs.length);
      process.stderr.write(
        `  ${cell.page} ${form.name} run ${cell.runs.length}: ${((Date.now() - runStarted) / 1000).toFixed(1)} s\n`,
      );
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      cell.failures.push(message);
      console.log(
        `  ${cell.page} ${form.name} attempt ${attempt} FAILED (${attempt < attempts ? 'retrying' : 'giving up'}): ${message}`,
      );
    }
  }
  return false;
}

/** RUNS successful runs of one page and form factor (failed runs retried, at most MAX_ATTEMPTS). */
export async function measure(url: string, page: string, form: (typeof FORMS)[number]): Promise<Cell> {
  const cell: Cell = { page, form: form.name, runs: [], failures: [] };
  while (cell.runs.length < RUNS) {
    const left = MAX_ATTEMPTS - cell.runs.length - cell.failures.length;
    if (left < 1 || !(await runInto(cell, url, form, left))) break;
  }
  return cell;
}
