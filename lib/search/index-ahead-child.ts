/**
 * The child process of `indexAhead` (./index-ahead.ts): reads `{ "records": [...] }` on stdin and
 * builds their index into the search index cache (./index-cache.ts), where the build's workers read
 * it. Writes nothing else; a failure leaves the index to the workers, which build it as before.
 */
import { text } from 'node:stream/consumers';
import { cachedBuildSearchIndex } from './index-cache';
import type { SearchRecord } from './types';

const root = process.argv[2] ?? process.cwd();
const { records } = JSON.parse(await text(process.stdin)) as { records: SearchRecord[] };
cachedBuildSearchIndex(root)(records);
