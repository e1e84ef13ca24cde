import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { ANALYSIS_CACHE_DIR, diskAnalysisStore, isStoredAnalysis } from './analysis-store';
import type { ContentEntry, EntryAnalysis } from './graph';
import { type AnalysisStore, analyseWith } from './graph';

/** A project folder with the analysing code (graph.ts is the fingerprint's entry) and a lockfile. */
const project = tempProjects('analysis-', 'lib/site/graph.ts');

const entry = (body: string) =>
  ({ filePath: `content/docs/a-${Math.random()}.mdx`, bodyLineOffset: 4, body }) as unknown as ContentEntry;

describe('diskAnalysisStore', () => {
  it('keeps the tree, headings and links by key, and drops them when the analysing code changes', () => {
    const root = project();
    const tree: Root = {
      type: 'root',
      children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Install' }] }],
      position: { start: { line: 5, column: 1, offset: 0 }, end: { line: 5, column: 11, offset: 10 } },
    };
    const value = {
      tree,
      headings: [{ id: 'install', text: 'Install', depth: 2 }],
      links: [{ url: '/docs/x', line: 7, column: 1 }],
    };
    diskAnalysisStore(root).write('k', value);
    expect(diskAnalysisStore(root).read('k')).toEqual(value);
    expect(diskAnalysisStore(root).read('other')).toBeUndefined();
    fs.writeFileSync(path.join(root, 'lib/site/graph.ts'), 'export const parser = 2;\n');
    expect(diskAnalysisStore(root).read('k')).toBeUndefined();
  });

  it("keeps what JSON could not: an MDX expression's RegExp, BigInt and undefined values", () => {
    const root = project();
    const doc = entry('<Cards pattern={/a+b/g} count={10n} />\n\n## Title\n');
    const parsed = analyseWith(undefined)(doc);
    const store = diskAnalysisStore(root);
    store.write('k', parsed);
    const back = store.read('k');
    expect(back).toEqual(parsed);
    const estree = JSON.stringify(back?.tree, (_key, v) =>
      typeof v === 'bigint' ? `${v}n` : v instanceof RegExp ? String(v) : v,
    );
    expect(estree).toContain('/a+b/g');
    expect(estree).toContain('10n');
  });

  it('ignores a damaged entry or one of another shape', () => {
    const root = project();
    const store = diskAnalysisStore(root);
    store.write('k', { tree: { type: 'root', children: [] }, headings: [], links: [] });
    expect(store.read('k')).toBeDefined();
    const dir = path.join(root, ANALYSIS_CACHE_DIR);
    for (const name of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, name), 'not a serialized value');
    expect(store.read('k')).toBeUndefined();
    expect(isStoredAnalysis({ headings: [], links: 'no' })).toBe(false);
    // The headings and links of the first format, without a tree.
    expect(isStoredAnalysis({ headings: [], links: [] })).toBe(false);
    expect(isStoredAnalysis({ tree: { type: 'paragraph', children: [] }, headings: [], links: [] })).toBe(false);
  });
});

describe('analyseWith', () => {
  it('stores what it parsed, and answers from the store without parsing', () => {
    const saved = new Map<string, EntryAnalysis>();
    const store: AnalysisStore = {
      read: (key) => saved.get(key),
      write: (key, value) => void saved.set(key, value),
    };
    const doc = entry('## Install\n\nSee [x](/docs/x).\n');
    const first = analyseWith(store)(doc);
    expect(first.headings.map((h) => h.id)).toEqual(['install']);
    expect(saved.size).toBe(1);

    // A stored analysis is served as it is: a body whose parse would fail is not parsed.
    const broken = entry('## Stored\n\n<Unclosed>\n');
    const key = `${broken.filePath}\0${broken.bodyLineOffset}\0${broken.body}`;
    const tree: Root = { type: 'root', children: [] };
    saved.set(key, { tree, headings: [{ id: 'stored', text: 'Stored', depth: 2 }], links: [] });
    const analysis = analyseWith(store)(broken);
    expect(analysis.headings.map((h) => h.id)).toEqual(['stored']);
    expect(analysis.tree).toBe(tree);
    // Without it, the parse fails naming the file.
    saved.clear();
    expect(() => analyseWith(store)({ ...broken, body: `${broken.body}\n` })).toThrow(/content\/docs\/a-/);
  });

  it('parses an edited body again: the store is keyed by the text', () => {
    const root = project();
    const store = diskAnalysisStore(root);
    const doc = entry('## Before\n');
    expect(analyseWith(store)(doc).headings.map((h) => h.id)).toEqual(['before']);
    const edited = { ...doc, body: '## After\n' } as ContentEntry;
    expect(analyseWith(diskAnalysisStore(root))(edited).headings.map((h) => h.id)).toEqual(['after']);
    expect(fs.readdirSync(path.join(root, ANALYSIS_CACHE_DIR))).toHaveLength(2);
  });
});
