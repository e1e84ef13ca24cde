import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocEntry } from '../content/types';
import { gitBlobHash } from '../i18n/status';
import { buildSearchIndex } from '../search/build';
import { SearchEngine } from '../search/engine.client';
import { ContentError } from '../utils/errors';
import { makeSite, readConfig, writeConfig } from '../versions/__fixtures__/site';
import { cutVersion } from '../versions/cut';
import { localeFeeds } from './blog-feed';
import { loadContentGraph } from './graph-load';
import { siteLlmsTxt } from './llms';
import { localeRouteParams, resolveLocaleRoute } from './locales';
import { docPageData, pageTranslation, postPageData } from './page-data';
import { sitePages } from './pages';
import { localeSearchRecords, siteSearchRecords } from './search-records';
import { siteOf } from './site';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** The versions' fixture site with `fr` (one doc, a category label, a post) and `ar` (rtl, nothing translated). */
function localizedSite(): string {
  const root = makeSite();
  roots.push(root);
  const config = readConfig(root);
  config.i18n.locales = ['en', 'fr', 'ar'];
  config.i18n.localeConfigs = { ar: { direction: 'rtl' } };
  writeConfig(root, config);
  write(root, 'content/blog/2026-01-01-hello.mdx', '---\ntitle: Hello\n---\n\nText.\n');
  write(root, 'content/i18n/fr/docs/guide/start.mdx', '---\ntitle: Démarrer\n---\n\n## Déploiement\n\nTexte.\n');
  write(root, 'content/i18n/fr/docs/guide/_meta.json', '{ "label": "Guide FR" }\n');
  write(root, 'content/i18n/fr/blog/2026-01-01-hello.mdx', '---\ntitle: Bonjour\n---\n\nTexte.\n');
  return root;
}

function errorOf(fn: () => unknown): ContentError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('locale routes and fallback', () => {
  const root = localizedSite();
  const graph = loadContentGraph({ root });
  const site = siteOf(graph);

  it('serves a translation at the locale’s route, marked with its locale and original', () => {
    const found = resolveLocaleRoute(site, 'fr', ['docs', 'guide', 'start']);
    expect(found?.kind).toBe('doc');
    if (found?.kind !== 'doc') return;
    expect(found.doc).toMatchObject({
      href: '/fr/docs/guide/start',
      filePath: 'content/i18n/fr/docs/guide/start.mdx',
      locale: 'fr',
      original: '/docs/guide/start',
    });
    expect(found.doc.fallback).toBeUndefined();
    expect(docPageData(site, found.doc).language).toEqual({ code: 'fr', lang: 'fr', dir: 'ltr' });
  });

  it('serves an untranslated page as a fallback: the original’s content, in English, linking to it', () => {
    const found = resolveLocaleRoute(site, 'fr', ['docs', 'guide', 'usage']);
    if (found?.kind !== 'doc') throw new Error('expected a doc');
    expect(found.doc).toMatchObject({ filePath: 'content/docs/guide/usage.mdx', fallback: true });
    expect(docPageData(site, found.doc).language).toEqual({
      code: 'fr',
      lang: 'en',
      dir: 'ltr',
      fallbackOf: '/docs/guide/usage',
    });
    const ar = resolveLocaleRoute(site, 'ar', ['docs', 'guide', 'usage']);
    if (ar?.kind !== 'doc') throw new Error('expected a doc');
    // The content of a fallback page keeps the default locale's direction; the locale's frame is rtl.
    expect(docPageData(site, ar.doc).language).toMatchObject({ lang: 'en', dir: 'ltr' });
    // Its interface strings are the locale's.
    expect(docPageData(site, ar.doc).locale).toBe('ar');
  });

  it('gives the locale’s sidebar the translated titles and category labels, at the locale’s routes', () => {
    const found = resolveLocaleRoute(site, 'fr', ['docs', 'guide', 'start']);
    if (found?.kind !== 'doc') throw new Error('expected a doc');
    const [guide] = docPageData(site, found.doc).sidebar;
    expect(guide).toMatchObject({ type: 'category', label: 'Guide FR' });
    const hrefs = JSON.stringify(guide);
    expect(hrefs).toContain('"id":"guide/start","label":"Démarrer","href":"/fr/docs/guide/start"');
    expect(hrefs).not.toContain('"href":"/docs/');
  });

  it('has every page kind under the locale, and nothing else', () => {
    expect(resolveLocaleRoute(site, 'fr', [])?.kind).toBe('home');
    expect(resolveLocaleRoute(site, 'fr', ['blog'])?.kind).toBe('blog');
    const post = resolveLocaleRoute(site, 'fr', ['blog', 'hello']);
    expect(post).toMatchObject({ kind: 'post', post: { href: '/fr/blog/hello', frontmatter: { title: 'Bonjour' } } });
    expect(resolveLocaleRoute(site, 'fr', ['blog', 'archive'])?.kind).toBe('archive');
    expect(resolveLocaleRoute(site, 'fr', ['blog', 'tags'])?.kind).toBe('tags');
    expect(resolveLocaleRoute(site, 'fr', ['blog', 'tags', 'nope'])).toBeUndefined();
    expect(resolveLocaleRoute(site, 'fr', ['docs', 'nope'])).toBeUndefined();
    expect(resolveLocaleRoute(site, 'de', ['docs', 'guide', 'start'])).toBeUndefined();
    expect(resolveLocaleRoute(site, 'en', ['docs', 'guide', 'start'])).toBeUndefined();
    const params = localeRouteParams(site);
    expect(params).toContainEqual({ page: 'fr', rest: [] });
    expect(params).toContainEqual({ page: 'ar', rest: ['docs', 'guide', 'usage'] });
    expect(params).toContainEqual({ page: 'fr', rest: ['blog', 'hello'] });
  });

  it('leaves the 404 route to its own page (app/[page]/404)', () => {
    expect(resolveLocaleRoute(site, 'fr', ['404'])).toBeUndefined();
    expect(localeRouteParams(site)).not.toContainEqual({ page: 'fr', rest: ['404'] });
  });

  it('lists the locale pages after the default locale’s, each saying whether it is translated', () => {
    const pages = sitePages(graph, null);
    const fr = pages.filter((p) => p.locale === 'fr');
    expect(fr.find((p) => p.route === '/fr/docs/guide/start')).toMatchObject({ fallback: false, title: 'Démarrer' });
    expect(fr.find((p) => p.route === '/fr/docs/guide/usage')).toMatchObject({ fallback: true });
    expect(pages.filter((p) => !p.locale).every((p) => !p.route.startsWith('/fr'))).toBe(true);
  });

  it('gives each locale its own search: its translations, and its fallback pages marked with their language', async () => {
    const apis = await graph.apis();
    const fr = localeSearchRecords(graph, apis, 'fr');
    const start = fr.find((r) => r.url === '/fr/docs/guide/start');
    expect(start).toMatchObject({ title: 'Démarrer' });
    expect(start?.lang).toBeUndefined();
    expect(fr.find((r) => r.url === '/fr/docs/guide/usage')).toMatchObject({ lang: 'en' });
    expect(fr.some((r) => r.kind === 'api')).toBe(true);
    expect(fr.some((r) => r.url.startsWith('/docs/') || r.url.startsWith('/ar/'))).toBe(false);
    // The default locale's search is unchanged: none of the locales' pages.
    expect(siteSearchRecords(graph, apis).some((r) => /^\/(fr|ar)(\/|$)/.test(r.url))).toBe(false);
    const engine = new SearchEngine(buildSearchIndex(fr));
    for (const query of ['déploiement', 'deploiement', 'DEPLOIEMENT'])
      expect(engine.search(query)[0]?.record.url, query).toBe('/fr/docs/guide/start#déploiement');
    // Loading the OpenAPI documents takes seconds on a busy host.
  }, 60_000);

  it('cuts a locale’s translations with a docs version, served at /<locale>/docs/<version>/', () => {
    const root = localizedSite();
    write(
      root,
      'content/i18n/fr/docs/guide/usage.mdx',
      '---\ntitle: Utilisation\n---\n\nVoir [démarrer](/fr/docs/guide/start).\n',
    );
    write(root, 'content/partials/note.mdx', 'From the partial.\n');
    fs.appendFileSync(path.join(root, 'content/docs/guide/pets.mdx'), '\n<Partial name="note" />\n');
    cutVersion(root, '3.2');
    expect(fs.readFileSync(path.join(root, 'content/versions/3.2/i18n/fr/docs/guide/usage.mdx'), 'utf8')).toContain(
      '(/fr/docs/3.2/guide/start)',
    );
    const cut = siteOf(loadContentGraph({ root }));
    const found = resolveLocaleRoute(cut, 'fr', ['docs', '3.2', 'guide', 'usage']);
    if (found?.kind !== 'doc') throw new Error('expected a doc');
    expect(found.doc).toMatchObject({ version: '3.2', frontmatter: { title: 'Utilisation' } });
    expect(found.doc.fallback).toBeUndefined();
    const data = docPageData(cut, found.doc);
    expect(data.versionBanner).toMatchObject({ label: '3.2' });
    expect(JSON.stringify(data.sidebar)).toContain('"href":"/fr/docs/3.2/guide/start"');
    expect(resolveLocaleRoute(cut, 'fr', ['docs', '3.2', 'guide', 'pets'])).toMatchObject({
      doc: { fallback: true, version: '3.2', filePath: 'content/versions/3.2/docs/guide/pets.mdx' },
    });
    // A fallback page's body is its original's as rendered: partials expanded.
    const pets = resolveLocaleRoute(cut, 'fr', ['docs', '3.2', 'guide', 'pets']);
    if (pets?.kind !== 'doc') throw new Error('expected a doc');
    expect(pets.doc.body).toContain('From the partial.');
    expect(pets.doc.body).not.toContain('<Partial');
  });

  it('writes a feed per locale with its translated posts, in its language', () => {
    const feeds = localeFeeds(graph);
    expect(feeds.map((f) => f.path)).toEqual(['/fr/blog/rss.xml', '/fr/blog/atom.xml']);
    const rss = feeds[0].text;
    expect(rss).toContain('<language>fr</language>');
    expect(rss).toContain('/fr/blog/hello</link>');
    expect(rss).toContain('Bonjour');
  });

  it('adds nothing to a site with one locale', () => {
    const english = makeSite();
    roots.push(english);
    const only = loadContentGraph({ root: english });
    expect(only.locales).toEqual([]);
    expect(localeRouteParams(siteOf(only))).toEqual([]);
  });
});

describe('bad input names the file or key', () => {
  it('refuses a translation with no source', () => {
    const root = localizedSite();
    write(root, 'content/i18n/fr/docs/guide/gone.mdx', '---\ntitle: Parti\n---\n');
    expect(errorOf(() => loadContentGraph({ root })).message).toContain(
      'content/i18n/fr/docs/guide/gone.mdx: no source content/docs/guide/gone.mdx',
    );
  });

  it('refuses a post or a category label with no source', () => {
    const root = localizedSite();
    write(root, 'content/i18n/fr/blog/2026-05-05-other.mdx', '---\ntitle: Autre\n---\n');
    write(root, 'content/i18n/fr/docs/nowhere/_meta.json', '{ "label": "Nulle part" }\n');
    const message = errorOf(() => loadContentGraph({ root })).message;
    expect(message).toContain('content/i18n/fr/blog/2026-05-05-other.mdx: no source content/blog/2026-05-05-other.mdx');
    expect(message).toContain('content/i18n/fr/docs/nowhere/_meta.json: no source content/docs/nowhere/_meta.json');
  });

  it('refuses a locale folder that is not configured', () => {
    const root = localizedSite();
    write(root, 'content/i18n/de/docs/guide/start.mdx', '---\ntitle: Start\n---\n');
    expect(errorOf(() => loadContentGraph({ root })).message).toContain(
      'content/i18n/de/: not a configured locale (expected one of i18n.locales in content/site.config.json: fr, ar',
    );
  });

  it('refuses a locale code that collides with a docs folder, an API id, an app route or a version name', () => {
    const root = localizedSite();
    cutVersion(root, '3.2');
    const config = readConfig(root);
    config.i18n.locales = ['en', 'fr', 'ar', 'guide', 'pets', 'mermaid'];
    writeConfig(root, config);
    const message = errorOf(() => loadContentGraph({ root })).message;
    expect(message).toContain('i18n.locales[3]: "guide" collides with the docs folder content/docs/guide/');
    expect(message).toContain('i18n.locales[4]: "pets" collides with the API id "pets"');
    expect(message).toContain('i18n.locales[5]: "mermaid" collides with the app route /mermaid');
    const versioned = localizedSite();
    cutVersion(versioned, 'de');
    const again = readConfig(versioned);
    again.i18n.locales = ['en', 'fr', 'de'];
    again.i18n.localeConfigs = {};
    writeConfig(versioned, again);
    expect(errorOf(() => loadContentGraph({ root: versioned })).message).toContain(
      'i18n.locales[2]: "de" collides with the docs version "de"',
    );
  });

  it('refuses a locale code that is no URL segment', () => {
    const root = localizedSite();
    const config = readConfig(root);
    config.i18n.locales = ['en', 'fr', 'Pt_BR'];
    writeConfig(root, config);
    expect(errorOf(() => loadContentGraph({ root })).message).toContain(
      'i18n.locales[2]: "Pt_BR" is not a locale code usable in a URL',
    );
  });

  it('refuses an invalid direction, naming the key', () => {
    const root = localizedSite();
    const config = readConfig(root);
    config.i18n.localeConfigs = { ar: { direction: 'right-to-left' } };
    writeConfig(root, config);
    expect(errorOf(() => loadContentGraph({ root })).message).toMatch(/i18n\.localeConfigs\.ar\.direction: .*"ltr"/);
  });

  it('reports bad frontmatter in a translation with its path', () => {
    const root = localizedSite();
    write(root, 'content/i18n/fr/docs/guide/start.mdx', '---\ntitle: Démarrer\nsidebar_positoin: 2\n---\n');
    const error = errorOf(() => loadContentGraph({ root }));
    expect(error.file).toBe('content/i18n/fr/docs/guide/start.mdx');
    expect(error.message).toContain('sidebar_positoin');
  });
});

describe('the outdated-translation notice’s data (issue 41, item 9)', () => {
  /** fr translates start (current) and usage (recorded from an older English text) and the post (no hash). */
  function siteWithHashes() {
    const root = localizedSite();
    const english = (file: string) => fs.readFileSync(path.join(root, file));
    write(
      root,
      'content/i18n/fr/docs/guide/start.mdx',
      `---\ntitle: Démarrer\nsource_hash: ${gitBlobHash(english('content/docs/guide/start.mdx'))}\n---\n\nTexte.\n`,
    );
    write(
      root,
      'content/i18n/fr/docs/guide/usage.mdx',
      `---\ntitle: Utilisation\nsource_hash: ${gitBlobHash(english('content/docs/guide/usage.mdx'))}\n---\n\nTexte.\n`,
    );
    // Two standalone pages, translated from their current text.
    write(root, 'content/pages/support.mdx', '---\ntitle: Support\n---\n\nAsk us.\n');
    write(root, 'content/pages/terms.mdx', '---\ntitle: Terms\n---\n\nThe terms.\n');
    for (const [name, title] of [
      ['support', 'Assistance'],
      ['terms', 'Conditions'],
    ])
      write(
        root,
        `content/i18n/fr/pages/${name}.mdx`,
        `---\ntitle: ${title}\nsource_hash: ${gitBlobHash(english(`content/pages/${name}.mdx`))}\n---\n\nTexte.\n`,
      );
    // The English pages change after their translation.
    fs.appendFileSync(path.join(root, 'content/docs/guide/usage.mdx'), '\nA new English paragraph.\n');
    fs.appendFileSync(path.join(root, 'content/pages/support.mdx'), '\nA new English paragraph.\n');
    return siteOf(loadContentGraph({ root }));
  }
  const site = siteWithHashes();
  const doc = (segments: string[]) => {
    const found = resolveLocaleRoute(site, 'fr', segments);
    if (found?.kind !== 'doc') throw new Error(`expected a doc at ${segments.join('/')}`);
    return found.doc;
  };

  it('marks a translation whose English page changed since its source_hash, linking to the English page', () => {
    expect(docPageData(site, doc(['docs', 'guide', 'usage'])).translation).toEqual({
      outdated: true,
      sourceHref: '/docs/guide/usage',
    });
  });

  it('leaves a current translation unmarked, and gives English and fallback pages no translation at all', () => {
    expect(docPageData(site, doc(['docs', 'guide', 'start'])).translation).toEqual({
      outdated: false,
      sourceHref: '/docs/guide/start',
    });
    const english = site.graph.byHref.get('/docs/guide/start') as DocEntry;
    expect(english.filePath).toBe('content/docs/guide/start.mdx');
    expect('translation' in docPageData(site, english)).toBe(false);
    expect(docPageData(site, doc(['docs', 'guide', 'pets'])).translation).toBeUndefined();
  });

  it('counts a translated post without a source_hash as outdated', () => {
    const post = resolveLocaleRoute(site, 'fr', ['blog', 'hello']);
    if (post?.kind !== 'post') throw new Error('expected a post');
    expect(postPageData(site, post.post).translation).toEqual({ outdated: true, sourceHref: '/blog/hello' });
  });

  it('marks a standalone page’s translation the same way, and no English or fallback page', () => {
    const page = (segments: string[]) => {
      const found = resolveLocaleRoute(site, 'fr', segments);
      if (found?.kind !== 'page') throw new Error(`expected a standalone page at ${segments.join('/')}`);
      return found.page;
    };
    expect(pageTranslation(site, page(['support']))).toEqual({ outdated: true, sourceHref: '/support' });
    expect(pageTranslation(site, page(['terms']))).toEqual({ outdated: false, sourceHref: '/terms' });
    const english = site.graph.pages.find((p) => p.slug === 'support');
    expect(english && pageTranslation(site, english)).toBeUndefined();
  });
});

describe('llms.txt of a site with locales (issue 41, item 10)', () => {
  it('lists each locale’s translated docs and posts under its language, fallback pages left out', async () => {
    const graph = loadContentGraph({ root: localizedSite() });
    const llms = siteLlmsTxt(graph, await graph.apis());
    const heading = llms.match(/^## fr .+$/m)?.[0];
    expect(heading).toBe('## fr (French, fr)');
    const section = llms.split(`${heading}\n\n`)[1].split('\n\n')[1];
    const urls = [...section.matchAll(/\]\((\S+)\)/g)].map((m) => new URL(m[1]).pathname);
    expect(urls).toEqual(['/fr/docs/guide/start.md', '/fr/blog/hello']);
    // ar translates nothing: no section; the English sections list no locale's page.
    expect(llms).not.toMatch(/^## ar /m);
    expect(llms.split(heading ?? '')[0]).not.toMatch(/\/(fr|ar)\//);
  });
});
