import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import realConfig from '../../content/site.config.json';
import { resolveMarkdownLink } from '../markdown/link-check';
import { parseMarkdown } from '../markdown/parse';
import { remarkMarkdownLinks } from '../markdown/remark-markdown-links';
import { checkSite } from './check';
import { contentSignature } from './freshness';
import { loadContentGraph } from './graph-load';

const fixtureSite = path.join(import.meta.dirname, '../content/__fixtures__/site');
const fixtureBlog = path.join(import.meta.dirname, '../blog/__fixtures__/ok/content/blog');
const roots: string[] = [];

/** A site in a temp folder: the content fixture, a blog, and a configuration pointing at them. */
function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-'));
  roots.push(root);
  fs.cpSync(fixtureSite, root, { recursive: true });
  fs.cpSync(fixtureBlog, path.join(root, 'content/blog'), { recursive: true });
  const config = structuredClone(realConfig) as Record<string, any>;
  config.docs.defaultDocId = 'guide/start';
  config.navbar.items = [{ type: 'doc', docId: 'guide/start', label: 'Guide', position: 'left' }];
  config.footer.links = [];
  // The fixture site has no OpenAPI documents.
  config.apis = [];
  fs.writeFileSync(path.join(root, 'content/site.config.json'), JSON.stringify(config));
  // A post linking to a doc by its file, as authors write it.
  fs.writeFileSync(
    path.join(root, 'content/blog/2026-02-01-linking.mdx'),
    '---\ntitle: Linking\nauthors: [ann]\n---\n\nRead [the start](../docs/guide/start.mdx#install).\n',
  );
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('loadContentGraph', () => {
  it('reads the configuration, docs, meta files, pages, posts and authors, and derives the sidebar', () => {
    const graph = loadContentGraph({ root: makeSite() });
    expect(graph.config.docs.defaultDocId).toBe('guide/start');
    expect(graph.docs.map((d) => d.id)).toEqual([
      'guide/advanced/alpha',
      'guide/advanced/zeta',
      'guide/start',
      'guide/usage',
      'top',
    ]);
    expect(graph.pages.map((p) => p.href)).toEqual(['/about']);
    expect(graph.posts.map((p) => p.href)).toEqual(['/blog/custom', '/blog/linking', '/blog/hello', '/blog/old']);
    expect([...graph.authors.keys()]).toEqual(['ann', 'bo']);
    expect(graph.sidebar.map((item) => item.label)).toEqual(['Guide', expect.any(String)]);
    expect(graph.entries).toHaveLength(graph.docs.length + graph.pages.length + graph.posts.length);
  });

  it('leaves drafts out unless asked (development)', () => {
    const root = makeSite();
    expect(loadContentGraph({ root }).docs.map((d) => d.id)).not.toContain('guide/secret');
    expect(loadContentGraph({ root, includeDrafts: true }).docs.map((d) => d.id)).toContain('guide/secret');
  });

  it('fails on a bad frontmatter field with the file, the line and what was expected', () => {
    const root = makeSite();
    fs.writeFileSync(
      path.join(root, 'content/docs/guide/usage.mdx'),
      '---\ntitle: Usage\nsidebar_position: first\n---\n\nText.\n',
    );
    expect(() => loadContentGraph({ root })).toThrow(
      /content\/docs\/guide\/usage\.mdx:\n\s+- line 3: frontmatter\.sidebar_position: Invalid input: expected number/,
    );
  });

  it('fails on a bad configuration key, naming it', () => {
    const root = makeSite();
    const file = path.join(root, 'content/site.config.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), titel: 'x' }));
    expect(() => loadContentGraph({ root })).toThrow(
      /content\/site\.config\.json:\n\s+- \(root\): unknown key "titel"/,
    );
  });

  it('fails on a reference whose file is outside the project, naming the key', () => {
    const root = makeSite();
    const file = path.join(root, 'content/site.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(path.join(root, '..', 'outside.yaml'), 'openapi: 3.1.0\n');
    for (const outside of ['../outside.yaml', path.join(root, '..', 'outside.yaml')]) {
      config.apis = [{ id: 'pets', title: 'Pets API', navLabel: 'Pets', file: outside, mode: 'lenient' }];
      fs.writeFileSync(file, JSON.stringify(config));
      expect(() => loadContentGraph({ root })).toThrow(/apis\[0\]\.file: ".*outside\.yaml" is outside the project/);
    }
  });

  it('fails on a reference whose file is missing, naming the key; loads a configured one in its mode', async () => {
    const root = makeSite();
    const file = path.join(root, 'content/site.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    config.apis = [{ id: 'pets', title: 'Pets API', navLabel: 'Pets', file: 'openapi/pets.yaml', mode: 'lenient' }];
    fs.writeFileSync(file, JSON.stringify(config));
    expect(() => loadContentGraph({ root })).toThrow(/apis\[0\]\.file: no such file "openapi\/pets\.yaml"/);
    fs.mkdirSync(path.join(root, 'openapi'));
    // Lenient: a response without a text description is a warning naming its pointer, not an error.
    fs.writeFileSync(
      path.join(root, 'openapi/pets.yaml'),
      'openapi: 3.1.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n' +
        '    get: { operationId: listPets, responses: { "200": { description: 3 } } }\n',
    );
    const [pets] = await loadContentGraph({ root }).apis();
    expect(pets.href).toBe('/api/pets');
    expect(pets.spec.mode).toBe('lenient');
    expect(pets.loaded.warnings.map((w) => w.pointer).join(' ')).toMatch(/\/paths\/~1pets\/get/);
    // The build prints them as warnings, and passes.
    const report = checkSite(loadContentGraph({ root }), [pets], { appLinks: [] });
    expect(report.errors).toEqual([]);
    expect(report.warnings.join('\n')).toMatch(/^openapi\/pets\.yaml: \/paths\/~1pets\/get\S*: /m);
  });
});

describe('partials', () => {
  /** A site whose usage page (7 lines) includes a partial at its line 10, holding a broken link; another at line 12. */
  function siteWithPartial(include = '<Partial name="caveat" kind="public" />') {
    const root = makeSite();
    fs.mkdirSync(path.join(root, 'content/partials'));
    fs.writeFileSync(
      path.join(root, 'content/partials/caveat.mdx'),
      'A {props.kind} token alone never returns private data.\n\n## Caveat\n\nSee [nowhere](/docs/nowhere).\n',
    );
    const usage = path.join(root, 'content/docs/guide/usage.mdx');
    const lines = fs.readFileSync(usage, 'utf8').split('\n');
    lines.splice(8, 0, '', include, '', 'After [gone](/docs/gone).', '');
    fs.writeFileSync(usage, lines.join('\n'));
    return root;
  }

  it('expands a partial in the graph: headings, text and the link check see it, errors at the including line', () => {
    const graph = loadContentGraph({ root: siteWithPartial() });
    const usage = graph.docs.find((doc) => doc.id === 'guide/usage');
    if (!usage) throw new Error('no usage doc');
    expect(usage.body).toContain('A public token alone never returns private data.');
    expect(graph.analyse(usage).headings.map((h) => h.id)).toContain('caveat');
    const errors = checkSite(graph, null, { entries: [usage], config: false }).errors;
    expect(errors).toEqual([
      expect.stringMatching(/^content\/docs\/guide\/usage\.mdx:10:\d+: .*\/docs\/nowhere/),
      expect.stringMatching(/^content\/docs\/guide\/usage\.mdx:12:\d+: .*\/docs\/gone/),
    ]);
  });

  it('fails the build on a missing prop naming the including file and line; development keeps the other pages', () => {
    const root = siteWithPartial('<Partial name="caveat" />');
    expect(() => loadContentGraph({ root })).toThrow(
      /content\/docs\/guide\/usage\.mdx:\n {2}- line 10: <Partial name="caveat"> is missing prop "kind"/,
    );
    const graph = loadContentGraph({ root, keepBroken: true });
    expect(graph.docs.find((doc) => doc.id === 'guide/usage')?.loadError?.message).toMatch(/missing prop "kind"/);
    expect(graph.docs.find((doc) => doc.id === 'guide/start')?.loadError).toBeUndefined();
  });

  it('is part of the content signature, so editing a partial reloads every page in development', () => {
    const root = siteWithPartial();
    const before = contentSignature(root);
    fs.appendFileSync(path.join(root, 'content/partials/caveat.mdx'), '\nMore.\n');
    expect(contentSignature(root)).not.toBe(before);
    const usage = loadContentGraph({ root }).docs.find((doc) => doc.id === 'guide/usage');
    expect(usage?.body).toContain('More.');
  });
});

describe('the file-to-route map', () => {
  it('maps docs, pages and posts to their routes', () => {
    const graph = loadContentGraph({ root: makeSite() });
    expect(graph.fileRoutes.get('content/docs/guide/start.mdx')).toBe('/docs/guide/start');
    expect(graph.fileRoutes.get('content/pages/about.mdx')).toBe('/about');
    expect(graph.fileRoutes.get('content/blog/2026-02-01-linking.mdx')).toBe('/blog/linking');
    expect(graph.byHref.get('/blog/linking')?.filePath).toBe('content/blog/2026-02-01-linking.mdx');
  });

  it('is the map the link check and the renderer resolve file links with: both agree', () => {
    const graph = loadContentGraph({ root: makeSite() });
    const post = graph.byHref.get('/blog/linking')!;
    expect(resolveMarkdownLink('../docs/guide/start.mdx', post.filePath, graph.fileRoutes)).toBe('/docs/guide/start');
    // The renderer's remark step rewrites the same link to the same route.
    const tree = parseMarkdown(post.body);
    remarkMarkdownLinks({ file: post.filePath, fileRoutes: graph.fileRoutes })(tree);
    expect(JSON.stringify(tree)).toContain('"url":"/docs/guide/start#install"');
    // And the link check accepts it (the route exists and has the anchor).
    const model = { securitySchemes: [], servers: [], tags: [] };
    const apis = [{ spec: { id: 'content' }, href: '/api/content', anchors: [], model, loaded: { raw: {} } }] as never;
    expect(checkSite(graph, apis, { appLinks: [] }).errors).toEqual([]);
  });

  it('makes the link check fail on a link to a file that is gone', () => {
    const root = makeSite();
    fs.rmSync(path.join(root, 'content/docs/guide/start.mdx'));
    const config = path.join(root, 'content/site.config.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replaceAll('guide/start', 'guide/usage'));
    const graph = loadContentGraph({ root });
    expect(checkSite(graph, null, { appLinks: [] }).warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          /content\/blog\/2026-02-01-linking\.mdx:6:6: /.source +
            /link to markdown file "\.\.\/docs\/guide\/start\.mdx#install" does not match any file/.source,
        ),
      ),
    );
  });
});

describe('analyse', () => {
  it('parses a body once and again only when it changes', () => {
    const graph = loadContentGraph({ root: makeSite() });
    const doc = graph.docs.find((d) => d.id === 'guide/start')!;
    const first = graph.analyse(doc);
    expect(first.headings.map((h) => h.id)).toEqual(['install']);
    expect(graph.analyse({ ...doc })).toBe(first);
    expect(graph.analyse({ ...doc, body: `${doc.body}\n## More\n` }).headings.map((h) => h.id)).toEqual([
      'install',
      'more',
    ]);
  });
});

describe('contentSignature', () => {
  it('changes when a content file is saved, added, renamed or deleted, and only then', () => {
    const root = makeSite();
    const file = path.join(root, 'content/docs/guide/usage.mdx');
    const signatures = [contentSignature(root)];
    expect(contentSignature(root)).toBe(signatures[0]);
    fs.appendFileSync(file, '\nMore.\n');
    signatures.push(contentSignature(root));
    fs.writeFileSync(path.join(root, 'content/docs/guide/new.mdx'), '---\ntitle: New\n---\n');
    signatures.push(contentSignature(root));
    fs.renameSync(path.join(root, 'content/docs/guide/new.mdx'), path.join(root, 'content/docs/guide/renamed.mdx'));
    signatures.push(contentSignature(root));
    fs.rmSync(path.join(root, 'content/docs/guide/renamed.mdx'));
    signatures.push(contentSignature(root));
    expect(new Set(signatures.slice(0, 4)).size).toBe(4);
    expect(signatures[4]).not.toBe(signatures[3]);
  });
});
