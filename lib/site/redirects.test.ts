import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../markdown/route-table';
import { fragmentRedirects, loadRedirectsFile, type Redirect, redirectErrors } from './redirects';

const table = buildRouteTable([
  { path: '/docs/new', source: 'content/docs/new.mdx', anchors: ['setup'] },
  { path: '/docs/other', source: 'content/docs/other.mdx', anchors: [] },
  { path: '/api/content', source: 'openapi/content.yaml', anchors: ['newOperation', 'listItems'] },
]);
const rule = (from: string, to: string, source = 'content/redirects.json[0]'): Redirect => ({ from, to, source });

describe('redirectErrors', () => {
  it('accepts redirects from old paths and old fragments to pages and anchors that exist', () => {
    expect(
      redirectErrors(
        [
          rule('/docs/old', '/docs/new', 'content/docs/new.mdx:4'),
          rule('/docs/older/', '/docs/new#setup'),
          rule('/api/content#oldOperation', '/api/content#newOperation'),
        ],
        table,
      ),
    ).toEqual([]);
  });

  it('fails on a redirect to a page that does not exist, or to an anchor it does not have, naming the source', () => {
    expect(redirectErrors([rule('/docs/old', '/docs/nowhere', 'content/redirects.json[3]')], table)).toEqual([
      'content/redirects.json[3]: redirect from "/docs/old" to "/docs/nowhere": the target is not a page of the site',
    ]);
    expect(redirectErrors([rule('/docs/old', '/docs/new#gone')], table)).toEqual([
      'content/redirects.json[0]: redirect from "/docs/old" to "/docs/new#gone": the target page has no anchor #gone',
    ]);
  });

  it('fails on a redirect that shadows an existing page or anchor', () => {
    expect(redirectErrors([rule('/docs/other/', '/docs/new', 'content/docs/new.mdx:5')], table)).toEqual([
      'content/docs/new.mdx:5: redirect from "/docs/other/" to "/docs/new" shadows an existing page (content/docs/other.mdx): remove the redirect or the page',
    ]);
    expect(redirectErrors([rule('/api/content#listItems', '/docs/new')], table)).toEqual([
      'content/redirects.json[0]: redirect from "/api/content#listItems" to "/docs/new" shadows the anchor #listItems that exists on that page',
    ]);
  });

  it('fails on a chain and on a loop, naming each source', () => {
    expect(redirectErrors([rule('/a', '/b', 'x.mdx:2'), rule('/b', '/docs/new', 'y.mdx:2')], table)).toEqual([
      'x.mdx:2: redirect from "/a" to "/b": a redirect chain: /a → /b → /docs/new (point it at the final page)',
    ]);
    const loop = redirectErrors([rule('/a', '/b', 'x.mdx:2'), rule('/b/', '/a', 'y.mdx:2')], table);
    expect(loop).toContain('x.mdx:2: redirect from "/a" to "/b": a redirect loop: /a → /b → /a');
    expect(loop).toContain('y.mdx:2: redirect from "/b/" to "/a": a redirect loop: /b → /a → /b');
  });

  it('fails on a path redirected twice', () => {
    expect(
      redirectErrors([rule('/old', '/docs/new', 'a.mdx:3'), rule('/old/', '/docs/other', 'b.mdx:3')], table),
    ).toEqual(['b.mdx:3: redirect from "/old/" is declared twice (also a.mdx:3)']);
  });
});

describe('content/redirects.json', () => {
  it('reads the rules with their index as source, and fails on a bad entry naming it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    expect(loadRedirectsFile(root)).toEqual([]);
    fs.mkdirSync(path.join(root, 'content'));
    const file = path.join(root, 'content/redirects.json');
    fs.writeFileSync(file, JSON.stringify([{ from: '/api/content#old', to: '/api/content#new' }]));
    expect(loadRedirectsFile(root)).toEqual([
      { from: '/api/content#old', to: '/api/content#new', source: 'content/redirects.json[0]' },
    ]);
    fs.writeFileSync(
      file,
      JSON.stringify([
        { from: '/ok', to: '/docs/new' },
        { from: 'relative', to: '/x' },
      ]),
    );
    expect(() => loadRedirectsFile(root)).toThrow(/content\/redirects\.json:\n {2}- \[1\]\.from: expected a path/);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('fragmentRedirects', () => {
  it('gives a page only its own fragment redirects', () => {
    const all = [
      rule('/api/content#old%20id', '/api/content#new'),
      rule('/api/profiles#x', '/docs/new'),
      rule('/docs/old', '/docs/new'),
    ];
    expect(fragmentRedirects(all, '/api/content')).toEqual({ 'old id': '/api/content#new' });
    expect(fragmentRedirects(all, '/docs/new')).toEqual({});
  });
});
