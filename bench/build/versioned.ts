/**
 * `npm run bench:build -- --versioned`: for each size, right after the single-version build, the
 * same site with one cut version (`npm run docs:version -- 3.2`, lib/versions) in another copy,
 * built clean. Budgets: the versioned clean build takes at most 2.2× the single-version one, and a
 * versioned page's first-load JavaScript stays within 1 KB (gzip) of the same page today.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySite } from '../../scripts/site-copy';
import { measurePage, type PageWeight } from '../page-weight';
import { REAL_PAGE, type Result } from './result';
import { type BuildRun, runBuild } from './run';
import { writeSyntheticDocs } from './synthetic-docs';

const VERSIONED_BUDGET = { ratio: 2.2, firstLoadBytes: 1024, version: '3.2' };

export interface VersionedResult {
  size: number;
  /** The single-version clean build of the same size, measured just before. */
  single: BuildRun;
  build: BuildRun;
  /** REAL_PAGE in the single-version build; the same doc in the cut version, and in the current docs. */
  js?: { today: PageWeight; versioned: PageWeight; current: PageWeight };
}

/** The route of REAL_PAGE in the cut version. */
const versionedPage = REAL_PAGE.replace('/docs/', `/docs/${VERSIONED_BUDGET.version}/`);

/** Builds a copy of size `single.size` with one cut version, beside the single-version build `single`. */
export async function benchVersioned(single: Result, timeoutMinutes: number, dirs: string[]): Promise<VersionedResult> {
  const { size } = single;
  console.log(`\n${size} synthetic pages, with version ${VERSIONED_BUDGET.version} cut`);
  const dir = copySite(fs.mkdtempSync(path.join(os.tmpdir(), `build-versioned-${size}-`)), { files: 'working-tree' });
  dirs.push(dir);
  writeSyntheticDocs(dir, size);
  const cut = spawnSync('npx', ['tsx', 'scripts/docs-version.ts', VERSIONED_BUDGET.version], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (cut.status !== 0) throw new Error(`docs:version failed in ${dir}:\n${cut.stderr}`);
  console.log(`  ${cut.stdout.trim()}`);
  const build = await runBuild(dir, timeoutMinutes, 'versioned');
  const result: VersionedResult = { size, single: single.build, build };
  if (build.ok && single.build.ok)
    result.js = {
      today: measurePage(path.join(single.dir, '.next'), REAL_PAGE),
      versioned: measurePage(path.join(dir, '.next'), versionedPage),
      current: measurePage(path.join(dir, '.next'), REAL_PAGE),
    };
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** Prints the versioned builds against the single-version ones; false when a budget fails. */
export function checkVersionedBudgets(results: VersionedResult[]): boolean {
  let pass = true;
  const line = (ok: boolean, text: string) => {
    pass &&= ok;
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  };
  for (const r of results) {
    const ratio = r.build.seconds / r.single.seconds;
    line(
      r.build.ok && r.single.ok && ratio <= VERSIONED_BUDGET.ratio,
      `${r.size} pages with a cut version: clean build ${r.build.seconds.toFixed(1)} s vs ${r.single.seconds.toFixed(1)} s ` +
        `single-version = ×${ratio.toFixed(2)} (budget ×${VERSIONED_BUDGET.ratio})`,
    );
    if (!r.js) continue;
    const { today, versioned, current } = r.js;
    for (const [what, page] of [
      [versionedPage, versioned],
      [`${REAL_PAGE} (versioned site)`, current],
    ] as const) {
      const delta = page.gzipBytes - today.gzipBytes;
      line(
        Math.abs(delta) <= VERSIONED_BUDGET.firstLoadBytes,
        `${r.size} pages: first-load JS of ${what} ${kb(page.gzipBytes)} gzip vs ${REAL_PAGE} today ` +
          `${kb(today.gzipBytes)}: ${delta >= 0 ? '+' : ''}${delta} B (budget ±${VERSIONED_BUDGET.firstLoadBytes} B)`,
      );
    }
  }
  return pass;
}
