import fs from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { sdkProjects } from '../build/temp-project';
import { compilerFingerprint, mdxCacheKey, readEntry, writeEntry } from '../markdown/mdx-cache';
import type { SampleCheckBeside } from '../twoslash/check';
import { AHEAD_FROM, mdxUnits, staleUnits, startCompileAhead } from './compile-ahead';
import type { ContentEntry, ContentGraph } from './graph';

// The child runs in its project, so each test project bundles it into the shared node_modules/.cache.
const BUNDLES = path.resolve('node_modules/.cache/acme-scripts');
const bundlesBefore = new Set(fs.existsSync(BUNDLES) ? fs.readdirSync(BUNDLES) : []);
afterAll(() => {
  for (const name of fs.existsSync(BUNDLES) ? fs.readdirSync(BUNDLES) : [])
    if (!bundlesBefore.has(name) && name.startsWith('compile-ahead-child-'))
      fs.rmSync(path.join(BUNDLES, name), { recursive: true, force: true });
});

/** A project with a small SDK declaration, as lib/twoslash's tests make. */
const sdkProject = sdkProjects('compile-ahead-');
const project = () => sdkProject({ sdk: '/** Greets. */\nexport function greet(name: string): string;\n' });

const doc = (name: string, body: string) =>
  ({ filePath: `content/docs/${name}.mdx`, href: `/docs/${name}`, body, bodyLineOffset: 3 }) as unknown as ContentEntry;
const post = (name: string, body: string) =>
  ({ ...doc(name, body), filePath: `content/blog/${name}.mdx`, authors: [] }) as unknown as ContentEntry;

function graphOf(entries: ContentEntry[]): ContentGraph {
  const fileRoutes = new Map(entries.map((entry) => [entry.filePath, entry.href] as [string, string]));
  const analyse = (entry: ContentEntry) => ({ tree: unified().use(remarkParse).parse(entry.body) });
  return { entries, fileRoutes, analyse } as unknown as ContentGraph;
}

/** The production entry of a page in root's compiled-MDX cache, as the build's workers look it up. */
const cached = (root: string, source: string, filePath: string) =>
  readEntry(mdxCacheKey({ source, filePath, compiler: compilerFingerprint(root), development: false }), root);

/** A sample check that says every page's samples are checked, though none is cached yet. */
const sayChecked = { checked: async () => true } as unknown as SampleCheckBeside;

describe('mdxUnits', () => {
  it('lists each body, and a post cut by the truncate marker once more for the blog lists', () => {
    const cut = 'Intro.\n\n{/* truncate */}\n\nMore.';
    const units = mdxUnits([doc('a', '# A'), post('p', cut), post('q', 'Whole.')]);
    expect(units).toEqual([
      { source: '# A', filePath: 'content/docs/a.mdx' },
      { source: cut, filePath: 'content/blog/p.mdx' },
      { source: 'Intro.', filePath: 'content/blog/p.mdx' },
      { source: 'Whole.', filePath: 'content/blog/q.mdx' },
    ]);
  });
});

describe('staleUnits', () => {
  it('leaves out what the cache holds with links that still resolve alike', () => {
    const root = project();
    const compiler = compilerFingerprint(root);
    const key = (source: string, filePath: string) => mdxCacheKey({ source, filePath, compiler, development: false });
    const units = [
      { source: 'Fresh.', filePath: 'content/docs/a.mdx' },
      { source: 'New.', filePath: 'content/docs/b.mdx' },
      { source: 'See [c](./c.mdx).', filePath: 'content/docs/b.mdx' },
    ];
    writeEntry(key('Fresh.', 'content/docs/a.mdx'), { code: 'return {}', links: [] }, root);
    // Compiled when ./c.mdx was /docs/c; it has moved since.
    writeEntry(key(units[2].source, units[2].filePath), { code: 'return {}', links: [['./c.mdx', '/docs/c']] }, root);
    const routes = new Map([['content/docs/c.mdx', '/docs/moved']]);
    expect(staleUnits(units, routes, root)).toEqual(units.slice(1));
    // Development output is another key: the build's workers would not find it.
    writeEntry(
      mdxCacheKey({ source: 'New.', filePath: 'content/docs/b.mdx', compiler, development: true }),
      { code: 'x', links: [] },
      root,
    );
    expect(staleUnits(units, routes, root)).toContainEqual(units[1]);
  });
});

describe('startCompileAhead', { timeout: 120_000 }, () => {
  const pages = () => [
    doc('one', '# One\n\n```bash\nls\n```\n'),
    doc('two', '# Two'),
    doc('three', '# Three'),
    doc('typed', "```ts\nimport { greet } from '@acme/sdk';\nconst hi = greet('Ana');\n```\n"),
  ];

  it('leaves a few changed pages to the build', async () => {
    const root = project();
    const ahead = startCompileAhead(root);
    const report = await ahead.run(
      graphOf(pages().slice(0, AHEAD_FROM - 1)),
      Promise.resolve(),
      sayChecked,
      Promise.resolve(true),
    );
    expect(report).toMatchObject({
      compiled: 0,
      skipped: `${AHEAD_FROM - 1} page(s) changed, left to the build's workers`,
    });
    expect(cached(root, '# Two', 'content/docs/two.mdx')).toBeUndefined();
  });

  it('compiles production output into the cache, a page with samples once the check is done, with their types', async () => {
    const root = project();
    const entries = pages();
    const ahead = startCompileAhead(root);
    const report = await ahead.run(graphOf(entries), Promise.resolve(), sayChecked, Promise.resolve(true));
    expect(report).toMatchObject({ compiled: 4, failed: [], unchecked: [] });
    for (const entry of entries) expect(cached(root, entry.body, entry.filePath)).toBeDefined();
    expect(cached(root, entries[0].body, entries[0].filePath)?.code).toContain('data-rehype-pretty-code-figure');
    // Sent before its sample was checked, it was put aside, then compiled with the hover types.
    expect(cached(root, entries[3].body, entries[3].filePath)?.code).toContain('ts-hover');
  });

  it('leaves a page whose samples did not pass to the build, and one that does not compile', async () => {
    const root = project();
    const entries = [...pages(), doc('broken', '<div>\n\nnot closed')];
    const ahead = startCompileAhead(root);
    const report = await ahead.run(graphOf(entries), Promise.resolve(), sayChecked, Promise.resolve(false));
    expect(report).toMatchObject({
      compiled: 3,
      failed: ['content/docs/broken.mdx'],
      unchecked: ['content/docs/typed.mdx'],
    });
    // Not kept without its types: the build compiles it.
    expect(cached(root, entries[3].body, entries[3].filePath)).toBeUndefined();
  });
});
