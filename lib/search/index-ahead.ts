import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { lowestPriority } from '../build/lowest-priority';
import { isSearchIndexCached } from './index-cache';
import type { SearchRecord } from './types';

/**
 * Builds the site's search index in the prebuild, for `next build`'s workers to read from the
 * search index cache (./index-cache.ts) instead of each building it while they collect page data.
 *
 * Why: an edit changes the records, so both workers built the same index at once, 0.5 s each on
 * this 2-core host, while the prebuild leaves its second core idle (bench/RESULTS.md, "The build,
 * round six"). A child process at the lowest CPU priority builds it there. It is not waited for:
 * `next build` starts as it would, and a worker that reaches the index before the child is done
 * builds it itself, as before (the cache writes whole files only). The records are the workers' own
 * (lib/site/search-records.ts), so the key is the one they look up.
 */

const RUNNER = path.join(import.meta.dirname, '../../scripts/run-bundled.mjs');
const CHILD = path.join(import.meta.dirname, 'index-ahead-child.ts');

/**
 * Starts the child on `records`, unless their index is cached already (an edit that changed no
 * record); the process is returned for tests to await.
 */
export function indexAhead(records: SearchRecord[], root = process.cwd()): ChildProcess | undefined {
  if (isSearchIndexCached(records, root)) return undefined;
  // No output: the child must not hold npm's pipes open after the prebuild exits.
  const child = spawn(process.execPath, [RUNNER, CHILD, root], { cwd: root, stdio: ['pipe', 'ignore', 'ignore'] });
  lowestPriority(child);
  child.on('error', () => {});
  child.stdin?.on('error', () => {});
  child.stdin?.end(JSON.stringify({ records }));
  child.unref();
  return child;
}
