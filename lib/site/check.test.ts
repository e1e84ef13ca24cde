import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import raw from '../../content/site.config.json';
import { loadPosts } from '../blog/load';
import type { PostEntry } from '../blog/types';
import { tempFolders, writeIn } from '../build/temp-project';
import { parseSiteConfig } from '../config/parse';
import { loadDocs, loadMetaFiles, loadPages } from '../content/load';
import { TREE_CACHE_DIR } from '../markdown/tree-cache';
import type { ApiEntry } from '../openapi/catalog';
import { checkSite, checkSiteClaims } from './check';
import { buildContentGraph, type ContentGraph } from './graph';

const root = path.join(import.meta.dirname, '../content/__fixtures__/site');

/** A reference without operations: what the prose checks (lib/claims) read of a stand-in. */
const empty = () => ({ model: { securitySchemes: [], servers: [], tags: [] }, loaded: { raw: {} } });

/** A stand-in for the Content API reference: the fixture site links to /api/content. */
const apis = [
  {
    ...empty(),
    spec: { id: 'content', file: 'openapi/content.yaml' },
    href: '/api/content',
    layout: { pages: [{ slug: '' }] },
    anchors: new Map([['/api/content', []]]),
  },
] as unknown as ApiEntry[];

/** The fixture site's graph, with the config edited. */
function graphOf(edit: (config: Record<string, any>) => void = () => {}, posts: PostEntry[] = []): ContentGraph {
  const config = structuredClone(raw) as Record<string, any>;
  config.docs.defaultDocId = 'guide/start';
  config.navbar.items = [
    { type: 'doc', docId: 'guide/start', label: 'Guide', position: 'left' },
    { type: 'link', to: '/api/content', label: 'API' },
  ];
  config.footer.links = [];
  edit(config);
  return buildContentGraph({
    root,
    config: parseSiteConfig(config),
    docs: loadDocs({ root, includeDrafts: false }),
    metas: loadMetaFiles({ root }),
    versions: [],
    pages: loadPages({ root, includeDrafts: false }),
    posts,
    authors: new Map(),
    publicFiles: [],
    includeDrafts: false,
    apis: async () => apis,
  });
}

const check = (graph: ContentGraph) => checkSite(graph, apis, { appLinks: [] });

describe('checkSite', () => {
  it('passes a consistent site', () => {
    expect(check(graphOf())).toEqual({ errors: [], warnings: [] });
  });

  it("reports the model's warnings (the bounds of lib/openapi, on top of the load's) with the file and pointer", () => {
    const loadWarning = { pointer: '/servers/0/variables', message: 'the values of the server variables combine …' };
    const modelWarning = { pointer: '/components/schemas/Big', message: 'the schema expands to more than …' };
    const withWarnings = [
      {
        ...apis[0],
        loaded: { ...apis[0].loaded, warnings: [loadWarning] },
        model: { ...apis[0].model, warnings: [loadWarning, modelWarning] },
      },
    ] as unknown as ApiEntry[];
    expect(checkSite(graphOf(), withWarnings, { appLinks: [] }).warnings).toEqual([
      'openapi/content.yaml: /servers/0/variables: the values of the server variables combine …',
      'openapi/content.yaml: /components/schemas/Big: the schema expands to more than …',
    ]);
  });

  it('names the available doc ids for an unknown default doc and navbar doc', () => {
    const report = check(
      graphOf((c) => {
        c.docs.defaultDocId = 'guide/nope';
        c.navbar.items[0].docId = 'guid/start';
      }),
    );
    expect(report.errors).toHaveLength(2);
    expect(report.errors[0]).toContain(
      'docs.defaultDocId: unknown doc id "guide/nope". ' +
        'Available doc ids: guide/advanced/alpha, guide/advanced/zeta, guide/start, guide/usage, top',
    );
    expect(report.errors[1]).toContain('navbar.items[0]: unknown doc id "guid/start". Available doc ids:');
  });

  it('names the available sidebar ids for an unknown sidebar', () => {
    const report = check(
      graphOf((c) => c.navbar.items.push({ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' })),
    );
    expect(report.errors[0]).toContain('unknown sidebar id "apiSidebar". Available sidebar ids: tutorialSidebar');
  });

  it('fails on a broken navbar or footer link', () => {
    const report = check(
      graphOf((c) => {
        c.navbar.items[1].to = '/api/contnet';
        c.footer.links = [{ label: 'Blog', to: '/blg' }];
      }),
    );
    expect(report.errors).toEqual([
      'content/site.config.json (navbar and footer):1:1: ' +
        'broken link to "/api/contnet": no page is served at "/api/contnet"',
      'content/site.config.json (navbar and footer):1:1: broken link to "/blg": no page is served at "/blg"',
    ]);
  });

  it('checks links inside docs, including markdown file links and their anchors', () => {
    const report = check(graphOf());
    expect(report.warnings).toEqual([]);
  });
});

describe('checkSite: MDX component props', () => {
  it('fails on a wrong or missing prop, naming the file and its line, in the build and the per-page check', () => {
    const graph = graphOf();
    const [doc] = graph.docs;
    const body = `${doc.body.trimEnd()}\n\n<Card titel="Start" />\n`;
    const line = body.split('\n').length - 1 + doc.bodyLineOffset; // the Card's line of the file
    const edited = { ...doc, body };
    const expected = [
      `${doc.filePath}:${line}:1: <Card> missing prop "title" (expected a string)`,
      `${doc.filePath}:${line}:1: <Card> unknown prop "titel" (did you mean "title"?): its props are "title", "href", "icon", "description"`,
    ];
    // As `npm run dev` checks the page being viewed (lib/site/dev-check.ts).
    expect(checkSite(graph, null, { entries: [edited], config: false }).errors).toEqual(expected);
    // As the build checks every entry.
    const all = checkSite({ ...graph, entries: [edited, ...graph.entries.slice(1)] }, apis, { appLinks: [] });
    expect(all.errors).toEqual(expected);
  });
});

describe('checkSite with the blog', () => {
  const blogRoot = path.join(import.meta.dirname, '../blog/__fixtures__/ok');

  it('knows the blog routes and checks the links inside posts', () => {
    const posts = loadPosts({ root: blogRoot, includeDrafts: false });
    const linking = {
      ...posts[0],
      body: 'See [tags](/blog/tags/news), [page 2](/blog/page/2) and [nothing](/blog/tags/nope).\n',
      bodyLineOffset: 9,
    };
    const report = check(
      graphOf((c) => (c.blog = { description: 'x', postsPerPage: 2 }), [linking, ...posts.slice(1)]),
    );
    expect(report.errors).toEqual([
      `${posts[0].filePath}:10:57: broken link to "/blog/tags/nope": no page is served at "/blog/tags/nope"`,
    ]);
  });
});

describe('checkSite with a split reference', () => {
  const split = [
    {
      ...empty(),
      spec: { id: 'content', file: 'openapi/content.yaml' },
      href: '/api/content',
      layout: { pages: [{ slug: '' }, { slug: 'things' }, { slug: 'schemas' }] },
      anchors: new Map([
        ['/api/content', ['overview', 'listThings', 'schema-Thing']],
        ['/api/content/things', ['tag-Things', 'listThings']],
        ['/api/content/schemas', ['schemas', 'schema-Thing']],
      ]),
    },
  ] as unknown as ApiEntry[];

  it('serves each page with its own anchors; the main page answers the anchors it forwards', () => {
    const graph = graphOf((c) => {
      c.navbar.items = [
        { type: 'link', to: '/api/content/things#listThings', label: 'a' },
        { type: 'link', to: '/api/content#listThings', label: 'b' },
        { type: 'link', to: '/api/content/schemas#schema-Thing', label: 'c' },
        { type: 'link', to: '/api/content/things#schema-Thing', label: 'd' },
        { type: 'link', to: '/api/content/nope', label: 'e' },
      ];
    });
    const report = checkSite(graph, split, { appLinks: [] });
    expect(report.errors).toEqual([
      'content/site.config.json (navbar and footer):1:1: ' +
        'broken link to "/api/content/nope": no page is served at "/api/content/nope"',
    ]);
    expect(report.warnings).toEqual([
      'content/site.config.json (navbar and footer):1:1: ' +
        'link to "/api/content/things#schema-Thing": the page "/api/content/things" has no anchor "#schema-Thing"',
    ]);
  });
});

describe('checkSiteClaims', () => {
  const folder = tempFolders('claims-');
  /** A project with a reference whose document describes itself, and a graph of no entries over it. */
  const project = (buildCache: boolean) => {
    const root = folder();
    writeIn(root, 'openapi/content.yaml', 'openapi: 3.1.0\ninfo:\n  title: T\n  description: |\n    Intro.\n');
    writeIn(root, 'package-lock.json', '{}');
    const api = { ...apis[0], model: { ...apis[0].model, description: 'Intro.\n' } } as ApiEntry;
    const graph = { root, buildCache } as ContentGraph;
    return { root, run: () => checkSiteClaims(graph, [api], [], true) };
  };

  it("reads the references' descriptions through the tree cache in a build, and parses them in development", () => {
    const build = project(true);
    expect(build.run()).toEqual([]);
    expect(fs.readdirSync(path.join(build.root, TREE_CACHE_DIR))).toHaveLength(1);
    expect(build.run()).toEqual([]);
    const development = project(false);
    expect(development.run()).toEqual([]);
    expect(fs.existsSync(path.join(development.root, TREE_CACHE_DIR))).toBe(false);
  });
});
