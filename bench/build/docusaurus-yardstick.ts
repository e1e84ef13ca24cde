/** The yardstick of `npm run bench:build` at size 0: the same site built by Docusaurus 3 (bench/docusaurus.ts). */
import { buildDocusaurusSite } from '../docusaurus/build';
import { loadAverages as loadAverage } from '../host';
import { duration } from './format';
import type { Result } from './result';

/** Docusaurus's clean build of this site (from this checkout, under .bench/docusaurus), after ours, on the same machine. */
export async function docusaurusBuild(): Promise<Result['docusaurus']> {
  console.log(`  Docusaurus: clean build of the same site (load average ${loadAverage()})`);
  try {
    const { cleanMs } = await buildDocusaurusSite({ stdio: 'ignore' });
    console.log(`  Docusaurus: ${duration(cleanMs / 1000)} (load average after: ${loadAverage()})`);
    return { seconds: cleanMs / 1000 };
  } catch (error) {
    console.log(`  Docusaurus build failed: ${(error as Error).message}`);
    return { error: (error as Error).message };
  }
}
