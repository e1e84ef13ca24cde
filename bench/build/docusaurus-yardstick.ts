/** The yardstick of `npm run bench:build` at size 0: the same site built by Docusaurus 3 (bench/docusaurus.ts). */

import { buildDocusaurusSite } from '../docusaurus/build';
import type { Bundler } from '../docusaurus/config';
import { loadAverages as loadAverage } from '../host';
import { duration } from './format';
import type { Result } from './result';

/**
 * Docusaurus's clean build of this site (from this checkout, under .bench/docusaurus) and its
 * rebuild after a one-doc edit, after ours, on the same machine: with Docusaurus Faster unless
 * --docusaurus-webpack.
 */
export async function docusaurusBuild(bundler: Bundler): Promise<Result['docusaurus']> {
  console.log(
    `  Docusaurus (${bundler}): clean build of the same site, then a rebuild (load average ${loadAverage()})`,
  );
  try {
    const { cleanMs, rebuildMs } = await buildDocusaurusSite({ stdio: 'ignore', bundler, rebuild: true });
    const rebuildSeconds = rebuildMs === undefined ? undefined : rebuildMs / 1000;
    console.log(
      `  Docusaurus (${bundler}): ${duration(cleanMs / 1000)}, rebuild ${duration(rebuildSeconds)} (load average after: ${loadAverage()})`,
    );
    return { bundler, seconds: cleanMs / 1000, rebuildSeconds };
  } catch (error) {
    console.log(`  Docusaurus build failed: ${(error as Error).message}`);
    return { bundler, error: (error as Error).message };
  }
}
