import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../utils/errors';
import { loadDocs, loadMetaFiles, loadPages } from './load';

const root = path.join(import.meta.dirname, '__fixtures__/site');

describe('loadDocs', () => {
  it('reads every doc with its id, route, folder and file path, leaving drafts out', () => {
    const docs = loadDocs({ root, includeDrafts: false });
    expect(docs.map((d) => d.id)).toEqual([
      'guide/advanced/alpha',
      'guide/advanced/zeta',
      'guide/start',
      'guide/usage',
      'top',
    ]);
    const start = docs.find((d) => d.id === 'guide/start')!;
    expect(start).toMatchObject({ href: '/docs/guide/start', dir: 'guide', filePath: 'content/docs/guide/start.mdx' });
    expect(start.frontmatter.title).toBe('Start here');
  });

  it('includes drafts when asked (development)', () => {
    expect(loadDocs({ root, includeDrafts: true }).map((d) => d.id)).toContain('guide/secret');
  });

  it('reads meta files and standalone pages', () => {
    expect(loadMetaFiles({ root })).toEqual([
      {
        dir: 'guide',
        filePath: 'content/docs/guide/_meta.json',
        meta: { label: 'Guide', position: 1, collapsible: true, collapsed: false },
      },
    ]);
    expect(loadPages({ root, includeDrafts: false }).map((p) => [p.slug, p.href])).toEqual([['about', '/about']]);
  });

  it('returns nothing for a missing content folder', () => {
    expect(loadDocs({ root: path.join(root, 'nowhere') })).toEqual([]);
  });
});

describe('line numbers', () => {
  it('reports link lines as lines of the file, frontmatter included', async () => {
    const { parseMarkdown } = await import('../markdown/parse');
    const { extractLinks } = await import('../markdown/link-extract');
    const start = loadDocs({ root }).find((d) => d.id === 'guide/start')!;
    // start.mdx: 4 frontmatter lines, a blank line, "## Install", a blank line, then the link on line 8.
    expect(extractLinks(parseMarkdown(start.body), start.bodyLineOffset)).toEqual([
      { url: './usage.mdx#run-it', line: 8, column: 5 },
    ]);
  });
});

describe('keepBroken (development)', () => {
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-broken-'));
    fs.mkdirSync(path.join(dir, 'content/docs/guide'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'content/pages'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content/docs/guide/good.mdx'), '---\ntitle: Good\n---\n\nFine.\n');
    fs.writeFileSync(
      path.join(dir, 'content/docs/guide/bad.mdx'),
      '---\ntitle: Bad\nsidebar_position: first\n---\n\nBody.\n',
    );
    fs.writeFileSync(path.join(dir, 'content/pages/oops.mdx'), '---\ntitel: Oops\n---\n');
    return dir;
  };

  it('fails the whole load without it, naming the file and line (the build)', () => {
    expect(() => loadDocs({ root: tmp() })).toThrow(
      /content\/docs\/guide\/bad\.mdx:\n {2}- line 3: frontmatter\.sidebar_position/,
    );
  });

  it('loads a broken file as a stand-in carrying its error; the others load as usual', () => {
    const root = tmp();
    const docs = loadDocs({ root, keepBroken: true });
    expect(docs.map((d) => [d.id, d.frontmatter.title, d.loadError === undefined])).toEqual([
      ['guide/bad', 'bad', false],
      ['guide/good', 'Good', true],
    ]);
    const bad = docs[0];
    expect(bad.body).toBe('');
    expect(bad.loadError).toBeInstanceOf(ContentError);
    expect(bad.loadError?.message).toMatch(/bad\.mdx:\n {2}- line 3: frontmatter\.sidebar_position: .*expected number/);
    const [page] = loadPages({ root, keepBroken: true });
    expect(page.loadError?.message).toMatch(/oops\.mdx:[\s\S]*unknown key "titel"/);
  });
});
