import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPosts } from '../blog/load';
import { ContentError } from '../utils/errors';
import { loadDocs, loadMetaFiles, loadPages, MAX_CONTENT_FILE_BYTES } from './load';

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

describe('content files that are not read as written', () => {
  let site = '';
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));
  const make = (files: Record<string, string>) => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bounds-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), text);
    }
    return site;
  };
  const failure = (load: () => unknown): ContentError => {
    try {
      load();
    } catch (error) {
      return error as ContentError;
    }
    throw new Error('loaded');
  };
  const doc = '---\ntitle: A page\n---\n\nText.\n';

  it('refuses a symbolic link under content/, file or folder, naming its path', () => {
    const root = make({ 'content/docs/a.mdx': doc, 'elsewhere/b.mdx': doc, 'elsewhere/dir/c.mdx': doc });
    fs.symlinkSync(path.join(root, 'elsewhere/b.mdx'), path.join(root, 'content/docs/b.mdx'));
    const file = failure(() => loadDocs({ root }));
    expect(file).toBeInstanceOf(ContentError);
    expect(file.file).toBe('content/docs/b.mdx');
    expect(file.message).toContain('a symbolic link');
    fs.rmSync(path.join(root, 'content/docs/b.mdx'));
    fs.symlinkSync(path.join(root, 'elsewhere/dir'), path.join(root, 'content/docs/dir'));
    expect(failure(() => loadDocs({ root })).file).toBe('content/docs/dir');
    fs.mkdirSync(path.join(root, 'content/blog'));
    fs.symlinkSync(path.join(root, 'elsewhere/b.mdx'), path.join(root, 'content/blog/2026-01-01-b.mdx'));
    expect(failure(() => loadPosts({ root })).file).toBe('content/blog/2026-01-01-b.mdx');
  });

  it(`refuses a content file over ${MAX_CONTENT_FILE_BYTES / 2 ** 20} MB before reading it, naming it`, () => {
    const root = make({ 'content/docs/a.mdx': doc, 'content/pages/big.mdx': doc + 'x'.repeat(MAX_CONTENT_FILE_BYTES) });
    const big = failure(() => loadPages({ root }));
    expect(big).toBeInstanceOf(ContentError);
    expect(big.file).toBe('content/pages/big.mdx');
    expect(big.message).toContain(`over the limit of ${MAX_CONTENT_FILE_BYTES / 2 ** 20} MB`);
    expect(loadDocs({ root }).map((d) => d.id)).toEqual(['a']);
  });
});
