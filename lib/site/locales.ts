import { type BlogPage, collectTags, paginate } from '../blog/posts';
import type { PostEntry } from '../blog/types';
import type { DocEntry, PageEntry } from '../content/types';
import { type Locale, siteLocales } from '../i18n/locales';
import type { PageLocale } from '../navigation/page-data';
import type { ContentEntry, LocaleContent } from './graph';
import type { Site } from './site';

/**
 * The routes of the locales other than the default (`/fr/…`), all served by one optional catch-all
 * (app/[page]/[[...rest]]): what each route renders, and every route for generateStaticParams.
 * Nothing here is per locale: a locale is a configuration entry and a folder (lib/i18n).
 */

export type LocaleRoute =
  | { kind: 'home'; locale: LocaleContent }
  | { kind: 'doc'; locale: LocaleContent; doc: DocEntry }
  | { kind: 'page'; locale: LocaleContent; page: PageEntry }
  | { kind: 'post'; locale: LocaleContent; post: PostEntry }
  | { kind: 'blog'; locale: LocaleContent; page: BlogPage<PostEntry> }
  | { kind: 'archive' | 'tags'; locale: LocaleContent }
  | { kind: 'tag'; locale: LocaleContent; tag: string; posts: PostEntry[] };

/** Every configured locale, the default first (lib/i18n/locales.ts). */
export const localesOf = (site: Site): Locale[] => siteLocales(site.config.i18n);

/** A locale's blog list pages, at its routes (`/fr/blog`, `/fr/blog/page/2`). */
function localeBlogPages(site: Site, locale: LocaleContent): BlogPage<PostEntry>[] {
  const prefix = (href?: string) => href && `${locale.locale.prefix}${href}`;
  return paginate(locale.posts, site.config.blog.postsPerPage).map((page) => ({
    ...page,
    href: `${locale.locale.prefix}${page.href}`,
    previousHref: prefix(page.previousHref),
    nextHref: prefix(page.nextHref),
  }));
}

const isDoc = (entry: ContentEntry): entry is DocEntry => 'id' in entry;
const isPost = (entry: ContentEntry): entry is PostEntry => 'authors' in entry;

/** What `/<code>/<...rest>` renders, or undefined when the locale has no such page. */
export function resolveLocaleRoute(site: Site, code: string, rest: readonly string[]): LocaleRoute | undefined {
  const locale = site.graph.locales.find((l) => l.locale.code === code);
  if (!locale) return undefined;
  if (rest.length === 0) return { kind: 'home', locale };
  const route = `/${code}/${rest.join('/')}`;
  const list = localeBlogPages(site, locale).find((page) => page.href === route);
  if (list) return { kind: 'blog', locale, page: list };
  // The archive and the tags: the default locale's routes (its tags), over the locale's posts.
  if (rest[0] === 'blog' && rest[1] === 'archive' && rest.length === 2) return { kind: 'archive', locale };
  if (rest[0] === 'blog' && rest[1] === 'tags' && rest.length === 2) return { kind: 'tags', locale };
  if (rest[0] === 'blog' && rest[1] === 'tags' && rest.length === 3) {
    if (!collectTags(site.graph.posts).some((t) => t.tag === rest[2])) return undefined;
    const posts = locale.posts.filter((post) => post.frontmatter.tags.includes(rest[2]));
    return { kind: 'tag', locale, tag: rest[2], posts };
  }
  const entry = site.graph.byHref.get(route);
  if (!entry || entry.locale !== code) return undefined;
  if (isDoc(entry)) return { kind: 'doc', locale, doc: entry };
  if (isPost(entry)) return { kind: 'post', locale, post: entry };
  return { kind: 'page', locale, page: entry };
}

/** Every locale route's parameters (`{ page: 'fr', rest: ['docs', 'a'] }`), for generateStaticParams. */
export function localeRouteParams(site: Site): Array<{ page: string; rest: string[] }> {
  return site.graph.locales.flatMap((locale) => {
    const code = locale.locale.code;
    const routes = [
      locale.locale.prefix,
      ...locale.docs.map((doc) => doc.href),
      ...locale.versions.flatMap((v) => v.docs.map((doc) => doc.href)),
      ...locale.pages.map((page) => page.href),
      ...localeBlogPages(site, locale).map((page) => page.href),
      `${locale.locale.prefix}/blog/archive`,
      `${locale.locale.prefix}/blog/tags`,
      ...collectTags(site.graph.posts).map(({ tag }) => `${locale.locale.prefix}/blog/tags/${tag}`),
      ...locale.posts.map((post) => post.href),
    ];
    return routes.map((route) => ({ page: code, rest: route.split('/').slice(2) }));
  });
}

/**
 * How a locale's page is marked (lib/navigation/page-data.ts): the language its content is in (the
 * default locale's for a fallback, which links to its original), and the locale's direction.
 */
export function pageLocale(site: Site, entry: ContentEntry): PageLocale | undefined {
  if (!entry.locale) return undefined;
  const locales = localesOf(site);
  const locale = locales.find((l) => l.code === entry.locale);
  const fallback = entry.fallback ? locales.find((l) => l.isDefault) : undefined;
  if (!locale) return undefined;
  return {
    code: locale.code,
    lang: (fallback ?? locale).htmlLang,
    dir: (fallback ?? locale).direction,
    ...(fallback && entry.original ? { fallbackOf: entry.original } : {}),
  };
}
