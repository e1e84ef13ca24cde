import { findPostNeighbours } from '../blog/posts';
import type { PostEntry } from '../blog/types';
import type { DocEntry, LocaleMark, PageEntry } from '../content/types';
import { uiStrings } from '../i18n/catalogue';
import { isOutdated } from '../i18n/status';
import { extractToc } from '../markdown/toc';
import type { DocPageData, PostPageData } from '../navigation/page-data';
import { pruneSidebar } from '../navigation/prune.client';
import { sidebarFileName } from '../navigation/sidebar-file.client';
import { findBreadcrumbs, findNeighbours } from '../navigation/walk.client';
import { sameDocIn, versionLinks } from '../versions/map';
import { pageLocale } from './locales';
import type { Site } from './site';

/**
 * What each page kind renders (lib/navigation/page-data.ts), built from the site: pure functions of
 * the site and the entry, unit-tested without React. The components take the data and import
 * nothing from the site layer (scripts/folder-cycles.ts keeps it so).
 */

/**
 * On a translated page (not a fallback): whether its English page changed since the translation's
 * `source_hash` (or it records none), and that page's address, for the outdated-translation
 * notice. Computed from the files at build time (lib/i18n/status.ts, no git needed); in
 * development again on each render.
 */
function translationOf(
  site: Site,
  entry: LocaleMark & { filePath: string },
): { outdated: boolean; sourceHref: string } | undefined {
  if (!entry.locale || entry.fallback || !entry.original) return undefined;
  const source = site.graph.byHref.get(entry.original);
  if (!source) return undefined;
  return { outdated: isOutdated(site.graph.root, source.filePath, entry.filePath), sourceHref: entry.original };
}

/**
 * A standalone page's outdated-translation notice (`content/i18n/<locale>/pages/…`): its route
 * renders the page without page data, so it asks for this alone.
 */
export const pageTranslation = (site: Site, page: PageEntry) => translationOf(site, page);

/** `{ [key]: value }`, or nothing when the value is undefined (the English pages' data keeps its shape). */
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The data of one doc's page, in a locale (the default one unless given). */
export function docPageData(
  site: Site,
  doc: DocEntry,
  locale = doc.locale ?? site.graph.config.i18n.defaultLocale,
): DocPageData {
  const { config } = site.graph;
  const t = uiStrings(locale);
  const version = site.versionOf(doc);
  // A locale's doc has the locale's sidebar (its pages' routes and translated labels).
  const localized = doc.locale ? site.graph.locales.find((l) => l.locale.code === doc.locale) : undefined;
  const localizedSidebar = version.cut
    ? localized?.versions.find((v) => v.name === version.name)?.sidebar
    : localized?.sidebar;
  const sidebar = localizedSidebar ?? version.sidebar;
  const latest = site.versionPages.find((v) => v.name === site.latest.name);
  const { previous, next } = findNeighbours(sidebar, doc.href);
  return {
    locale,
    language: pageLocale(site, doc),
    // The sidebar file holds the current docs' tree: a cut version's or a locale's sidebar is rendered whole.
    sidebar:
      version.cut || localized ? sidebar : pruneSidebar(sidebar, doc.href, `/${sidebarFileName(config.docs.pluginId)}`),
    breadcrumbs: findBreadcrumbs(sidebar, doc.href),
    versionBanner:
      !version.latest && latest ? { label: version.label, latestHref: sameDocIn(latest, doc.id) } : undefined,
    versionLinks: site.versionPages.length > 1 && !localized ? versionLinks(site.versionPages, doc.id) : [],
    feedbackEndpoint: config.feedback?.endpoint,
    markdownCopy: !doc.frontmatter.draft,
    siteUrl: config.url,
    fileRoutes: site.graph.fileRoutes,
    toc: doc.frontmatter.hide_table_of_contents ? [] : extractToc(site.graph.analyse(doc).tree),
    previous: previous && { href: previous.href, label: previous.label, sub: t['pager.previous'] },
    next: next && { href: next.href, label: next.label, sub: t['pager.next'] },
    ...optional('translation', translationOf(site, doc)),
  };
}

/** The data of one post's page: newer post first, as the blog lists them. */
export function postPageData(
  site: Site,
  post: PostEntry,
  locale = post.locale ?? site.graph.config.i18n.defaultLocale,
): PostPageData {
  const localized = post.locale ? site.graph.locales.find((l) => l.locale.code === post.locale) : undefined;
  const { newer, older } = localized ? findPostNeighbours(localized.posts, post.slug) : site.postNeighbours(post.slug);
  const t = uiStrings(locale);
  return {
    locale,
    language: pageLocale(site, post),
    fileRoutes: site.graph.fileRoutes,
    toc: post.frontmatter.hide_table_of_contents ? [] : extractToc(site.graph.analyse(post).tree),
    previous: newer && { href: newer.href, label: newer.frontmatter.title, sub: t['blog.newerPost'] },
    next: older && { href: older.href, label: older.frontmatter.title, sub: t['blog.olderPost'] },
    ...optional('translation', translationOf(site, post)),
  };
}
