import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../openapi/catalog';
import { fixtureGraph as graphOf } from './__fixtures__/graph';
import { isApiPage, isEntryPage, sitePages } from './pages';

/** A split reference: an overview, a tag page and a Schemas page. */
const split = [
  {
    spec: { id: 'content', title: 'Content API', file: 'openapi/content.yaml' },
    model: {
      id: 'content',
      title: 'Content API',
      description: 'Reads content. More text.',
      tags: [{ name: 'Things', description: 'Things to read.', operations: [{ id: 'listThings' }] }],
      schemas: [{ name: 'Thing' }],
    },
    layout: {
      pages: [
        { slug: '', title: 'Content API', tags: [] },
        { slug: 'things', title: 'Things', tags: ['Things'] },
        { slug: 'schemas', title: 'Schemas', tags: [], schemaRange: [0, 1] },
      ],
    },
  },
] as unknown as ApiEntry[];

describe('sitePages', () => {
  const graph = graphOf();

  it('lists every page once, in one order: home, docs, references, pages, blog lists, posts', () => {
    const pages = sitePages(graph, null);
    expect(pages.map((p) => `${p.kind} ${p.route} ${p.source}`)).toEqual([
      'home / app/(site)/page.tsx',
      ...graph.docs.map((doc) => `doc ${doc.href} ${doc.filePath}`),
      'api /api/content openapi/content.yaml',
      'page /about content/pages/about.mdx',
      'blog-list /blog app/(site)/blog/page.tsx',
      'blog-list /blog/page/2 app/(site)/blog/page/[page]/page.tsx',
      'blog-list /blog/archive app/(site)/blog/archive/page.tsx',
      'blog-list /blog/tags app/(site)/blog/tags/page.tsx',
      ...['hello', 'news'].map((tag) => `blog-list /blog/tags/${tag} app/(site)/blog/tags/[tag]/page.tsx`),
      ...graph.posts.map((post) => `post ${post.href} ${post.filePath}`),
    ]);
    expect(new Set(pages.map((p) => p.route)).size).toBe(pages.length);
    expect(sitePages(graph, null)).toBe(pages);
  });

  it('gives each entry page its title, description, draft flag and, for a post, its date', () => {
    const pages = sitePages(graph, null).filter(isEntryPage);
    const secret = pages.find((p) => p.source.endsWith('guide/secret.mdx'));
    expect(secret).toMatchObject({ kind: 'doc', draft: true, title: secret?.entry.frontmatter.title });
    const post = pages.find((p) => p.kind === 'post' && p.route === graph.posts[0].href);
    expect(post).toMatchObject({ published: graph.posts[0].date });
    expect(pages.filter((p) => p.draft).map((p) => p.kind)).toEqual(['doc', 'post']);
    expect(sitePages(graph, null).find((p) => p.kind === 'blog-list' && p.route === '/blog/page/2')?.title).toBe(
      'Blog: page 2',
    );
  });

  it('lists every page of a loaded split reference, with its own title and description', () => {
    const api = sitePages(graph, split).filter(isApiPage);
    expect(api.map((p) => [p.kind, p.route, p.title, p.reference?.page.slug])).toEqual([
      ['api', '/api/content', 'Content API', ''],
      ['api-split', '/api/content/things', 'Things', 'things'],
      ['api-split', '/api/content/schemas', 'Schemas', 'schemas'],
    ]);
    expect(api.map((p) => p.description)).toEqual([
      'Reads content.',
      'Things to read. 1 operation of the Content API.',
      '1 schema of the Content API: Thing.',
    ]);
  });
});
