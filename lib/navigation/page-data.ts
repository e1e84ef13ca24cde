import type { TocItem } from '../markdown/toc';
import type { Crumb, SidebarItem } from './types';

/**
 * What each page kind renders beside its entry, as plain data: lib/site/page-data.ts builds it from
 * the site, the page components (DocPage, PostPage) take it.
 */

/** One side of a pager: where it leads, the page's title and what the link is ("Previous", "Newer post"). */
interface PagerLink {
  href: string;
  label: string;
  sub: string;
}

/** How a page of a locale other than the default is marked (lib/site/locales.ts builds it). */
export interface PageLocale {
  /** The route's locale (`fr`). */
  code: string;
  /** The language of the page's content (`lang`): the locale's, or the default locale's on a fallback page. */
  lang: string;
  /** The direction of the page's content. */
  dir: 'ltr' | 'rtl';
  /** On a page not translated yet: the default locale's page it shows, which its notice links to. */
  fallbackOf?: string;
}

/** What every MDX page renders with. */
interface EntryData {
  /** The page's locale: its interface strings and dates (lib/i18n). */
  locale: string;
  /** On a page of a locale other than the default: its content's language and whether it is a fallback. */
  language?: PageLocale;
  /** Source file → route, for links written to Markdown files. */
  fileRoutes: Map<string, string>;
  toc: TocItem[];
  previous?: PagerLink;
  next?: PagerLink;
  /**
   * On a translated page: whether the English page changed since the translation's source
   * (lib/i18n/status.ts) and the English page's address, for the outdated-translation notice.
   */
  translation?: { outdated: boolean; sourceHref: string };
}

export interface DocPageData extends EntryData {
  /** The sidebar of this page (the current docs' pruned: collapsed categories off its path keep their header only). */
  sidebar: SidebarItem[];
  breadcrumbs: Crumb[];
  /** Above a page of an older version: its label and the same page in the latest version. */
  versionBanner?: { label: string; latestHref: string };
  /** The same page in every version, when there is more than one. */
  versionLinks: { name: string; label: string; href: string }[];
  /** Where the "Was this page helpful?" answers go, when configured. */
  feedbackEndpoint?: string;
  /** Drafts get no Markdown copy: the prebuild publishes only what production builds. */
  markdownCopy: boolean;
  /** The site's origin (no trailing slash), for the page actions' absolute links. */
  siteUrl: string;
}

export type PostPageData = EntryData;
