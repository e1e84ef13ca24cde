import { collectTags, paginate } from '../blog/posts';
import type { PostEntry } from '../blog/types';
import type { DocEntry, PageEntry } from '../content/types';
import { uiStrings } from '../i18n/catalogue';
import { fill, plural } from '../i18n/format.client';
import type { ApiEntry } from '../openapi/catalog';
import { firstSentence } from '../openapi/description';
import { referencePageDescription } from '../openapi/page-text';
import { pageHref, type ReferencePage } from '../openapi/pages';
import { lastUpdateOf } from '../page-meta/last-updated';
import { pinnedApiId } from '../versions/layout';
import { changelogHref } from './changelog-routes';
import type { ContentGraph } from './graph';
import { derivedView, siteOf } from './site';
import { getContentGraph } from './source';

/**
 * The site's public pages, each once: what the sitemap, search, llms.txt, the SEO metadata and the
 * link check enumerate. Drafts are in it only in a development graph (each page says whether it
 * is one); test-only routes never are.
 */

interface PageCommon {
  /** The route, `/docs/a/b`. */
  route: string;
  /** What the page is generated from: a content file, an OpenAPI document or an app/ route file. */
  source: string;
  /** The page's own title (a page of a split reference: its tag's name, "Schemas"…). */
  title: string;
  /** As written: frontmatter, or the reference's first sentence (Markdown). */
  description?: string;
  /** A post's date, YYYY-MM-DD. */
  published?: string;
  /** When the page last changed, YYYY-MM-DD, where known. */
  updated?: string;
  draft: boolean;
  /** On a page of a locale other than the default (lib/i18n): its code (`fr`). */
  locale?: string;
  /** Such a page not translated yet: the default locale's content at the locale's route. */
  fallback?: boolean;
  /** Such a page's original in the default locale (`/docs/a` for `/fr/docs/a`). */
  original?: string;
}

/** A doc, a standalone page or a post: rendered from an MDX entry of the graph. */
export type EntryPage =
  | (PageCommon & { kind: 'doc'; entry: DocEntry })
  | (PageCommon & { kind: 'page'; entry: PageEntry })
  | (PageCommon & { kind: 'post'; entry: PostEntry });

/**
 * A page of an API reference: `api` is its main page (the whole reference, or a split one's
 * overview), `api-split` another page of a split one. Before the documents load, only the main
 * pages are listed, with no `reference`.
 */
export interface ApiPage extends PageCommon {
  kind: 'api' | 'api-split';
  reference?: { api: ApiEntry; page: ReferencePage };
}

/** A reference's changelog (`/api/<id>/changelog`): listed only when a cut version pinned the reference. */
interface ChangelogPage extends PageCommon {
  kind: 'api-changelog';
  api: ApiEntry;
}

/** The home page and the blog's lists (pages, archive, tags): rendered by app/ code. */
interface ListPage extends PageCommon {
  kind: 'home' | 'blog-list';
}

export type SitePage = EntryPage | ApiPage | ChangelogPage | ListPage;

const entryPage = <K extends EntryPage['kind'], E extends EntryPage['entry']>(kind: K, entry: E) =>
  ({
    kind,
    entry,
    route: entry.href,
    source: entry.filePath,
    title: entry.frontmatter.title,
    description: entry.frontmatter.description,
    updated: lastUpdateOf(entry.filePath)?.date,
    draft: entry.frontmatter.draft ?? false,
    ...(entry.locale ? { locale: entry.locale, original: entry.original, fallback: entry.fallback ?? false } : {}),
  }) as Extract<EntryPage, { kind: K }>;

/**
 * The pages of each locale other than the default, after the default locale's: its home page, docs,
 * standalone pages, blog list pages and posts, each translated or falling back (lib/i18n).
 */
function localePages(graph: ContentGraph, home: ListPage): SitePage[] {
  return graph.locales.flatMap((content): SitePage[] => {
    const { locale } = content;
    const mark = { locale: locale.code };
    // The blog's lists (pages, archive, tags) at the same routes as the default locale's, over the locale's posts.
    const englishLists = blogListPages(graph, locale.code);
    return [
      {
        ...home,
        ...mark,
        route: locale.prefix,
        source: `content/i18n/${locale.code}/home.json`,
        title: content.home.title
          ? `${content.home.title} ${graph.config.titleDelimiter} ${content.home.tagline ?? graph.config.tagline}`
          : home.title,
        description: content.home.tagline ?? home.description,
        original: '/',
        fallback: !content.home.title,
      },
      ...content.docs.map((doc) => entryPage('doc', doc)),
      ...content.versions.flatMap((version) => version.docs.map((doc) => entryPage('doc', doc))),
      ...content.pages.map((page) => entryPage('page', page)),
      ...englishLists.map(
        (list): ListPage => ({
          ...list,
          ...mark,
          route: `${locale.prefix}${list.route}`,
          original: list.route,
          fallback: true,
        }),
      ),
      ...content.posts.map((post) => ({ ...entryPage('post', post), published: post.date })),
    ];
  });
}

/** The pages of the references, in the configuration's order: every page of a loaded one, else its main page. */
function apiPages(graph: ContentGraph, apis: ApiEntry[] | null): ApiPage[] {
  return graph.config.apis.flatMap((spec): ApiPage[] => {
    const api = apis?.find((entry) => entry.spec.id === spec.id);
    if (!api) return [{ kind: 'api', route: `/api/${spec.id}`, source: spec.file, title: spec.title, draft: false }];
    return api.layout.pages.map((page) => ({
      kind: page.slug ? 'api-split' : 'api',
      route: pageHref(spec.id, page.slug),
      source: spec.file,
      title: page.slug ? page.title : spec.title,
      // Worked out when read: the link check never needs it.
      get description() {
        return page.slug ? referencePageDescription(api.model, page) : firstSentence(api.model.description);
      },
      draft: false,
      reference: { api, page },
    }));
  });
}

/** The changelog of each reference some cut version pinned (none before the documents load, none without versions). */
function changelogPages(graph: ContentGraph, apis: ApiEntry[] | null): ChangelogPage[] {
  if (!apis || graph.versions.length === 0) return [];
  const ids = new Set(apis.map((api) => api.spec.id));
  return apis
    .filter((api) => api.spec.version === undefined)
    .filter((api) => graph.versions.some((v) => ids.has(pinnedApiId(v.name, api.spec.id))))
    .map((api) => ({
      kind: 'api-changelog',
      route: changelogHref(api.spec.id),
      source: api.spec.file,
      title: `${api.spec.title} changelog`,
      description: `What changed in the ${api.spec.title} between docs versions: operations, parameters, fields, enum values, status codes and security, breaking changes marked.`,
      draft: false,
      api,
    }));
}

/** The blog's list pages: its pages of posts, the archive, the tag list and one page per tag, titled in `locale`'s language. */
function blogListPages(graph: ContentGraph, locale = graph.config.i18n.defaultLocale): ListPage[] {
  const { blog } = graph.config;
  const t = uiStrings(locale);
  const list = (route: string, source: string, title: string, description: string): ListPage => ({
    kind: 'blog-list',
    route,
    source,
    title,
    description,
    draft: false,
  });
  return [
    ...paginate(graph.posts, blog.postsPerPage).map((page) =>
      page.page === 1
        ? list(page.href, 'app/(site)/blog/page.tsx', blog.title, blog.description)
        : list(
            page.href,
            'app/(site)/blog/page/[page]/page.tsx',
            fill(t['blog.pageTitle'], { title: blog.title, page: page.page }, locale),
            blog.description,
          ),
    ),
    list(
      '/blog/archive',
      'app/(site)/blog/archive/page.tsx',
      t['blog.archive'],
      'Every post of the Acme developer blog, by year.',
    ),
    list('/blog/tags', 'app/(site)/blog/tags/page.tsx', t['blog.tagsTitle'], 'The topics of the Acme developer blog.'),
    ...collectTags(graph.posts).map(({ tag, posts }) =>
      list(
        `/blog/tags/${tag}`,
        'app/(site)/blog/tags/[tag]/page.tsx',
        plural(t, 'blog.taggedPosts', posts.length, locale, { tag }),
        `Posts of the Acme developer blog about ${tag}.`,
      ),
    ),
  ];
}

// Kept on the site, per list of references (null before they load): consumers share one list.
const lists = derivedView<Map<ApiEntry[] | null, SitePage[]>>('pages');

/**
 * Every public page of the graph, in one order: home, docs (file order, then each cut version's),
 * references (a cut version's pinned ones after the site's), standalone
 * pages, blog lists, posts (newest first). With `apis` null, the references' main pages only.
 */
export function sitePages(graph: ContentGraph, apis: ApiEntry[] | null): SitePage[] {
  const byApis = siteOf(graph).derive(lists, () => new Map());
  let pages = byApis.get(apis);
  if (!pages) {
    const { config } = graph;
    const home: ListPage = {
      kind: 'home',
      route: '/',
      source: 'app/(site)/page.tsx',
      title: `${config.title} ${config.titleDelimiter} ${config.tagline}`,
      description: config.tagline,
      draft: false,
    };
    pages = [
      home,
      ...graph.docs.map((doc) => entryPage('doc', doc)),
      // Each cut version's docs under its own path (`/docs/3.2/…`), after the current ones.
      ...graph.versions.flatMap((version) => version.docs.map((doc) => entryPage('doc', doc))),
      ...apiPages(graph, apis),
      ...changelogPages(graph, apis),
      ...graph.pages.map((page) => entryPage('page', page)),
      ...blogListPages(graph),
      ...graph.posts.map((post) => ({ ...entryPage('post', post), published: post.date })),
      ...localePages(graph, home),
    ];
    byApis.set(apis, pages);
  }
  return pages;
}

/** Every public page of the running site, its references loaded. */
export async function getSitePages(): Promise<SitePage[]> {
  const graph = getContentGraph();
  return sitePages(graph, await graph.apis());
}

/** Whether a page is rendered from an MDX entry (a doc, a standalone page, a post). */
export const isEntryPage = (page: SitePage): page is EntryPage =>
  page.kind === 'doc' || page.kind === 'page' || page.kind === 'post';

/** Whether a page belongs to an API reference. */
export const isApiPage = (page: SitePage): page is ApiPage => page.kind === 'api' || page.kind === 'api-split';
