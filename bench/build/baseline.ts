/**
 * `npm run bench:build -- --baseline=REF` and `--without-samples`: for each size, right after the
 * build of the working tree, the same size built clean from commit REF (its tree from git, today's
 * node_modules) or from this tree without the samples' type check (build/without-samples.ts), so a
 * change's cost is read side by side on the same host. The budget is the sample check's: the clean
 * build takes at most 1.25× the build without it. Against 09b34a7^ (the last commit without
 * Twoslash) the ratio also carries everything built since (docs versions, the strict CSP's hashes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySite } from '../../scripts/site-copy';
import { EDIT, EDITED_DOC, type Result } from './result';
import { type BuildRun, runBuild } from './run';
import { writeSyntheticDocs } from './synthetic-docs';
import { removeSampleCheck } from './without-samples';

const BASELINE_RATIO = 1.25;

/** What a build is read against: a commit's tree, or this tree without the sample check. */
export type BaselineSource = { ref: string } | { withoutSamples: true };

const label = (source: BaselineSource) => ('ref' in source ? source.ref : 'this tree without the sample check');

export interface BaselineResult {
  size: number;
  ref: string;
  /** The working tree's clean build of the same size, measured just before. */
  today: BuildRun;
  build: BuildRun;
  /** The baseline's rebuild after the same one-doc edit as the working tree's (build-scale.ts). */
  rebuild?: BuildRun;
  /** The baseline as a column of the phase tables, beside the working tree's. */
  result: Result;
}

/** Builds the baseline at `result.size` synthetic pages, beside the working tree's build `result`. */
export async function benchBaseline(
  result: Result,
  source: BaselineSource,
  timeoutMinutes: number,
  dirs: string[],
): Promise<BaselineResult> {
  console.log(`\n${result.size} synthetic pages, built from ${label(source)}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `build-baseline-${result.size}-`));
  const dir = copySite(tmp, 'ref' in source ? { ref: source.ref } : { files: 'working-tree' });
  if (!('ref' in source)) removeSampleCheck(dir);
  dirs.push(dir);
  const plan = writeSyntheticDocs(dir, result.size);
  const build = await runBuild(dir, timeoutMinutes, 'baseline');
  // The same one-doc edit and rebuild as the working tree's, so both rebuilds are read in one run.
  let rebuild: BuildRun | undefined;
  if (build.ok) {
    fs.appendFileSync(path.join(dir, EDITED_DOC), `\n\n${EDIT}\n`);
    rebuild = await runBuild(dir, timeoutMinutes, 'baseline-rebuild');
  }
  const column: Result = { size: result.size, plan, build, dir, rebuild, label: label(source) };
  return { size: result.size, ref: label(source), today: result.build, build, rebuild, result: column };
}

/** Prints each working-tree build against its baseline; false when one takes over 1.25× or fails. */
export function checkBaselineBudgets(results: BaselineResult[]): boolean {
  let pass = true;
  for (const r of results) {
    const ratio = r.today.seconds / r.build.seconds;
    const ok = r.build.ok && r.today.ok && ratio <= BASELINE_RATIO;
    pass &&= ok;
    const cpu =
      r.today.cpuSeconds && r.build.cpuSeconds
        ? `; CPU time ${r.today.cpuSeconds.toFixed(0)} s vs ${r.build.cpuSeconds.toFixed(0)} s = ×${(r.today.cpuSeconds / r.build.cpuSeconds).toFixed(2)}`
        : '';
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${r.size} pages: clean build ${r.today.seconds.toFixed(1)} s vs ${r.build.seconds.toFixed(1)} s ` +
        `at ${r.ref} = ×${ratio.toFixed(2)} (budget ×${BASELINE_RATIO})${cpu}${r.build.ok ? '' : `; the baseline build failed: ${r.build.logFile}`}`,
    );
  }
  return pass;
}
