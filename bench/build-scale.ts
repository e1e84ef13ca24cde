/**
 * `npm run bench:build [-- SIZE ...] [--keep] [--no-docusaurus] [--docusaurus-webpack] [--versioned] [--without-samples] [--baseline=REF]
 * [--timeout=MINUTES] [--force]`
 * (default sizes: 1000 5000; 0 is the site alone): how the production build grows with the
 * number of docs pages. For each size N, in a private copy of the working tree in a temp dir
 * (scripts/site-copy.ts, uncommitted changes included):
 *
 * 1. N seeded synthetic docs are added beside the real ones (build/synthetic-docs.ts). They are
 *    kept: the configuration, navbar and home page link to the real ones, and removing any would
 *    fail the content check.
 * 2. The full `npm run build` runs as a child process (build/run.ts): wall time, the time of each
 *    phase from its progress lines, and the peak memory of its process tree, sampled from /proc
 *    every 500 ms (build/sampling.ts: RSS and PSS summed, the largest process, and
 *    /usr/bin/time's figure, which catches a spike between two samples). The budget uses the RSS
 *    sum, the conservative one.
 * 3. The output is measured (build/output.ts): .next size, HTML and RSC bytes of doc pages, and
 *    how many sidebar links one page renders.
 * 4. A rebuild: one sentence is appended to one real doc and `npm run build` runs again in the
 *    same folder with .next/ (its cache/ included) and .generated/ kept, as a preview build after
 *    a one-file change with the build cache restored. The edited page must show the sentence.
 * 5. At size 0 (unless --no-docusaurus): the clean build of the same site with Docusaurus 3
 *    Faster (docusaurus/build.ts; webpack with --docusaurus-webpack) and its rebuild after the same
 *    kind of one-doc edit, right after ours on the same machine: the reference the build and
 *    rebuild times are read against; then a clean `next build` of an empty page (build/next-floor.ts),
 *    the framework's own floor.
 *
 * 6. With --versioned: the same size again in another copy with one cut docs version
 *    (build/versioned.ts), built clean right after: its time against the single-version build, and
 *    the first-load JavaScript of a versioned page against the same page today.
 * 7. With --without-samples: the same size again from this tree with the samples' type check taken
 *    out (build/without-samples.ts), built clean right after: the check's cost (its budget: 1.25×).
 *    With --baseline=REF: the same from commit REF's tree (build/baseline.ts), read the same way.
 *    Either baseline is then rebuilt after the same one-doc edit, and the phase tables show it as
 *    a column beside the working tree's: a change's effect on both builds, read in one run.
 *
 * Budgets (build/budgets.ts; exit code 1 when one fails). A build still running after --timeout
 * minutes (default 45) is stopped; the table then shows how far prerendering got and what the
 * whole phase would take at that rate. The temp dirs are removed at the end, unless --keep.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copySite } from '../scripts/site-copy';
import { type BaselineResult, benchBaseline, checkBaselineBudgets } from './build/baseline';
import { checkBudgets } from './build/budgets';
import { docusaurusBuild } from './build/docusaurus-yardstick';
import { bytes } from './build/format';
import { nextFloorBuild } from './build/next-floor';
import { type Options, parseOptions } from './build/options';
import { measureOutput } from './build/output';
import { printRebuilds, printResults } from './build/report';
import { EDIT, EDITED_DOC, REAL_PAGE, type Result } from './build/result';
import { activeChild, type BuildRun, killTree, runBuild } from './build/run';
import { readProc, SAMPLE_MS } from './build/sampling';
import { writeSyntheticDocs } from './build/synthetic-docs';
import { benchVersioned, checkVersionedBudgets, type VersionedResult } from './build/versioned';
import { calibrationNote, checkHost, loadAverages as loadAverage } from './host';

function reportFailure(build: BuildRun, what: string): void {
  console.log(
    `  ${what} ${build.timedOut ? 'timed out' : 'failed'} after ${build.seconds.toFixed(1)} s; last lines (full log: ${build.logFile}):`,
  );
  for (const line of build.lastLines.slice(-15)) console.log(`    ${line}`);
}

async function benchSize(size: number, options: Options, dirs: string[]): Promise<Result> {
  console.log(`\n${size} synthetic pages`);
  const dir = copySite(fs.mkdtempSync(path.join(os.tmpdir(), `build-scale-${size}-`)), { files: 'working-tree' });
  dirs.push(dir);
  const started = performance.now();
  const plan = writeSyntheticDocs(dir, size);
  console.log(
    `  copied the project to ${dir}, wrote ${plan.docs.length} docs in ${plan.folders.length} folders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Other work on the machine slows the build down: the load average tells whether it was idle.
  console.log(`  load average before the build: ${loadAverage()}`);
  const build = await runBuild(dir, options.timeoutMinutes, 'clean');
  console.log(`  load average after the build: ${loadAverage()} (the build alone keeps about 1–2 busy)`);
  if (!build.ok) {
    reportFailure(build, 'build');
    return { size, plan, build, dir };
  }
  const result: Result = { size, plan, build, dir, output: measureOutput(dir, plan) };

  // A preview build after a one-file change: same folder, .next/ (cache included) and .generated/ kept.
  fs.appendFileSync(path.join(dir, EDITED_DOC), `\n\n${EDIT}\n`);
  console.log(
    `  appended a sentence to ${EDITED_DOC}; rebuilding with .next/ and .generated/ kept (load average ${loadAverage()})`,
  );
  result.rebuild = await runBuild(dir, options.timeoutMinutes, 'rebuild');
  console.log(`  load average after the rebuild: ${loadAverage()}`);
  if (!result.rebuild.ok) reportFailure(result.rebuild, 'rebuild');
  else
    result.rebuildShowsEdit =
      readProc(path.join(dir, '.next/server/app', `${REAL_PAGE}.html`))?.includes(EDIT) ?? false;

  if (size === 0 && options.docusaurus) {
    result.docusaurus = await docusaurusBuild(options.docusaurus);
    result.nextFloor = nextFloorBuild();
  }
  return result;
}

const options = parseOptions(process.argv.slice(2));
const host = checkHost('bench:build');
const dirs: string[] = [];
const cleanUp = () => {
  if (options.keep) return console.log(`\nkept: ${dirs.join(' ')}`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  if (activeChild) killTree(activeChild);
  cleanUp();
  process.exit(130);
});

console.log(
  `Build scale benchmark: Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${bytes(os.totalmem())} RAM`,
);
console.log(
  `sizes: ${options.sizes.join(', ')} synthetic pages (plus the site's own docs); memory sampled every ${SAMPLE_MS} ms over the build's process tree`,
);
const results: Result[] = [];
const versioned: VersionedResult[] = [];
const baselines: BaselineResult[] = [];
try {
  for (const size of options.sizes) {
    const result = await benchSize(size, options, dirs);
    results.push(result);
    if (options.versioned && result.build.ok)
      versioned.push(await benchVersioned(result, options.timeoutMinutes, dirs));
    if (options.withoutSamples && result.build.ok)
      baselines.push(await benchBaseline(result, { withoutSamples: true }, options.timeoutMinutes, dirs));
    if (options.baseline && result.build.ok)
      baselines.push(await benchBaseline(result, { ref: options.baseline }, options.timeoutMinutes, dirs));
  }
  console.log('');
  console.log(
    `Absolute times below are read at the ${calibrationNote(host)}; the Docusaurus build (size 0) is the reference measured in this run.\n`,
  );
  // A --baseline build is a column beside the working tree's: both read in the same run.
  const columns = [...results, ...baselines.map((b) => b.result)];
  printResults(columns);
  console.log('');
  printRebuilds(columns);
  console.log('');
  const versionedPass = checkVersionedBudgets(versioned);
  const baselinePass = checkBaselineBudgets(baselines);
  process.exitCode = checkBudgets(results) && versionedPass && baselinePass && results.every((r) => r.build.ok) ? 0 : 1;
} finally {
  cleanUp();
}
