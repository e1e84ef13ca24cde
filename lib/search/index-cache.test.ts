import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { RECORDS, record } from './__fixtures__/records';
import { buildSearchIndex } from './build';
import { cachedBuildSearchIndex, SEARCH_CACHE_DIR } from './index-cache';
import { buildShardedIndex } from './shards';

/** A project folder with the indexing code (build.ts is the fingerprint's entry) and a lockfile. */
const project = tempProjects('search-cache-', 'lib/search/build.ts');
const stored = (root: string) => fs.readdirSync(path.join(root, SEARCH_CACHE_DIR)).filter((f) => f.endsWith('.bin'));

describe('cachedBuildSearchIndex', () => {
  it('builds the index buildSearchIndex builds, shards and all, and reads it back the next time', () => {
    const root = project();
    const index = cachedBuildSearchIndex(root)(RECORDS);
    expect(index).toEqual(buildSearchIndex(RECORDS));
    const again = cachedBuildSearchIndex(root)(RECORDS);
    expect(buildShardedIndex(again)).toEqual(buildShardedIndex(buildSearchIndex(RECORDS)));
    expect(stored(root)).toHaveLength(1);
    // A stand-in under the same key: an indexer that answers it read the cache.
    fs.writeFileSync(path.join(root, SEARCH_CACHE_DIR, stored(root)[0]), v8.serialize({ ...index, count: 99 }));
    expect(cachedBuildSearchIndex(root)(RECORDS).count).toBe(99);
  });

  it('builds again when a record or the indexing code changed, and over a damaged entry', () => {
    const root = project();
    cachedBuildSearchIndex(root)(RECORDS);
    const edited = [RECORDS[0], record('events', 'Listen for moment events')];
    const index = cachedBuildSearchIndex(root)(edited);
    expect(index.map.some(([term]) => term === 'moment')).toBe(true);
    expect(stored(root)).toHaveLength(2);
    fs.writeFileSync(path.join(root, 'lib/search/build.ts'), 'export const indexer = 2;\n');
    cachedBuildSearchIndex(root)(RECORDS);
    expect(stored(root)).toHaveLength(3);
    for (const name of stored(root)) fs.writeFileSync(path.join(root, SEARCH_CACHE_DIR, name), 'damaged');
    expect(cachedBuildSearchIndex(root)(RECORDS)).toEqual(buildSearchIndex(RECORDS));
  });
});
