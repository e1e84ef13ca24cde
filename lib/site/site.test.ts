import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSite } from '../versions/__fixtures__/site';
import { cutVersion } from '../versions/cut';
import { loadContentGraph } from './graph-load';
import { docPageData, postPageData } from './page-data';
import { siteOf } from './site';

/** The versions' fixture site with 3.2 cut, a doc added after the cut and three posts. */
const root = makeSite();
cutVersion(root, '3.2');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('content/docs/guide/new.mdx', '---\ntitle: New in Next\nsidebar_position: 9\n---\n\n## Added\n\nText.\n');
for (const [date, slug] of [
  ['2026-01-01', 'first'],
  ['2026-02-01', 'second'],
  ['2026-03-01', 'third'],
])
  write(`content/blog/${date}-${slug}.mdx`, `---\ntitle: Post ${slug}\n---\n\n## Heading of ${slug}\n`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const graph = loadContentGraph({ root });
const site = siteOf(graph);
const doc = (slug: string) => {
  const found = site.resolveDoc(slug.split('/'));
  if (!found) throw new Error(`no doc at ${slug}`);
  return found;
};

describe('the site of a graph', () => {
  it('is built once per graph', () => {
    expect(siteOf(graph)).toBe(site);
    expect(siteOf(loadContentGraph({ root }))).not.toBe(site);
  });

  it('resolves a docs route: a first segment naming a cut version selects it, else the current docs', () => {
    expect(doc('guide/start').href).toBe('/docs/guide/start');
    expect(doc('3.2/guide/start')).toMatchObject({ href: '/docs/3.2/guide/start', version: '3.2' });
    expect(site.resolveDoc(['3.2', 'guide', 'new'])).toBeUndefined();
    expect(site.resolveDoc(['guide', 'nowhere'])).toBeUndefined();
    expect(site.resolveDoc(['3.2'])).toBeUndefined();
    const routes = site.docRoutes().map((r) => r.slug.join('/'));
    expect(routes).toContain('guide/new');
    expect(routes).toContain('3.2/guide/start');
    expect(routes).not.toContain('3.2/guide/new');
  });

  it('resolves a reference route, pinned references under a version name', () => {
    expect(site.resolveReferenceRoute('pets', [])).toEqual({ id: 'pets', slug: '' });
    expect(site.resolveReferenceRoute('pets', ['schemas'])).toEqual({ id: 'pets', slug: 'schemas' });
    expect(site.resolveReferenceRoute('pets', ['a', 'b'])).toBeUndefined();
    expect(site.resolveReferenceRoute('3.2', ['pets'])).toEqual({ id: '3.2/pets', slug: '' });
    expect(site.resolveReferenceRoute('3.2', ['pets', 'schemas'])).toEqual({ id: '3.2/pets', slug: 'schemas' });
    expect(site.resolveReferenceRoute('3.2', ['pets', 'a', 'b'])).toBeUndefined();
  });

  it('knows the versions, the latest and each doc’s version', () => {
    expect(site.versions.map((v) => [v.name, v.latest])).toEqual([
      ['current', true],
      ['3.2', false],
    ]);
    expect(site.latest.name).toBe('current');
    expect(site.versionOf(doc('3.2/guide/start')).name).toBe('3.2');
    expect(site.versionOf(doc('guide/start')).name).toBe('current');
  });
});

describe('page data', () => {
  it('gives a current doc its sidebar, breadcrumbs, neighbours, TOC and version links, and no banner', () => {
    const data = docPageData(site, doc('guide/new'));
    expect(data.breadcrumbs.map((c) => c.label)).toEqual(['Guide', 'New in Next']);
    expect(data.previous).toMatchObject({ sub: 'Previous' });
    expect(data.next?.sub ?? 'Next').toBe('Next');
    expect(data.toc.map((t) => t.text)).toEqual(['Added']);
    expect(data.versionBanner).toBeUndefined();
    expect(data.versionLinks.map((l) => [l.name, l.href])).toEqual([
      ['current', '/docs/guide/new'],
      ['3.2', '/docs/3.2/guide/start'],
    ]);
    expect(data.markdownCopy).toBe(true);
    expect(data.fileRoutes.get('content/docs/guide/new.mdx')).toBe('/docs/guide/new');
  });

  it('gives a cut version’s doc the banner to the same page in the latest version, and its own whole sidebar', () => {
    const data = docPageData(site, doc('3.2/guide/start'));
    expect(data.versionBanner).toEqual({ label: '3.2', latestHref: '/docs/guide/start' });
    expect(data.sidebar).toBe(site.versionOf(doc('3.2/guide/start')).sidebar);
  });

  it('gives a post the newer post before it and the older after it', () => {
    const [third, second, first] = graph.posts;
    expect(postPageData(site, second)).toMatchObject({
      previous: { href: third.href, label: 'Post third', sub: 'Newer post' },
      next: { href: first.href, label: 'Post first', sub: 'Older post' },
      toc: [{ text: 'Heading of second' }],
    });
    expect(postPageData(site, third).previous).toBeUndefined();
    expect(postPageData(site, first).next).toBeUndefined();
  });
});
