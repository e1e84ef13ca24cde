/**
 * `bench:lighthouse -- --docusaurus`: our pages (npm start) beside the Docusaurus Faster build of
 * the same content (bench/docusaurus.ts, built clean first; served by static-server.ts in a
 * process of its own, gzip as ours), Lighthouse mobile, RUNS alternating rounds (pairs.ts), medians.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDocusaurusSite, DOCUSAURUS_BUILD_DIR } from '../docusaurus/build';
import { calibrationNote, type Host } from '../host';
import { freePort, type Server, serve, startServer } from '../server';
import { printTable } from '../table';
import { alternatingOrder, choosePairs, type Pair, sideBySideRows } from './pairs';
import { benchmarkIndexNote } from './report';
import { type Cell, FORMS, REPORT_DIR, RUNS, runInto } from './run';

/** Attempts for one run of one page before the round goes on without it. */
const ATTEMPTS = 3;
const MOBILE = FORMS.find((form) => form.name === 'mobile')!;

async function startDocusaurus(port: number): Promise<Server> {
  console.log('Building the Docusaurus site (Docusaurus Faster, clean; bench/docusaurus.ts) ...');
  const { cleanMs } = await buildDocusaurusSite({ stdio: 'ignore', bundler: 'faster' });
  console.log(`  built in ${(cleanMs / 1000).toFixed(1)} s into ${path.relative(process.cwd(), DOCUSAURUS_BUILD_DIR)}`);
  if (!fs.existsSync(path.join(DOCUSAURUS_BUILD_DIR, 'index.html')))
    throw new Error(`bench:lighthouse --docusaurus: no index.html in ${DOCUSAURUS_BUILD_DIR}`);
  return serve(
    ['--import', 'tsx', path.resolve('bench/lighthouse/static-server.ts'), DOCUSAURUS_BUILD_DIR, String(port)],
    port,
  );
}

export async function sideBySide(host: Host, pages: string[] | undefined, port: number): Promise<number> {
  const pairs: Pair[] = choosePairs(pages);
  const theirs = await startDocusaurus(await freePort(port + 50));
  const ours = await startServer(port);
  const started = Date.now();
  const cells = {
    ours: pairs.map((pair): Cell => ({ page: pair.ours, form: 'mobile', runs: [], failures: [] })),
    theirs: pairs.map((pair): Cell => ({ page: `docusaurus ${pair.theirs}`, form: 'mobile', runs: [], failures: [] })),
  };
  try {
    for (const pair of pairs) {
      await (await fetch(ours.origin + pair.ours)).arrayBuffer();
      const response = await fetch(theirs.origin + pair.theirs);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Docusaurus's ${pair.theirs} answered ${response.status}`);
    }
    console.log(
      `Ours: npm start on ${ours.origin}; Docusaurus: its build on ${theirs.origin}. ${pairs.length} pairs × ${RUNS} alternating rounds, Lighthouse mobile (simulated throttling)\n`,
    );
    for (const { pair, side } of alternatingOrder(pairs.length, RUNS)) {
      const origin = side === 'ours' ? ours.origin : theirs.origin;
      const url = origin + (side === 'ours' ? pairs[pair].ours : pairs[pair].theirs);
      await runInto(cells[side][pair], url, MOBILE, ATTEMPTS);
    }
  } finally {
    await ours.stop();
    await theirs.stop();
  }
  const all = [...cells.ours, ...cells.theirs];
  console.log(
    `\nMedians of ${RUNS} alternating rounds, mobile, ours / Docusaurus Faster (${((Date.now() - started) / 1000).toFixed(0)} s in all; reports in ${REPORT_DIR}/):`,
  );
  console.log(`Measured at: ${benchmarkIndexNote(all)}; ${calibrationNote(host)}`);
  printTable(sideBySideRows(pairs, cells.ours, cells.theirs));
  for (const pair of pairs.filter((p) => p.note)) console.log(`  ${pair.ours}: ${pair.note}`);
  console.log('Ratios are ours / Docusaurus: below 1× is ours faster (performance: above 1× is ours better).');
  return all.every((cell) => cell.runs.length > 0) ? 0 : 1;
}
