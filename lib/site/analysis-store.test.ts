import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYSIS_CACHE_DIR, diskAnalysisStore, isStoredAnalysis } from './analysis-store';
import type { ContentEntry } from './graph';
import { type AnalysisStore, analyseWith } from './graph';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A project folder with the analysing code (graph.ts is the fingerprint's entry) and a lockfile. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'analysis-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'lib/site'), { recursive: true });
  fs.writeFileSync(path.join(root, 'lib/site/graph.ts'), 'export const parser = 1;\n');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  return root;
}

const entry = (body: string) =>
  ({ filePath: `content/docs/a-${Math.random()}.mdx`, bodyLineOffset: 4, body }) as unknown as ContentEntry;

describe('diskAnalysisStore', () => {
  it('keeps headings and links by key, and drops them when the analysing code changes', () => {
    const root = project();
    const value = {
      headings: [{ id: 'install', text: 'Install', depth: 2 }],
      links: [{ url: '/docs/x', line: 7, column: 1 }],
    };
    diskAnalysisStore(root).write('k', value);
    expect(diskAnalysisStore(root).read('k')).toEqual(value);
    expect(diskAnalysisStore(root).read('other')).toBeUndefined();
    fs.writeFileSync(path.join(root, 'lib/site/graph.ts'), 'export const parser = 2;\n');
    expect(diskAnalysisStore(root).read('k')).toBeUndefined();
  });

  it('ignores a damaged entry', () => {
    const root = project();
    const store = diskAnalysisStore(root);
    store.write('k', { headings: [], links: [] });
    const dir = path.join(root, ANALYSIS_CACHE_DIR);
    for (const name of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, name), '{"headings":');
    expect(store.read('k')).toBeUndefined();
    expect(isStoredAnalysis({ headings: [], links: 'no' })).toBe(false);
  });
});

describe('analyseWith', () => {
  it('stores what it parsed, and answers from the store without parsing until the tree is asked for', () => {
    const saved = new Map<string, unknown>();
    const store: AnalysisStore = {
      read: (key) => saved.get(key) as never,
      write: (key, value) => void saved.set(key, value),
    };
    const doc = entry('## Install\n\nSee [x](/docs/x).\n');
    expect(analyseWith(store)(doc).headings.map((h) => h.id)).toEqual(['install']);
    expect(saved.size).toBe(1);

    // A stored analysis of a body that no longer parses: the headings come from the store, the
    // parse (and its error) only when the tree is needed.
    const broken = entry('## Stored\n\n<Unclosed>\n');
    const key = `${broken.filePath}\0${broken.bodyLineOffset}\0${broken.body}`;
    saved.set(key, { headings: [{ id: 'stored', text: 'Stored', depth: 2 }], links: [] });
    const analysis = analyseWith(store)(broken);
    expect(analysis.headings.map((h) => h.id)).toEqual(['stored']);
    expect(() => analysis.tree).toThrow(/content\/docs\/a-/);
  });
});
