import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeCycles,
  findCycles,
  folderEdges,
  importSpecifiers,
  ruleBreaks,
  unmarkedBrowserFiles,
} from './folder-cycles';

const edge = (from: string, to: string) => ({ from, to });

describe('importSpecifiers', () => {
  it('finds static, type-only, re-exported and dynamic imports, with their lines, in TSX too', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from '@/lib/c';",
      "export { d } from './d';",
      'const e = () => <div />;',
      "const f = import('./f');",
      "type G = import('./g').G;",
      "// import { h } from './h';",
    ].join('\n');
    expect(importSpecifiers(source, 'x.tsx')).toEqual([
      { value: './a', line: 1 },
      { value: '../b', line: 2 },
      { value: '@/lib/c', line: 3 },
      { value: './d', line: 4 },
      { value: './f', line: 6 },
      { value: './g', line: 7 },
    ]);
  });
});

describe('findCycles', () => {
  it('finds a two-folder and a three-folder cycle, once each', () => {
    const cycles = findCycles([
      edge('lib/a', 'lib/b'),
      edge('lib/b', 'lib/a'),
      edge('lib/c', 'lib/d'),
      edge('lib/d', 'lib/e'),
      edge('lib/e', 'lib/c'),
      edge('lib/e', 'lib/utils'),
    ]);
    expect(cycles.map((c) => c.map((e) => e.from).sort())).toEqual([
      ['lib/a', 'lib/b'],
      ['lib/c', 'lib/d', 'lib/e'],
    ]);
  });

  it('finds none in a layered graph', () => {
    expect(findCycles([edge('app', 'lib/a'), edge('lib/a', 'lib/b'), edge('app', 'lib/b')])).toEqual([]);
  });
});

describe('folderEdges and describeCycles', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('resolves relative, @/ and package.json imports to folders and names the import of each step', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-cycles-'));
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ imports: { '#html': { default: './lib/html/node.ts' } } }),
      'lib/site/graph.ts': "import { load } from '../blog/load';\nexport const graph = load;\n",
      'lib/blog/load.ts': "export const load = 1;\nexport { html } from '#html';\n",
      'lib/blog/source.ts': "import { graph } from '@/lib/site/graph';\nexport const posts = graph;\n",
      'lib/html/node.ts': "import type { Page } from '../site/graph';\nexport const html = 1;\n",
      'lib/utils/x.ts': "import fs from 'node:fs';\nimport { z } from 'zod';\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const edges = folderEdges(
      root,
      Object.keys(files).filter((f) => f.endsWith('.ts')),
    );
    expect(edges.map((e) => `${e.from}>${e.to}`).sort()).toEqual([
      'lib/blog>lib/html',
      'lib/blog>lib/site',
      'lib/html>lib/site',
      'lib/site>lib/blog',
    ]);
    const report = describeCycles(findCycles(edges));
    expect(report).toContain('error: folders import each other in a cycle: lib/blog → lib/site → lib/blog');
    expect(report).toContain("lib/blog/source.ts:1 imports '@/lib/site/graph' (lib/site)");
    expect(report).toContain("lib/site/graph.ts:1 imports '../blog/load' (lib/blog)");
  });
});

describe('ruleBreaks', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a page component reading the site layer, and a browser file importing Node or server-only code', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rule-breaks-'));
    const files: Record<string, string> = {
      'package.json': '{}',
      'lib/site/source.ts': 'export const site = 1;\n',
      'lib/site/page-data.ts': 'export const data = 1;\n',
      'lib/navigation/page-data.ts': 'export type Data = { a: 1 };\n',
      'lib/secret/keys.ts': "import 'server-only';\nexport const key = 1;\n",
      'components/docs/doc-page.tsx':
        "import type { Data } from '@/lib/navigation/page-data';\nimport { site } from '@/lib/site/source';\n",
      'components/blog/post-page.tsx': "import { data } from '../../lib/site/page-data';\n",
      'components/ui/menu.client.tsx': "import fs from 'node:fs';\nimport { key } from '@/lib/secret/keys';\n",
      'components/ui/theme.tsx': "'use client';\nimport 'server-only';\n",
      'components/ui/server.tsx': "import fs from 'node:fs';\nimport { site } from '@/lib/site/source';\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const found = ruleBreaks(
      root,
      Object.keys(files).filter((f) => /\.tsx?$/.test(f)),
    ).map((b) => `${b.file}:${b.line} ${b.specifier}`);
    expect(found).toEqual([
      'components/docs/doc-page.tsx:2 @/lib/site/source',
      'components/blog/post-page.tsx:1 ../../lib/site/page-data',
      'components/ui/menu.client.tsx:1 node:fs',
      'components/ui/menu.client.tsx:2 @/lib/secret/keys',
      'components/ui/theme.tsx:2 server-only',
    ]);
  });
});

describe('unmarkedBrowserFiles', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names the lib files a client file reaches that do not say they run in the browser', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-files-'));
    const files: Record<string, string> = {
      'package.json': JSON.stringify({
        imports: { '#html': { browser: './lib/html/browser.ts', default: './lib/html/node.ts' } },
      }),
      'components/box.client.tsx':
        "import { a } from '@/lib/x/a';\nimport type { T } from '@/lib/x/types';\nimport { h } from '#html';\n",
      'components/menu.tsx':
        "'use client';\nimport { s } from '@/lib/browser/store';\nimport { c } from '@/lib/x/c.client';\n",
      'components/page.tsx': "import { server } from '@/lib/x/server';\n",
      'lib/x/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'lib/x/b.ts': 'export const b = 1;\n',
      'lib/x/c.client.ts': 'export const c = 1;\n',
      'lib/x/types.ts': 'export type T = 1;\n',
      'lib/x/server.ts': 'export const server = 1;\n',
      'lib/browser/store.ts': 'export const s = 1;\n',
      'lib/html/browser.ts': 'export const h = 1;\n',
      'lib/html/node.ts': "import fs from 'node:fs';\nexport const h = fs;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const found = unmarkedBrowserFiles(
      root,
      Object.keys(files).filter((f) => /\.tsx?$/.test(f)),
    );
    expect(found.sort((x, y) => x.file.localeCompare(y.file))).toEqual([
      { file: 'lib/x/a.ts', via: 'components/box.client.tsx' },
      { file: 'lib/x/b.ts', via: 'lib/x/a.ts' },
    ]);
  });
});
