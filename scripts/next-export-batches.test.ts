import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// patches/next+<version>.patch (applied by `npm install`'s postinstall) makes Next's static
// generation deal the pages to its workers in turn. This runs the installed function itself, so
// it fails when the patch is missing (an install with --ignore-scripts) or no longer applies.

const source = fs.readFileSync(createRequire(import.meta.url).resolve('next/dist/export/index.js'), 'utf8');

/** `exportPagesInBatches` as Next ships it, closed over stand-ins for what it reads. */
function installedBatches(numWorkers: number) {
  const start = source.indexOf('const exportPagesInBatches = async');
  const end = source.indexOf('\n    };\n', start);
  if (start < 0 || end < 0) throw new Error('next/dist/export/index.js: exportPagesInBatches not found');
  const body = source.slice(source.indexOf('=', start) + 1, end + '\n    }'.length);
  const make = new Function(
    'nextConfig',
    'options',
    'span',
    '_path',
    'buildId',
    'pagesDataDir',
    'renderOpts',
    'dir',
    'distDir',
    'outDir',
    `return ${body};`,
  );
  const run = make({ experimental: {} }, { numWorkers }, { getId: () => 0 }, { join: () => '' });
  const worker = { exportPages: async (input: { exportPaths: string[] }) => [input.exportPaths] };
  return (paths: string[]) => run(worker, paths, {}) as Promise<string[][]>;
}

describe("Next's static generation batches (patches/next+*.patch)", () => {
  it('deals the pages of a route sorted first to both workers, not all to one', async () => {
    const docs = Array.from({ length: 30 }, (_, i) => `/docs/page-${i}`);
    const shards = Array.from({ length: 500 }, (_, i) => `/search-shards/t${i}.json`);
    const batches = await installedBatches(2)([...docs, ...shards]);
    expect(batches).toHaveLength(2);
    for (const batch of batches) {
      expect(batch.filter((p) => p.startsWith('/docs/'))).toHaveLength(15);
      expect(batch).toHaveLength(265);
    }
  });

  it('keeps every page exactly once, and one worker for a few pages', async () => {
    const paths = Array.from({ length: 61 }, (_, i) => `/p${i}`);
    const batches = await installedBatches(2)(paths);
    expect(batches.flat().sort()).toEqual([...paths].sort());
    expect(await installedBatches(2)(paths.slice(0, 10))).toEqual([paths.slice(0, 10)]);
  });
});
