import { describe, expect, it } from 'vitest';
import { checkLinks } from './link-check';
import { extractLinks } from './link-extract';
import { parseMarkdown } from './parse';
import { buildRouteTable } from './route-table';

const table = buildRouteTable([
  { path: '/docs/a', source: 'content/docs/a.mdx', anchors: ['setup', 'usage'] },
  { path: '/docs/guide/b', source: 'content/docs/guide/b.mdx', anchors: [] },
  { path: '/api/content', source: 'app' },
  { path: '/img/logo.svg', source: 'public/img/logo.svg' },
]);
const fileRoutes = new Map([
  ['content/docs/a.mdx', '/docs/a'],
  ['content/docs/guide/b.mdx', '/docs/guide/b'],
]);

function check(markdown: string, file = 'content/docs/guide/b.mdx', href = '/docs/guide/b') {
  const links = extractLinks(parseMarkdown(markdown), 4);
  return checkLinks([{ file, href, links }], table, fileRoutes);
}

describe('extractLinks', () => {
  it('finds markdown links, definitions and JSX hrefs with body line numbers shifted by the frontmatter', () => {
    const links = extractLinks(parseMarkdown('[a](/x)\n\n[ref]: /y\n\n<a href="/z">z</a>\n'), 4);
    expect(links).toEqual([
      { url: '/x', line: 5, column: 1 },
      { url: '/y', line: 7, column: 1 },
      { url: '/z', line: 9, column: 1 },
    ]);
  });
});

describe('checkLinks', () => {
  it('accepts routes, anchors, assets, external and relative links', () => {
    const report = check(
      '[a](/docs/a#setup) [b](/api/content/) [c](/img/logo.svg) [d](https://x.dev) [e](mailto:a@b.c) [f](../a) [g](#)',
    );
    expect(report).toEqual({ errors: [], warnings: [] });
  });

  it('fails on a broken route, naming the file, line and target', () => {
    const report = check('Intro\n\nSee [the nope page](/docs/nope).');
    expect(report.errors).toEqual([
      'content/docs/guide/b.mdx:7:5: broken link to "/docs/nope": no page is served at "/docs/nope"',
    ]);
  });

  it('fails on a broken relative link', () => {
    expect(check('[x](./missing)').errors[0]).toContain('no page is served at "/docs/guide/missing"');
  });

  it('warns on a missing anchor, on the target page or the same page', () => {
    const report = check('[a](/docs/a#nope) [b](#here)');
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      'content/docs/guide/b.mdx:5:1: link to "/docs/a#nope": the page "/docs/a" has no anchor "#nope"',
      'content/docs/guide/b.mdx:5:19: link to "#here": the page "/docs/guide/b" has no anchor "#here"',
    ]);
  });

  it('resolves links to markdown files and only warns when the file does not exist', () => {
    expect(check('[a](../a.mdx#usage)')).toEqual({ errors: [], warnings: [] });
    expect(check('[a](./gone.md)').warnings[0]).toContain('link to markdown file "./gone.md" does not match any file');
    expect(check('[a](../a.mdx#gone)').warnings[0]).toContain('has no anchor "#gone"');
  });
});

describe('buildRouteTable', () => {
  it('warns about duplicate routes and keeps the first', () => {
    const { routes, duplicates } = buildRouteTable([
      { path: '/docs/a', source: 'content/docs/a.mdx' },
      { path: '/docs/a/', source: 'content/docs/a/index.mdx' },
    ]);
    expect(routes.get('/docs/a')?.source).toBe('content/docs/a.mdx');
    expect(duplicates).toEqual([
      'duplicate route "/docs/a": produced by content/docs/a.mdx and by content/docs/a/index.mdx; the first one wins',
    ]);
  });
});
