import 'server-only';
import type { Metadata } from 'next';
import type { DocEntry } from '../content/types';
import { type LanguageLinks, languageLinks } from '../i18n/alternates';
import { siteLocales, splitLocaleRoute } from '../i18n/locales';
import { markdownHref } from '../llms/llms-txt';
import { markdownText } from '../markdown/plain-text';
import { findBreadcrumbs } from '../navigation/walk.client';
import { pageDescription } from '../seo/description';
import { blogPosting, breadcrumbList, techArticle } from '../seo/json-ld';
import { ogImagePath, pageMetadata } from '../seo/metadata';
import { feedAlternates } from './blog';
import { isApiPage, type SitePage, sitePages } from './pages';
import { derivedView, type Site, siteOf } from './site';
import { getContentGraph, getSite } from './source';
import type { VersionView } from './versions';

/** The site configuration, through the graph: the one door (development reads it again with the content). */
const config = () => getContentGraph().config;

/** What search engines and link previews learn about one public page. */
export interface SeoPage {
  path: string;
  title: string;
  description?: string;
  /** The part of the site, shown above the title on its preview image. */
  section: string;
  type: 'website' | 'article';
  /** Structured data for the page, when it has any. */
  jsonLd?: unknown[];
  /** Extra metadata fields (feeds, keywords, absolute title). */
  extra?: Metadata;
  publishedTime?: string;
  authors?: string[];
  tags?: string[];
  /** A locale's page not translated yet: it has its original's preview image, no image of its own. */
  fallback?: boolean;
}

const absolute = (path: string) => new URL(path, config().url).toString();

/** The language of a page's content: its locale's, or the default locale's (a fallback page too). */
function contentLanguage(page: SitePage): string {
  const locales = siteLocales(config().i18n);
  const locale = !page.fallback && locales.find((l) => l.code === page.locale);
  return (locale || locales[0]).htmlLang;
}

/** Blog pages link the feeds in their head (a page's alternates replace the layout's). */
const feeds: Metadata = { alternates: feedAlternates };

/** A docs page: an article in the section of its top sidebar category, with its breadcrumbs. */
function docPage(page: SitePage & { kind: 'doc' }): SeoPage {
  const doc = page.entry;
  const site = getSite();
  const version = site.versionOf(doc);
  const crumbs = findBreadcrumbs(version.sidebar, doc.href);
  const description = pageDescription(doc.frontmatter.description, doc.body, doc.filePath);
  const common = {
    title: page.title,
    description,
    url: absolute(doc.href),
    image: absolute(ogImagePath(doc.href)),
    siteName: config().title,
    siteUrl: config().url,
    language: contentLanguage(page),
    // The source file's last commit, when git knows it (the sitemap's lastmod too).
    dateModified: page.updated,
  };
  return {
    path: page.route,
    title: page.title,
    description,
    section: crumbs.length > 1 ? crumbs[0].label : 'Docs',
    type: 'article',
    extra: { keywords: doc.frontmatter.keywords, ...versionExtra(site, doc, version) },
    jsonLd: [
      techArticle({ ...common, keywords: [...doc.frontmatter.tags, ...(doc.frontmatter.keywords ?? [])] }),
      breadcrumbList([
        { name: 'Home', url: absolute('/') },
        ...crumbs.map((c, i) => ({
          name: c.label,
          url:
            c.href && i < crumbs.length - 1
              ? absolute(c.href)
              : i === crumbs.length - 1
                ? absolute(doc.href)
                : undefined,
        })),
      ]),
    ],
  };
}

/**
 * A page of an older version: its canonical URL is the same page in the latest version (when it
 * has one), and search engines are asked not to index it unless the version says otherwise.
 */
function versionExtra(site: Site, doc: DocEntry, version: VersionView): Metadata {
  if (version.latest) return {};
  const latest = site.versionPages.find((v) => v.name === site.latest.name);
  const canonical = latest?.hrefs.get(doc.id);
  return {
    ...(canonical ? { alternates: { canonical } } : {}),
    ...(version.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A blog post: an article with its date, authors and tags. */
function postPage(page: SitePage & { kind: 'post' }): SeoPage {
  const post = page.entry;
  const description = pageDescription(post.frontmatter.description, post.body, post.filePath);
  const url = absolute(post.href);
  return {
    path: page.route,
    title: page.title,
    description,
    section: config().blog.title,
    type: 'article',
    publishedTime: page.published,
    authors: post.authors.map((a) => a.name),
    tags: post.frontmatter.tags,
    extra: feeds,
    jsonLd: [
      blogPosting({
        title: page.title,
        description,
        url,
        image: absolute(ogImagePath(post.href)),
        siteName: config().title,
        siteUrl: config().url,
        language: contentLanguage(page),
        keywords: post.frontmatter.tags,
        datePublished: post.date,
        dateModified: page.updated,
        authors: post.authors,
      }),
      breadcrumbList([
        { name: 'Home', url: absolute('/') },
        { name: config().blog.title, url: absolute('/blog') },
        { name: page.title, url },
      ]),
    ],
  };
}

/** What search engines and link previews learn about one page of the page list. */
function seoEntry(page: SitePage): SeoPage {
  const entry = { ...seoEntryOf(page), ...(page.fallback ? { fallback: true } : {}) };
  // Docs and references have a Markdown copy (drafts and fallback pages do not): the head says where, for agents.
  const copy = (page.kind === 'doc' && !page.draft && !page.fallback) || isApiPage(page);
  if (!copy) return entry;
  const types = { 'text/markdown': markdownHref(page.route) };
  return {
    ...entry,
    extra: {
      ...entry.extra,
      alternates: { ...entry.extra?.alternates, types: { ...entry.extra?.alternates?.types, ...types } },
    },
  };
}

function seoEntryOf(page: SitePage): SeoPage {
  switch (page.kind) {
    case 'doc':
      return docPage(page);
    case 'post':
      return postPage(page);
    case 'page':
      return {
        path: page.route,
        title: page.title,
        description: pageDescription(page.description, page.entry.body, page.source),
        section: config().title,
        type: 'website',
      };
    case 'home':
      return {
        path: page.route,
        title: page.title,
        description: page.description,
        section: config().title,
        type: 'website',
        extra: { title: { absolute: page.title } },
      };
    case 'blog-list':
      return {
        path: page.route,
        title: page.title,
        description: page.description,
        section: config().blog.title,
        type: 'website',
        extra: feeds,
      };
    case 'api-changelog':
      return {
        path: page.route,
        title: `Changelog | ${page.api.spec.navLabel}`,
        description: page.description,
        section: 'API reference',
        type: 'website',
      };
    case 'api':
    case 'api-split': {
      const spec = page.reference?.api.spec;
      if (page.kind === 'api')
        return {
          path: page.route,
          title: spec?.navLabel ?? page.title,
          description: markdownText(page.description ?? '') || undefined,
          section: 'API reference',
          type: 'website',
        };
      return {
        path: page.route,
        title: `${page.title} | ${spec?.navLabel}`,
        description: page.description,
        section: spec?.navLabel ?? 'API reference',
        type: 'website',
      };
    }
  }
}

/** The SEO entries of one graph: the content's at once, the API references' once their documents load. */
interface SeoIndex {
  /** Each page's `hreflang` alternates or a fallback's canonical URL (lib/i18n/alternates.ts). */
  languages: Map<string, LanguageLinks>;
  /** Every page but the references'. */
  content: Map<string, SeoPage>;
  /** Every page, in the page list's order; loads the documents on first call. */
  all: () => Promise<Map<string, SeoPage>>;
}

// Kept on the site: the development server builds a new graph, so a new site, after each content change.
const seoView = derivedView<SeoIndex>('seo');

/** The SEO entries of the current graph; a docs page does not wait for the OpenAPI documents. */
function seoIndex(): SeoIndex {
  const graph = getContentGraph();
  return siteOf(graph).derive(seoView, () => {
    const content = new Map(
      sitePages(graph, null)
        .filter((page) => !isApiPage(page))
        .map((page) => [page.route, seoEntry(page)]),
    );
    let all: Promise<Map<string, SeoPage>> | undefined;
    const languages = languageLinks(sitePages(graph, null), siteLocales(graph.config.i18n));
    const load = async () =>
      new Map(
        sitePages(graph, await graph.apis()).map((page) => [page.route, content.get(page.route) ?? seoEntry(page)]),
      );
    return { languages, content, all: () => (all ??= load()) };
  });
}

/** Every public page of a production build, by path: what the sitemap lists and what gets a preview image. */
export function getSeoPages(): Promise<Map<string, SeoPage>> {
  return seoIndex().all();
}

/** Each page's `hreflang` alternates, or a fallback page's canonical URL (the sitemap's alternates). */
export function getLanguageLinks(): Map<string, LanguageLinks> {
  return seoIndex().languages;
}

/** The SEO entry of one public page, if it is one. */
async function seoPage(path: string): Promise<SeoPage | undefined> {
  const index = seoIndex();
  return index.content.get(path) ?? (await index.all()).get(path);
}

/** The metadata of a public page (throws for a path that is not one: a route and this list disagree). */
export async function metadataFor(path: string): Promise<Metadata> {
  const page = await seoPage(path);
  if (!page) throw new Error(`No SEO entry for ${path}: add the route to lib/site/seo.ts`);
  const languages = seoIndex().languages.get(path);
  // A fallback page shows its original's preview image (none is drawn for it) and names it canonical.
  const image = ogImagePath(languages?.canonical ?? page.path);
  const metadata = pageMetadata({ ...page, image, keywords: undefined }, config().title);
  const { locale } = splitLocaleRoute(path, siteLocales(config().i18n));
  return {
    ...metadata,
    ...page.extra,
    ...(locale.isDefault ? {} : { openGraph: { ...metadata.openGraph, locale: locale.htmlLang.replace('-', '_') } }),
    alternates: { ...metadata.alternates, ...page.extra?.alternates, ...languages },
  };
}

/** The structured data of a public page, if any. */
export async function jsonLdFor(path: string): Promise<unknown[]> {
  return (await seoPage(path))?.jsonLd ?? [];
}
