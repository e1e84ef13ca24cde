import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compilerFiles,
  compilerFingerprint,
  entryFile,
  formatEntry,
  linksResolveAlike,
  mdxCacheKey,
  parseEntry,
  readEntry,
  writeEntry,
} from './mdx-cache';
import { clearMemoryCache, compileMdxCached } from './mdx-compiler';

describe('mdxCacheKey', () => {
  const input = { source: '# Hello\n', filePath: 'content/docs/a.mdx', compiler: 'c1', development: false };

  it('is a sha256 that depends only on its input', () => {
    expect(mdxCacheKey(input)).toMatch(/^[0-9a-f]{64}$/);
    expect(mdxCacheKey({ ...input })).toBe(mdxCacheKey(input));
  });

  it('changes with the source, the file, the compiler and development output', () => {
    const keys = [
      input,
      { ...input, source: '# Hello!\n' },
      { ...input, filePath: 'content/docs/b.mdx' },
      { ...input, compiler: 'c2' },
      { ...input, development: true },
    ].map(mdxCacheKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not confuse the fields with each other', () => {
    expect(mdxCacheKey({ ...input, source: 'ab', filePath: 'c' })).not.toBe(
      mdxCacheKey({ ...input, source: 'a', filePath: 'bc' }),
    );
  });
});

describe('linksResolveAlike', () => {
  const routes = new Map([
    ['content/docs/a.mdx', '/docs/a'],
    ['content/docs/b.mdx', '/docs/b'],
  ]);

  it('holds while every recorded link resolves to the route it was compiled with', () => {
    expect(linksResolveAlike([], 'content/docs/a.mdx', new Map())).toBe(true);
    expect(
      linksResolveAlike(
        [
          ['./b.mdx', '/docs/b'],
          ['./c.mdx', null],
        ],
        'content/docs/a.mdx',
        routes,
      ),
    ).toBe(true);
  });

  it('fails when a target moved, appeared or disappeared', () => {
    expect(
      linksResolveAlike([['./b.mdx', '/docs/b']], 'content/docs/a.mdx', new Map([['content/docs/b.mdx', '/docs/bee']])),
    ).toBe(false);
    expect(
      linksResolveAlike([['./c.mdx', null]], 'content/docs/a.mdx', new Map([['content/docs/c.mdx', '/docs/c']])),
    ).toBe(false);
    expect(linksResolveAlike([['./b.mdx', '/docs/b']], 'content/docs/a.mdx', new Map())).toBe(false);
  });
});

describe('stored entries', () => {
  it('round-trip, and the stored text is still the function body', () => {
    const entry = {
      code: '"use strict";\nreturn {default: () => null};\n',
      links: [
        ['./b.mdx', '/docs/b'],
        ['./c.mdx', null],
      ] as [string, string | null][],
    };
    const text = formatEntry(entry);
    expect(parseEntry(text)).toEqual(entry);
    expect(typeof new Function(text)().default).toBe('function');
  });

  it('are ignored when malformed', () => {
    for (const text of [
      '',
      'return 1',
      '//{"links":[]}',
      '//not json\nreturn 1',
      '//{"links":[[1,2]]}\nreturn 1',
      '//null\nreturn 1',
      '//{}\nreturn 1',
    ]) {
      expect(parseEntry(text)).toBeUndefined();
    }
  });
});

describe('on disk', () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
    fs.mkdirSync(path.join(root, 'lib/markdown'), { recursive: true });
    fs.mkdirSync(path.join(root, 'lib/twoslash'), { recursive: true });
    fs.writeFileSync(path.join(root, 'lib/markdown/plugin.ts'), 'export {};\n');
    fs.writeFileSync(path.join(root, 'lib/twoslash/classes.ts'), 'export {};\n');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('fingerprints the compiler sources and the lockfile, not the tests', () => {
    expect(compilerFiles(root)).toEqual(['lib/markdown/plugin.ts', 'lib/twoslash/classes.ts', 'package-lock.json']);
    const before = compilerFingerprint(root);
    fs.writeFileSync(path.join(root, 'lib/markdown/plugin.test.ts'), 'test\n');
    expect(compilerFingerprint(root)).toBe(before);
    for (const file of ['lib/markdown/plugin.ts', 'lib/twoslash/classes.ts', 'package-lock.json']) {
      const previous = compilerFingerprint(root);
      fs.appendFileSync(path.join(root, file), '// changed\n');
      expect(compilerFingerprint(root)).not.toBe(previous);
    }
  });

  it("fingerprints the HTTP APIs' generated types, whose hovers the samples show", () => {
    const before = compilerFingerprint(root);
    fs.mkdirSync(path.join(root, '.generated/api-types'), { recursive: true });
    fs.writeFileSync(path.join(root, '.generated/api-types/content.d.ts'), 'export interface Entry { id: string }\n');
    expect(compilerFiles(root)).toContain('.generated/api-types/content.d.ts');
    const generated = compilerFingerprint(root);
    expect(generated).not.toBe(before);
    // An OpenAPI edit regenerates them: a page with a sample of that API compiles again.
    fs.writeFileSync(path.join(root, '.generated/api-types/content.d.ts'), 'export interface Entry { id: number }\n');
    expect(compilerFingerprint(root)).not.toBe(generated);
  });

  it('writes under .next/cache/acme-mdx and reads back', () => {
    const entry = { code: 'return {};', links: [] };
    expect(readEntry('k1', root)).toBeUndefined();
    writeEntry('k1', entry, root);
    expect(entryFile('k1', root)).toBe(path.join(root, '.next/cache/acme-mdx/k1.js'));
    expect(readEntry('k1', root)).toEqual(entry);
    expect(fs.readdirSync(path.join(root, '.next/cache/acme-mdx'))).toEqual(['k1.js']);
  });

  // The first compile of a `ts` block starts the sample checker's TypeScript program: seconds on a busy host.
  it('compiles once, then reuses the entry until a linked route changes', { timeout: 30_000 }, async () => {
    const source = 'See [B](./b.mdx#setup) and [C](./c.mdx).\n\n```ts\nconst x = 1;\n```\n';
    const routes = new Map([['content/docs/b.mdx', '/docs/b']]);
    const options = { filePath: 'content/docs/a.mdx', fileRoutes: routes };
    const first = await compileMdxCached(source, options, root);
    expect(first.from).toBe('compiler');
    expect(first.code).toContain('"/docs/b#setup"');
    expect(first.code).toContain('"./c.mdx"');
    expect(first.code).toContain('className: "k"');
    expect(first.links).toEqual([
      ['./b.mdx', '/docs/b'],
      ['./c.mdx', null],
    ]);
    expect(fs.readdirSync(path.join(root, '.next/cache/acme-mdx'))).toHaveLength(1);

    // An unrelated route appearing does not matter.
    const more = new Map([...routes, ['content/docs/z.mdx', '/docs/z']]);
    const again = await compileMdxCached(source, { ...options, fileRoutes: more }, root);
    expect(again.from).toBe('memory');
    expect(again.code).toBe(first.code);
    clearMemoryCache();
    const fromDisk = await compileMdxCached(source, options, root);
    expect(fromDisk.from).toBe('disk');
    expect(fromDisk.code).toBe(first.code);

    // A linked page appearing does.
    const withC = new Map([...routes, ['content/docs/c.mdx', '/docs/c']]);
    const relinked = await compileMdxCached(source, { ...options, fileRoutes: withC }, root);
    expect(relinked.from).toBe('compiler');
    expect(relinked.code).toContain('"/docs/c"');
  });

  it('reports compile errors with line and column, and caches nothing for them', async () => {
    await expect(
      compileMdxCached('# Hi\n\n<div>\n\nunclosed\n', { filePath: 'content/docs/bad.mdx' }, root),
    ).rejects.toThrow(/3:1/);
    expect(fs.existsSync(path.join(root, '.next/cache/acme-mdx'))).toBe(false);
  });
});
