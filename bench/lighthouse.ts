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
 * an empty Next.js page built with the same versions and compile hints (empty-app-build.ts,
 * lighthouse/floor.ts). They are not budgeted; they show what this machine and stack reach at
 * best, so a budget below the empty page's figure is reported as below the floor. Each mobile
 * page is also printed against the empty page (TBT as a multiple of its, performance in points
 * below it), and the table beside Lighthouse's benchmarkIndex: the absolute scores follow the
 * host's CPU (about 20 mobile points between an index of 2,700 and one of 1,300), the ratios much less.
 *
 * "CSP is effective against XSS" (csp-xss) is informative in Lighthouse (no category counts it):
 * its result is printed per page and form factor, with its findings when it fails. `--pages=/,/blog`
 * and `--runs=1` give a quick look at a few pages; `--port=N` is the first port the server tries.
 *
 * Bounded in time: each run (Chromium launch and Lighthouse) is abandoned after RUN_TIMEOUT_MS and
 * its Chromium killed; a failed run is reported, left out of the medians and retried (at most two
 * retries per page and form factor). Every report is written to .bench/lighthouse/ (git-ignored).
 *
 * `--docusaurus` (lighthouse/side-by-side.ts): instead, our pages beside the Docusaurus Faster
 * build of the same content (built clean first, served statically with gzip), in pairs (`/`,
 * `/docs/experience-sdk/intro`, `/api/content` ↔ its Redoc page, `/blog`, and
 * `/docs/acme-profiles/intro`, our page with a mermaid diagram, ↔ their docs page), mobile, in
 * alternating rounds (ours, theirs, ours, theirs, …), medians of RUNS: performance, FCP, LCP and
 * TBT side by side with their ratios and the benchmarkIndex. No budgets; `--pages=` picks pairs.
 */

import { calibrationNote, checkHost } from './host';
import { printConsoleErrors, printCspXss, printFailingAudits } from './lighthouse/audits';
import { floorReference, measureFloor, printFloor } from './lighthouse/floor';
import { benchmarkIndexNote, printBudgets, printTable } from './lighthouse/report';
import { BLOCK_ANALYTICS, type Cell, FORMS, measure, REPORT_DIR, RUN_TIMEOUT_MS, RUNS } from './lighthouse/run';
import { sideBySide } from './lighthouse/side-by-side';
import { startServer, warmUp } from './server';

/** `--pages=/,/blog` audits only those pages. */
const PAGES_ARG = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice(8)
  .split(',');
const PAGES = PAGES_ARG ?? ['/', '/docs/experience-sdk/intro', '/api/content', '/api/profiles', '/blog'];
const PORT = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? 3200);
/** `--no-floor`: skip the floor rows (a static page and an empty Next.js page; see lighthouse/floor.ts). */
const FLOOR = !process.argv.includes('--no-floor');

async function main(): Promise<number> {
  const host = checkHost('bench:lighthouse');
  if (process.argv.includes('--docusaurus')) return sideBySide(host, PAGES_ARG, PORT);
  const server = await startServer(PORT);
  const started = Date.now();
  const cells: Cell[] = [];
  try {
    await warmUp(server.origin, PAGES);
    console.log(
      `npm start's server on ${server.origin}: ${PAGES.length} pages × ${FORMS.length} form factors × ${RUNS} runs, Lighthouse (simulated throttling), per-run timeout ${RUN_TIMEOUT_MS / 1000} s, analytics ${BLOCK_ANALYTICS ? 'blocked (--block-analytics)' : 'requested as on the live site'}\n`,
    );
    for (const page of PAGES) for (const form of FORMS) cells.push(await measure(server.origin + page, page, form));
  } finally {
    await server.stop();
  }
  // After the site, with its server stopped: the floor runs on an otherwise idle machine too.
  const floor = FLOOR ? await measureFloor() : [];
  console.log(
    `\nMedians of ${RUNS} runs (${((Date.now() - started) / 1000).toFixed(0)} s in all; full reports in ${REPORT_DIR}/):`,
  );
  console.log(`Measured at: ${benchmarkIndexNote([...cells, ...floor])}; ${calibrationNote(host)}`);
  printTable(cells);
  if (floor.length) printFloor(floor, cells);
  else
    console.log(
      '\nNo reference measured (--no-floor): the figures above are absolute, read them at the benchmarkIndex above.',
    );
  printCspXss(cells);
  const pass = printBudgets(cells, PAGES, floorReference(floor));
  printFailingAudits(cells);
  printConsoleErrors(cells, server.origin);
  return pass ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
}
// An abandoned Lighthouse run may still hold sockets or timers: exit without waiting for them.
process.exit(exitCode);
