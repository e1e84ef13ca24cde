import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flattenDocs } from '../navigation/walk.client';
import { checkSite } from '../site/check';
import { checkSiteExamples } from '../site/examples';
import { loadContentGraph } from '../site/graph-load';
import { sitePages } from '../site/pages';
import { siteSearchRecords } from '../site/search-records';
import { siteOf } from '../site/site';
import { makeSite, readConfig, writeConfig } from './__fixtures__/site';
import { cutVersion } from './cut';

const roots: string[] = [];
/** The fixture site with version 3.2 cut, then `edit` applied to its files. */
function cutSite(edit: (root: string) => void = () => {}): string {
  const root = makeSite();
  roots.push(root);
  cutVersion(root, '3.2');
  edit(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** A doc only the current docs have: added after the cut. */
const addNewDoc = (root: string) =>
  write(root, 'content/docs/guide/new.mdx', '---\ntitle: New in Next\n---\n\nA quokkaflow appears.\n');

/** The message of what loading the graph throws. */
function loadError(root: string): string {
  try {
    loadContentGraph({ root });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the graph to fail');
}

describe('the version graph', () => {
  it('holds each cut version with its docs, sidebar and pinned references beside the current docs', async () => {
    const graph = loadContentGraph({ root: cutSite(addNewDoc) });
    expect(graph.docs.every((doc) => doc.version === undefined)).toBe(true);
    const [version] = graph.versions;
    expect(version.name).toBe('3.2');
    expect(version.noIndex).toBe(true);
    expect(version.apiIds).toEqual(['3.2/pets']);
    expect(version.docs.map((doc) => doc.href)).toContain('/docs/3.2/guide/start');
    expect(version.docs.every((doc) => doc.version === '3.2' && doc.filePath.startsWith('content/versions/3.2/'))).toBe(
      true,
    );
    // The version's own sidebar, from its own _meta.json.
    expect(version.sidebar[0]).toMatchObject({ type: 'category', label: 'Guide' });
    expect(flattenDocs(version.sidebar).map((d) => d.href)).not.toContain('/docs/3.2/guide/new');
    // One file-to-route map and route index for every version.
    expect(graph.fileRoutes.get('content/versions/3.2/docs/guide/start.mdx')).toBe('/docs/3.2/guide/start');
    expect(graph.byHref.get('/docs/3.2/guide/start')?.filePath).toBe('content/versions/3.2/docs/guide/start.mdx');
    // The pinned reference is one of the site's references, at /api/3.2/pets.
    const apis = await graph.apis();
    expect(apis.map((api) => api.href)).toEqual(['/api/pets', '/api/3.2/pets']);
    const routes = sitePages(graph, apis).map((page) => page.route);
    expect(routes).toContain('/docs/guide/start');
    expect(routes).toContain('/docs/3.2/guide/start');
    expect(routes).toContain('/api/3.2/pets');
    expect(siteOf(graph).versions.map((v) => [v.name, v.latest])).toEqual([
      ['current', true],
      ['3.2', false],
    ]);
    expect(siteOf(graph).versionOf(version.docs[0]).name).toBe('3.2');
  });

  it('lets the configuration index an old version', () => {
    const root = cutSite((r) => {
      const config = readConfig(r);
      config.docs.versions['3.2'].noIndex = false;
      writeConfig(r, config);
    });
    expect(loadContentGraph({ root }).versions[0].noIndex).toBe(false);
  });

  it('maps each page to the same page in every version, else to that version first page', () => {
    const graph = loadContentGraph({ root: cutSite(addNewDoc) });
    const [current, old] = siteOf(graph).versionPages;
    expect(current.first).toBe('/docs/guide/start');
    expect(old.first).toBe('/docs/3.2/guide/start');
    expect(old.hrefs.get('guide/usage')).toBe('/docs/3.2/guide/usage');
    expect(old.hrefs.has('guide/new')).toBe(false);
  });

  it('searches each version in its own records', async () => {
    const graph = loadContentGraph({ root: cutSite(addNewDoc) });
    const apis = await graph.apis();
    const current = siteSearchRecords(graph, apis);
    const old = siteSearchRecords(graph, apis, '3.2');
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((r) => r.url.startsWith('/docs/3.2/') || r.url.startsWith('/api/3.2/'))).toBe(true);
    expect(current.some((r) => r.url.includes('/3.2/'))).toBe(false);
    expect(current.some((r) => r.content.includes('quokkaflow'))).toBe(true);
    expect(old.some((r) => r.content.includes('quokkaflow'))).toBe(false);
  });
});

describe('the checks, per version', () => {
  it('pass a freshly cut version', async () => {
    const graph = loadContentGraph({ root: cutSite(addNewDoc) });
    expect(checkSite(graph, await graph.apis(), { appLinks: [] }).errors).toEqual([]);
  });

  it('report a link from an old version to a page only the current docs have, naming the file and line', async () => {
    const graph = loadContentGraph({
      root: cutSite((root) => {
        addNewDoc(root);
        fs.appendFileSync(
          path.join(root, 'content/versions/3.2/docs/guide/usage.mdx'),
          '\nSee [what is new](/docs/guide/new).\n',
        );
      }),
    });
    const { errors } = checkSite(graph, await graph.apis(), { appLinks: [] });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/versions\/3\.2\/docs\/guide\/usage\.mdx:\d+:\d+: link to \/docs\/guide\/new leads out of version 3\.2/,
    );
  });

  it('report a link within an old version to a page it does not have', async () => {
    const graph = loadContentGraph({
      root: cutSite((root) =>
        fs.appendFileSync(path.join(root, 'content/versions/3.2/docs/guide/usage.mdx'), '\n[x](/docs/3.2/guide/new)\n'),
      ),
    });
    const { errors } = checkSite(graph, await graph.apis(), { appLinks: [] });
    expect(errors.join('\n')).toContain('content/versions/3.2/docs/guide/usage.mdx');
    expect(errors.join('\n')).toContain('/docs/3.2/guide/new');
  });

  it("check an old version's HTTP examples against its own pinned document", async () => {
    // The current document gains an operation the version's pinned copy does not have.
    const example = '\n```http\nGET https://eu.pets.example/v1/toys\n```\n';
    const graph = loadContentGraph({
      root: cutSite((root) => {
        const file = path.join(root, 'openapi/pets.yaml');
        fs.writeFileSync(
          file,
          fs
            .readFileSync(file, 'utf8')
            .replace(
              /^paths:\n/m,
              'paths:\n  /toys:\n    get:\n      operationId: listToys\n      security: []\n      responses:\n        "200": { description: Toys. }\n',
            ),
        );
        fs.appendFileSync(path.join(root, 'content/docs/guide/usage.mdx'), example);
        fs.appendFileSync(path.join(root, 'content/versions/3.2/docs/guide/usage.mdx'), example);
      }),
    });
    const report = checkSiteExamples(graph, await graph.apis());
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatch(/^content\/versions\/3\.2\/docs\/guide\/usage\.mdx:\d+: /);
  });
});

describe('bad input', () => {
  it('a version in the configuration whose folder is missing', () => {
    const root = cutSite((r) => fs.rmSync(path.join(r, 'content/versions/3.2'), { recursive: true }));
    expect(loadError(root)).toContain(
      'content/site.config.json:\n  - docs.versions["3.2"]: no folder content/versions/3.2/docs',
    );
  });

  it('a version named twice', () => {
    const root = cutSite((r) => {
      const file = path.join(r, 'content/site.config.json');
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, text.replace('"3.2": {', '"3.2": { "label": "3.2" },\n      "3.2": {'));
    });
    expect(loadError(root)).toContain('docs.versions: duplicate version name "3.2"');
  });

  it('a version named like a docs folder', () => {
    const root = cutSite((r) => {
      const config = readConfig(r);
      config.docs.versions.guide = { label: 'Guide' };
      writeConfig(r, config);
      fs.cpSync(path.join(r, 'content/versions/3.2'), path.join(r, 'content/versions/guide'), { recursive: true });
    });
    expect(loadError(root)).toContain('docs.versions["guide"]: "guide" collides with content/docs/guide');
  });

  it('a version named like an API id', () => {
    const root = cutSite((r) => {
      const config = readConfig(r);
      config.docs.versions.pets = { label: 'Pets' };
      writeConfig(r, config);
      fs.cpSync(path.join(r, 'content/versions/3.2'), path.join(r, 'content/versions/pets'), { recursive: true });
    });
    expect(loadError(root)).toContain('docs.versions["pets"]: "pets" collides with the API reference id "pets"');
  });

  it('a version name that is not a safe path segment', () => {
    const root = cutSite((r) => {
      const config = readConfig(r);
      config.docs.versions['../up'] = { label: 'Up' };
      writeConfig(r, config);
    });
    expect(loadError(root)).toContain('docs.versions["../up"]: "../up" is not a safe path segment');
  });

  it('a versioned doc with a bad frontmatter field: the same error, with the versioned path', () => {
    const bad = (file: string) => (root: string) =>
      fs.writeFileSync(path.join(root, file), '---\ntitle: Usage\nsidebar_position: first\n---\n\nText.\n');
    const current = loadError(cutSite(bad('content/docs/guide/usage.mdx')));
    const old = loadError(cutSite(bad('content/versions/3.2/docs/guide/usage.mdx')));
    expect(old).toContain('content/versions/3.2/docs/guide/usage.mdx:\n  - line 3: frontmatter.sidebar_position');
    expect(old).toBe(current.replace('content/docs/', 'content/versions/3.2/docs/'));
  });
});
