import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles } from '../lib/build/fingerprint';
import { tempFolders, writeIn } from '../lib/build/temp-project';
import {
  COMPILED_DATA,
  compileFingerprint,
  forgetFullBuild,
  RUNTIME_DATA,
  recordFullBuild,
  removePrerendered,
  reuseRefusal,
} from './next-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const folder = tempFolders('next-build-test-');
const write = writeIn;

/** A project with code, content, an OpenAPI document, outputs, and a full build in .next. */
function project(): string {
  const root = folder();
  write(root, 'app/page.tsx', 'export default function Page() { return null; }\n');
  write(root, 'lib/site.ts', 'export const a = 1;\n');
  write(root, 'package-lock.json', '{}');
  write(root, 'content/site.config.json', '{"title":"A"}');
  write(root, 'content/docs/intro.mdx', '# Intro\n');
  write(root, 'openapi/content.yaml', 'openapi: 3.1.0\n');
  write(root, 'public/docs/intro.md', '# Intro\n');
  write(root, 'tsconfig.tsbuildinfo', '1');
  write(root, 'bench/site/node_modules/x/index.js', '1');
  write(root, '.next/BUILD_ID', 'build-1');
  write(root, '.next/prerender-manifest.json', '{}');
  write(root, '.next/routes-manifest.json', '{}');
  write(root, '.next/server/app/index.html', '<p>old</p>');
  return root;
}

const ENV = { NODE_ENV: 'production' };
const fingerprint = (root: string, env: Record<string, string> = ENV) => compileFingerprint(root, env);

describe('compileFingerprint', () => {
  it('changes with the code, a compiled data file, a content file name, the environment Next compiles with', () => {
    const root = project();
    const before = fingerprint(root);
    expect(fingerprint(root)).toBe(before);
    const changed = (edit: () => void, env: Record<string, string> = ENV) => {
      edit();
      const after = fingerprint(root, env);
      expect(after).not.toBe(before);
      return after;
    };
    let last = changed(() => write(root, 'lib/site.ts', 'export const a = 2;\n'));
    last = changed(() => write(root, 'content/site.config.json', '{"title":"B"}'));
    expect(fingerprint(root, { ...ENV, E2E_TEST_ROUTES: '1' })).not.toBe(last);
    expect(fingerprint(root, { ...ENV, NEXT_PUBLIC_X: '1' })).not.toBe(last);
    write(root, 'content/docs/new.mdx', '# New\n');
    expect(fingerprint(root)).not.toBe(last);
    fs.renameSync(path.join(root, 'openapi/content.yaml'), path.join(root, 'openapi/cms.yaml'));
    expect(fingerprint(root)).not.toBe(last);
  });

  it('stays the same when content, documents, outputs or unrelated environment change', () => {
    const root = project();
    const before = fingerprint(root);
    write(root, 'content/docs/intro.mdx', '# Intro, edited\n');
    write(root, 'openapi/content.yaml', 'openapi: 3.1.0\ninfo: {}\n');
    write(root, 'public/docs/intro.md', '# Intro, edited\n');
    write(root, '.next/server/app/index.html', '<p>new</p>');
    write(root, 'tsconfig.tsbuildinfo', '2');
    write(root, 'bench/site/node_modules/x/index.js', '2');
    write(root, '.generated/api/content.html', '<p></p>');
    write(root, 'build.log', 'compiled');
    write(root, 'bench/site/rebuild.log', 'compiled');
    expect(fingerprint(root, { ...ENV, HOME: '/elsewhere', MCP_LOG: '1' })).toBe(before);
  });
});

describe('reuseRefusal', () => {
  it('reuses the recorded full build while the fingerprint and the build in .next match', () => {
    const root = project();
    const print = fingerprint(root);
    expect(reuseRefusal(root, print)).toBe('no full build recorded in this folder');
    recordFullBuild(root, print);
    expect(reuseRefusal(root, print)).toBeUndefined();
    expect(reuseRefusal(root, 'other')).toBe('the code, configuration or packages changed');
  });

  it('refuses when .next holds another build or lacks what generating reads', () => {
    const root = project();
    const print = fingerprint(root);
    recordFullBuild(root, print);
    write(root, '.next/BUILD_ID', 'build-2');
    expect(reuseRefusal(root, print)).toBe('.next holds another build');
    write(root, '.next/BUILD_ID', 'build-1');
    fs.rmSync(path.join(root, '.next/server/app'), { recursive: true });
    expect(reuseRefusal(root, print)).toBe('.next lacks server/app');
    fs.rmSync(path.join(root, '.next'), { recursive: true });
    expect(reuseRefusal(root, print)).toBe('no full build recorded in this folder');
  });

  it('refuses once the build is forgotten (a build that failed or a static export)', () => {
    const root = project();
    const print = fingerprint(root);
    recordFullBuild(root, print);
    forgetFullBuild(root);
    expect(reuseRefusal(root, print)).toBe('no full build recorded in this folder');
  });
});

describe('removePrerendered', () => {
  it('removes the prerendered pages, route bodies, segments and served copies, and keeps the compiled code', () => {
    const root = project();
    const app = path.join(root, '.next/server/app');
    for (const file of ['docs/intro.html', 'docs/intro.rsc', 'docs/intro.meta', 'search-shards/t0.ab.json.body'])
      write(app, file, 'x');
    write(app, 'docs/intro.segments/_full.segment.rsc', 'x');
    // What `next start` keeps of the responses it served: it answers before the files above.
    write(root, '.next/server/route-cache/APP_ROUTE/ab/$/search-index-default.json.body', 'old');
    const kept = [
      'docs/[...slug]/page.js',
      'docs/[...slug]/page.js.nft.json',
      'docs/[...slug]/page/build-manifest.json',
    ];
    for (const file of kept) write(app, file, 'x');
    // The old index page, the four files above, the segment file and the served copy.
    expect(removePrerendered(root)).toBe(7);
    expect(fs.existsSync(path.join(root, '.next/server/route-cache'))).toBe(false);
    const left = fs.readdirSync(app, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(left.map((entry) => path.relative(app, path.join(entry.parentPath, entry.name))).sort()).toEqual(
      [...kept].sort(),
    );
  });
});

describe('what Next compiles', () => {
  it('imports no content or OpenAPI file but those fingerprinted whole', () => {
    // If code imported a doc or a document, editing it would change the compiled code, and a
    // rebuild reusing the last compile would serve it stale: such a file belongs in COMPILED_DATA.
    const list = (dir: string): string[] =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
    const entries = [...list('app'), 'proxy.node.ts', 'next.config.ts'];
    const data = codeFiles(entries, ROOT).filter((file) => RUNTIME_DATA.some((dir) => file.startsWith(`${dir}/`)));
    expect(data.length).toBeGreaterThan(0);
    expect(data.filter((file) => !COMPILED_DATA.has(file))).toEqual([]);
  });
});
