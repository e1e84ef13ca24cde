/**
 * `npm run bench:build -- --baseline=REF`: for each size, right after the build of the working
 * tree, the same size built clean from commit REF (its tree from git, today's node_modules), so a
 * change's cost is read side by side on the same host. The budget is the samples' type check's:
 * the clean build takes at most 1.25× the build of the commit before it (09b34a7^, the last commit
 * without Twoslash).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySite } from '../../scripts/site-copy';
import type { Result } from './result';
import { type BuildRun, runBuild } from './run';
import { writeSyntheticDocs } from './synthetic-docs';

const BASELINE_RATIO = 1.25;

export interface BaselineResult {
  size: number;
  ref: string;
  /** The working tree's clean build of the same size, measured just before. */
  today: BuildRun;
  build: BuildRun;
}

/** Builds commit `ref` at `result.size` synthetic pages, beside the working tree's build `result`. */
export async function benchBaseline(
  result: Result,
  ref: string,
  timeoutMinutes: number,
  dirs: string[],
): Promise<BaselineResult> {
  console.log(`\n${result.size} synthetic pages, built from ${ref}`);
  const dir = copySite(fs.mkdtempSync(path.join(os.tmpdir(), `build-baseline-${result.size}-`)), { ref });
  dirs.push(dir);
  writeSyntheticDocs(dir, result.size);
  const build = await runBuild(dir, timeoutMinutes, 'baseline');
  return { size: result.size, ref, today: result.build, build };
}

/** Prints each working-tree build against its baseline; false when one takes over 1.25× or fails. */
export function checkBaselineBudgets(results: BaselineResult[]): boolean {
  let pass = true;
  for (const r of results) {
    const ratio = r.today.seconds / r.build.seconds;
    const ok = r.build.ok && r.today.ok && ratio <= BASELINE_RATIO;
    pass &&= ok;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${r.size} pages: clean build ${r.today.seconds.toFixed(1)} s vs ${r.build.seconds.toFixed(1)} s ` +
        `at ${r.ref} = ×${ratio.toFixed(2)} (budget ×${BASELINE_RATIO})${r.build.ok ? '' : `; the baseline build failed: ${r.build.logFile}`}`,
    );
  }
  return pass;
}
