import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importSpecifiers, resolveSpecifier, sourceClosure } from '../build/imports';
import {
  isPrebuiltFresh,
  parsePrebuilt,
  parsePrebuiltKey,
  prebuiltFile,
  prebuiltKey,
  readCheckedPrebuilt,
  readPrebuilt,
  rendererFiles,
  sourceFingerprint,
  writePrebuilt,
} from './prebuilt';

describe('parsePrebuilt', () => {
  it('returns the HTML when the fingerprint matches', () => {
    expect(parsePrebuilt(JSON.stringify({ source: 'abc', html: '<p>x</p>' }), 'abc')).toBe('<p>x</p>');
  });

  it('ignores stale, malformed or incomplete files', () => {
    expect(parsePrebuilt(JSON.stringify({ source: 'old', html: '<p>x</p>' }), 'abc')).toBeUndefined();
    expect(parsePrebuilt('{not json', 'abc')).toBeUndefined();
    expect(parsePrebuilt('null', 'abc')).toBeUndefined();
    expect(parsePrebuilt('"<p>x</p>"', 'abc')).toBeUndefined();
    expect(parsePrebuilt(JSON.stringify({ source: 'abc' }), 'abc')).toBeUndefined();
    expect(parsePrebuilt(JSON.stringify({ source: 'abc', html: 42 }), 'abc')).toBeUndefined();
  });
});

describe('prebuilt files', () => {
  let root: string;
  const spec = { id: 'pets', file: 'openapi/pets.yaml' };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prebuilt-'));
    fs.mkdirSync(path.join(root, 'openapi'));
    fs.mkdirSync(path.join(root, 'components/openapi'), { recursive: true });
    fs.mkdirSync(path.join(root, 'lib/openapi'), { recursive: true });
    fs.mkdirSync(path.join(root, 'lib/highlight'), { recursive: true });
    fs.mkdirSync(path.join(root, 'lib/unrelated'), { recursive: true });
    fs.writeFileSync(path.join(root, spec.file), 'openapi: 3.1.0\n');
    const files: Record<string, string> = {
      'package.json': JSON.stringify({
        imports: { '#html': { browser: './lib/openapi/browser.ts', default: './lib/openapi/node.ts' } },
      }),
      'package-lock.json': '{"lockfileVersion": 3}\n',
      'components/openapi/api-reference.tsx':
        "import { View } from './view';\nimport { model } from '@/lib/openapi/source';\n" +
        "import { html } from '#html';\n",
      'components/openapi/view.tsx': "import { classes } from '../../lib/highlight/classes';\nexport const View = 1;\n",
      'components/openapi/view.test.tsx': "import { View } from './view';\n",
      'components/openapi/unused.tsx': 'export const unused = 1;\n',
      'lib/openapi/source.ts': 'export const model = 1;\n',
      'lib/openapi/browser.ts': 'export const html = undefined;\n',
      'lib/openapi/node.ts': 'export const html = "";\n',
      'lib/highlight/classes.ts': 'export const classes = {};\n',
      'lib/unrelated/thing.ts': 'export const thing = 1;\n',
    };
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads back what was written while the sources are unchanged', () => {
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    expect(prebuiltFile({ id: spec.id, slug: '' }, root)).toBe(path.join(root, '.generated/api/pets/index.json'));
    expect(readPrebuilt(spec, '', root)).toBe('<main>pets</main>');
  });

  it('keeps each locale’s pages apart from the default locale’s, each with its own fingerprint', () => {
    const french = { ...spec, locale: 'fr', extra: 'fr strings v1' };
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    writePrebuilt(french, { '': '<main lang="fr">animaux</main>' }, root);
    expect(prebuiltFile({ id: 'pets', slug: '', locale: 'fr' }, root)).toBe(
      path.join(root, '.generated/api.fr/pets/index.json'),
    );
    // Writing one locale's set leaves the other's.
    expect(readPrebuilt(spec, '', root)).toBe('<main>pets</main>');
    expect(readPrebuilt(french, '', root)).toBe('<main lang="fr">animaux</main>');
    expect(readCheckedPrebuilt({ id: 'pets', slug: '', locale: 'fr' }, root)).toBe('<main lang="fr">animaux</main>');
    // The locale's strings changed: its pages are stale, the default locale's are not.
    expect(isPrebuiltFresh({ ...french, extra: 'fr strings v2' }, [''], root)).toBe(false);
    expect(isPrebuiltFresh(spec, [''], root)).toBe(true);
  });

  it('names a locale’s pages in one string the page body carries back', () => {
    expect(prebuiltKey({ id: 'pets' })).toBe('pets');
    expect(prebuiltKey({ id: '3.2/pets', locale: 'fr' })).toBe('fr:3.2/pets');
    expect(parsePrebuiltKey('fr:3.2/pets')).toEqual({ id: '3.2/pets', locale: 'fr' });
    expect(parsePrebuiltKey('pets')).toEqual({ id: 'pets' });
  });

  it('keeps one file per page of a split reference, and replaces the whole set', () => {
    writePrebuilt(
      spec,
      { '': '<main>overview</main>', pets: '<main>pets</main>', schemas: '<main>schemas</main>' },
      root,
    );
    expect(readPrebuilt(spec, 'pets', root)).toBe('<main>pets</main>');
    expect(isPrebuiltFresh(spec, ['', 'pets', 'schemas'], root)).toBe(true);
    // A page the plan now has but the set lacks: the set is rendered again.
    expect(isPrebuiltFresh(spec, ['', 'pets', 'schemas', 'schemas-2'], root)).toBe(false);
    writePrebuilt(spec, { '': '<main>whole</main>' }, root);
    expect(readPrebuilt(spec, 'pets', root)).toBeUndefined();
    expect(readPrebuilt(spec, '', root)).toBe('<main>whole</main>');
  });

  it('is ignored once the document or the renderer changes', () => {
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    fs.writeFileSync(path.join(root, spec.file), 'openapi: 3.1.1\n');
    expect(readPrebuilt(spec, '', root)).toBeUndefined();
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    const before = sourceFingerprint(spec.file, root);
    fs.writeFileSync(path.join(root, 'components/openapi/view.tsx'), 'export const x = 1;\n');
    expect(sourceFingerprint(spec.file, root)).not.toBe(before);
    expect(readPrebuilt(spec, '', root)).toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });

  it('follows the renderer through its imports, and only them', () => {
    expect(rendererFiles(root)).toEqual([
      'components/openapi/api-reference.tsx',
      'components/openapi/view.tsx',
      'lib/highlight/classes.ts',
      'lib/openapi/browser.ts',
      'lib/openapi/node.ts',
      'lib/openapi/source.ts',
    ]);
    const changes = ['lib/highlight/classes.ts', 'lib/openapi/source.ts', 'lib/openapi/node.ts', 'package-lock.json'];
    for (const file of changes) {
      const before = sourceFingerprint(spec.file, root);
      fs.appendFileSync(path.join(root, file), '// changed\n');
      expect(sourceFingerprint(spec.file, root), file).not.toBe(before);
    }
    const before = sourceFingerprint(spec.file, root);
    fs.appendFileSync(path.join(root, 'lib/unrelated/thing.ts'), '// changed\n');
    fs.appendFileSync(path.join(root, 'components/openapi/unused.tsx'), '// changed\n');
    expect(sourceFingerprint(spec.file, root)).toBe(before);
  });

  it('tells the prebuild whether the prebuilt file can be kept', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(isPrebuiltFresh(spec, [''], root)).toBe(false);
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    expect(isPrebuiltFresh(spec, [''], root)).toBe(true);
    fs.appendFileSync(path.join(root, 'lib/highlight/classes.ts'), '// changed\n');
    expect(isPrebuiltFresh(spec, [''], root)).toBe(false);
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    fs.appendFileSync(path.join(root, 'package-lock.json'), '\n');
    expect(isPrebuiltFresh(spec, [''], root)).toBe(false);
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    fs.writeFileSync(prebuiltFile({ id: spec.id, slug: '' }, root), '{"source":');
    expect(isPrebuiltFresh(spec, [''], root)).toBe(false);
  });

  it('reads a page its render found fresh without working out the fingerprint again', () => {
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    expect(readPrebuilt(spec, '', root)).toBe('<main>pets</main>');
    // The body trusts the page's check: a change since then (here, the document) is not looked at.
    fs.writeFileSync(path.join(root, spec.file), 'openapi: 3.1.1\n');
    expect(readCheckedPrebuilt({ id: spec.id, slug: '' }, root)).toBe('<main>pets</main>');
    expect(readCheckedPrebuilt({ id: spec.id, slug: 'nope' }, root)).toBeUndefined();
    vi.stubEnv('NODE_ENV', 'development');
    expect(readCheckedPrebuilt({ id: spec.id, slug: '' }, root)).toBeUndefined();
  });

  it('is not used when missing, nor by the development server', () => {
    expect(readPrebuilt(spec, '', root)).toBeUndefined();
    writePrebuilt(spec, { '': '<main>pets</main>' }, root);
    vi.stubEnv('NODE_ENV', 'development');
    expect(readPrebuilt(spec, '', root)).toBeUndefined();
  });

  it('ignores test files in the fingerprint', () => {
    const before = sourceFingerprint(spec.file, root);
    fs.writeFileSync(path.join(root, 'components/openapi/view.test.tsx'), 'test\n');
    expect(sourceFingerprint(spec.file, root)).toBe(before);
  });
});

describe('import scanner', () => {
  it('finds run-time imports, not type-only ones nor imports in comments', () => {
    const text = [
      "import fs from 'node:fs';",
      "import { a,\n  b } from './ab';",
      "import * as ns from '@/lib/ns';",
      "import './side-effect.css';",
      "import type { T } from './types';",
      "import typeDefault from './type-default';",
      "export { c } from '../c';",
      "export * from './star';",
      "export type { U } from './type-reexport';",
      "export const d = 'not-an-import';",
      '/**',
      " * import { e } from './in-a-comment';",
      ' */',
      "const lazy = () => import('./lazy');",
      'import { x } from "./double";',
      "import { a as again } from './ab';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual([
      'node:fs',
      './ab',
      '@/lib/ns',
      './side-effect.css',
      './type-default',
      '../c',
      './star',
      './lazy',
      './double',
    ]);
  });

  it('resolves relative, @/ and # specifiers to project files, not packages', () => {
    const files = new Set([
      'lib/a.ts',
      'lib/b/index.tsx',
      'components/c.tsx',
      'lib/d.ts',
      'lib/e.browser.ts',
      'lib/e.node.ts',
      'lib/data.json',
    ]);
    const exists = (file: string) => files.has(file);
    const imports = { '#e': { browser: './lib/e.browser.ts', default: './lib/e.node.ts' }, '#d': './lib/d.ts' };
    expect(resolveSpecifier('./a', 'lib/x.ts', exists)).toEqual(['lib/a.ts']);
    expect(resolveSpecifier('./a.js', 'lib/x.ts', exists)).toEqual(['lib/a.ts']);
    expect(resolveSpecifier('./b', 'lib/x.ts', exists)).toEqual(['lib/b/index.tsx']);
    expect(resolveSpecifier('../components/c', 'lib/x.ts', exists)).toEqual(['components/c.tsx']);
    expect(resolveSpecifier('@/components/c', 'app/page.tsx', exists)).toEqual(['components/c.tsx']);
    expect(resolveSpecifier('./data.json', 'lib/x.ts', exists)).toEqual(['lib/data.json']);
    expect(resolveSpecifier('#e', 'lib/x.ts', exists, imports)).toEqual(['lib/e.browser.ts', 'lib/e.node.ts']);
    expect(resolveSpecifier('#d', 'lib/x.ts', exists, imports)).toEqual(['lib/d.ts']);
    expect(resolveSpecifier('react', 'lib/x.ts', exists)).toEqual([]);
    expect(resolveSpecifier('./missing', 'lib/x.ts', exists)).toEqual([]);
    expect(resolveSpecifier('../../outside', 'lib/x.ts', () => true)).toEqual([]);
  });

  it('collects the closure of the entries, cycles included, sorted', () => {
    const texts: Record<string, string> = {
      'a.ts': "import { b } from './b';\nimport react from 'react';",
      'b.ts': "import { a } from './a';\nimport data from './data.json';",
      'data.json': "import x from './never-scanned';",
      'c.ts': "import { b } from './b';",
    };
    expect(sourceClosure(['a.ts', 'missing.ts'], (file) => texts[file])).toEqual(['a.ts', 'b.ts', 'data.json']);
  });
});
