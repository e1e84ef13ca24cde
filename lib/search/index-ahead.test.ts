import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { RECORDS } from './__fixtures__/records';
import { buildSearchIndex } from './build';
import { indexAhead } from './index-ahead';
import { cachedBuildSearchIndex, SEARCH_CACHE_DIR } from './index-cache';
import type { SearchRecord } from './types';

/** A project folder with the indexing code (build.ts is the fingerprint's entry) and a lockfile. */
const project = tempProjects('index-ahead-', 'lib/search/build.ts');
const stored = (root: string) =>
  fs.existsSync(path.join(root, SEARCH_CACHE_DIR)) ? fs.readdirSync(path.join(root, SEARCH_CACHE_DIR)) : [];

describe('indexAhead', () => {
  it("builds the records' index into the cache, under the key the build's workers look up", async () => {
    const root = project();
    const child = indexAhead(RECORDS, root);
    expect(child).toBeDefined();
    const [code] = await once(child!, 'close');
    expect(code).toBe(0);
    expect(stored(root)).toHaveLength(1);
    // A worker's lookup reads it: the same index, and no second entry.
    expect(cachedBuildSearchIndex(root)(RECORDS)).toEqual(buildSearchIndex(RECORDS));
    expect(stored(root)).toHaveLength(1);
    // Records whose index is cached start no child.
    expect(indexAhead(RECORDS, root)).toBeUndefined();
  }, 60_000);

  it('leaves the index to the workers when the child fails', async () => {
    const root = project();
    const [code] = await once(indexAhead([{ kind: 'doc' } as SearchRecord], root)!, 'close');
    expect(code).not.toBe(0);
    expect(stored(root)).toEqual([]);
  }, 60_000);
});
