import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../openapi/catalog';
import { fixtureGraph } from './__fixtures__/graph';
import { sitePages } from './pages';
import { siteSearchRecords } from './search-records';

const operation = (id: string, path: string) => ({
  id,
  method: 'get',
  path,
  summary: `Get ${path}`,
  description: `Reads ${path}.`,
  parameters: [{ name: 'page_size' }],
});

/** A split reference: an overview, a tag in two parts, another tag and a Schemas page. */
const split = [
  {
    spec: { id: 'content', title: 'Content API', file: 'openapi/content.yaml' },
    href: '/api/content',
    model: {
      id: 'content',
      title: 'Content API',
      description: 'Reads content.',
      tags: [
        { name: 'Things', description: 'Things to read.', operations: [operation('a', '/a'), operation('b', '/b')] },
        { name: 'Tags', description: 'Labels.', operations: [operation('c', '/c')] },
      ],
      schemas: [{ name: 'Thing' }],
    },
    layout: {
      split: true,
      pages: [
        { slug: '', title: 'Content API', tags: [] },
        { slug: 'things', title: 'Things', tags: ['Things'], range: [0, 1] },
        { slug: 'things-2', title: 'Things (2)', tags: ['Things'], range: [1, 2] },
        { slug: 'tags', title: 'Tags', tags: ['Tags'] },
        { slug: 'schemas', title: 'Schemas', tags: [], schemaRange: [0, 1] },
      ],
      operationHref: { a: '/api/content/things', b: '/api/content/things-2', c: '/api/content/tags' },
      schemaHref: { Thing: '/api/content/schemas' },
    },
  },
] as unknown as ApiEntry[];

describe('siteSearchRecords', () => {
  const graph = fixtureGraph();
  const pages = sitePages(graph, split);
  const records = siteSearchRecords(graph, split);
  const pageOf = (url: string) => url.split('#')[0];

  it('gives every page of the page list a record of its own, but the lists, a tag’s further parts and Schemas', () => {
    const own = new Set(records.map((r) => r.url));
    const missing = pages.filter((page) => !own.has(page.route)).map((page) => `${page.kind} ${page.route}`);
    expect(missing).toEqual([
      'home /',
      'api-split /api/content/things-2',
      'api-split /api/content/schemas',
      ...pages.filter((p) => p.kind === 'blog-list').map((p) => `blog-list ${p.route}`),
    ]);
    // A tag's further part is found through the operations on it; nothing leads off the page list.
    expect(records.some((r) => r.url.startsWith('/api/content/things-2#'))).toBe(true);
    const routes = new Set(pages.map((page) => page.route));
    expect(records.filter((r) => !routes.has(pageOf(r.url)))).toEqual([]);
  });

  it('follows the page list: pages in its order, then a reference’s operations after its last page', () => {
    const firstSeen = [...new Set(records.map((r) => pageOf(r.url)))];
    const listed = pages.map((p) => p.route).filter((route) => firstSeen.includes(route));
    expect(firstSeen.filter((route) => !route.startsWith('/api/'))).toEqual(
      listed.filter((route) => !route.startsWith('/api/')),
    );
    expect(records.filter((r) => r.kind === 'api').map((r) => [r.url, r.title])).toEqual([
      ['/api/content', 'Content API'],
      ['/api/content/things', 'Things'],
      ['/api/content/tags', 'Tags'],
      ['/api/content/things#a', 'Get /a'],
      ['/api/content/things-2#b', 'Get /b'],
      ['/api/content/tags#c', 'Get /c'],
    ]);
  });

  it('gives a tag page its description and the reference as parent; the second part of a tag has no record', () => {
    expect(records.find((r) => r.url === '/api/content/things')).toMatchObject({
      content: 'Things to read.',
      parents: ['Content API'],
    });
    expect(records.some((r) => r.url === '/api/content/things-2')).toBe(false);
  });
});
