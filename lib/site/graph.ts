import type { Root } from 'mdast';
import type { Author } from '../blog/schema';
import type { PostEntry } from '../blog/types';
import type { ParsedSiteConfig } from '../config/parse';
import type { DocEntry, MetaEntry, PageEntry } from '../content/types';
import type { LocaleSources } from '../i18n/load';
import { extractLinks, type FoundLink } from '../markdown/link-extract';
import { parseMarkdown } from '../markdown/parse';
import { remapLines } from '../markdown/partials';
import { extractHeadings, type TocItem } from '../markdown/toc';
import { buildSidebar } from '../navigation/tree';
import type { SidebarItem } from '../navigation/types';
import type { ApiEntry } from '../openapi/catalog';
import type { VersionSources } from '../versions/load';
import { type Redirect, siteRedirects } from './redirects';

/**
 * The content graph: everything the site is generated from, read once per build (once per change
 * in development) and shared by the routes, the prebuild, search, the Markdown copies, llms.txt,
 * the sitemap and the link check. This module derives; `graph-load.ts` reads the files.
 */

/** The site configuration file, relative to the root. */
export const SITE_CONFIG_FILE = 'content/site.config.json';

/** What the files hold, parsed and validated. */
export interface ContentSources {
  /** Folder holding content/ and openapi/. */
  root: string;
  config: ParsedSiteConfig;
  docs: DocEntry[];
  metas: MetaEntry[];
  /** The cut docs versions (lib/versions), in the configuration's order; the docs above are the current ones. */
  versions: VersionSources[];
  pages: PageEntry[];
  /** Newest first. */
  posts: PostEntry[];
  /** Each locale but the default (lib/i18n): every page, translated or falling back; none on an English-only site. */
  locales?: LocaleSources[];
  authors: Map<string, Author>;
  /** Files under public/ that are sources (not written by the build), relative to it. */
  publicFiles: string[];
  /** Whether drafts are part of this graph (development only). */
  includeDrafts: boolean;
  /** The API references, loaded on first call (validating a document takes a second). */
  apis: () => Promise<ApiEntry[]>;
  /** Keeps each entry's analysis between builds (the prebuild's and the build workers'; none otherwise). */
  analysisStore?: AnalysisStore;
  /** Whether what is derived from the graph may be kept in .next/cache (the build's; graph-load.ts). */
  buildCache?: boolean;
  /** The redirects of content/redirects.json (lib/site/redirects.ts). */
  redirectsFile?: Redirect[];
}

/** Where the analysis of an entry (its tree, headings and links) is kept by a key over its file and text. */
export interface AnalysisStore {
  read(key: string): EntryAnalysis | undefined;
  write(key: string, value: EntryAnalysis): void;
}

/** A docs page, standalone page or blog post: the entries rendered from MDX. */
export type ContentEntry = DocEntry | PageEntry | PostEntry;

/** What one entry's Markdown holds that other parts of the site refer to. */
export interface EntryAnalysis {
  tree: Root;
  headings: TocItem[];
  links: FoundLink[];
}

/** A cut docs version with its sidebar. */
export interface DocsVersion extends VersionSources {
  sidebar: SidebarItem[];
}

/** A locale other than the default, with its docs sidebar (its translated labels), and each cut version's. */
export interface LocaleContent extends LocaleSources {
  sidebar: SidebarItem[];
  versions: Array<LocaleSources['versions'][number] & { sidebar: SidebarItem[] }>;
}

export interface ContentGraph extends ContentSources {
  /** The current docs' sidebar. */
  sidebar: SidebarItem[];
  versions: DocsVersion[];
  locales: LocaleContent[];
  /**
   * Every MDX entry read from a file: docs (in file order), each cut version's docs, pages, posts,
   * then each locale's translations (its fallback pages are the default locale's entries).
   */
  entries: ContentEntry[];
  /**
   * Source file (`content/docs/a/b.mdx`) → route, for docs, pages and posts: one map for rendering and the
   * link check.
   */
  fileRoutes: Map<string, string>;
  /** Route → entry. */
  byHref: Map<string, ContentEntry>;
  /** The parsed Markdown of an entry, its headings and links (parsed once per body). */
  analyse(entry: ContentEntry): EntryAnalysis;
  /** Every redirect: the entries' `redirect_from`, then content/redirects.json's. */
  redirects: Redirect[];
}

// Keyed by body text and file: an unchanged file is not parsed again when the graph is rebuilt in development.
const analyses = new Map<string, EntryAnalysis>();
const ANALYSIS_CACHE_LIMIT = 20_000;

/**
 * Parses an entry's body once per distinct text (line numbers are file lines). With a store, an
 * entry analysed by an earlier build or process (the prebuild, the other build worker) is read
 * from it, tree included, instead of parsed: parsing is most of what a rebuild's prebuild and
 * each build worker spent on the content (bench/RESULTS.md, "The rebuild, round three").
 */
export function analyseWith(store: AnalysisStore | undefined): (entry: ContentEntry) => EntryAnalysis {
  return (entry) => {
    const key = `${entry.filePath}\0${entry.bodyLineOffset}\0${entry.body}`;
    let analysis = analyses.get(key) ?? store?.read(key);
    if (!analysis) {
      const parsed = parseMarkdown(entry.body, entry.filePath, entry.bodyLineOffset, entry.sourceLines);
      const tree = entry.sourceLines ? remapLines(parsed, entry.sourceLines) : parsed;
      analysis = { tree, headings: extractHeadings(tree), links: extractLinks(tree, entry.bodyLineOffset) };
      store?.write(key, analysis);
    }
    if (analyses.size >= ANALYSIS_CACHE_LIMIT) analyses.clear();
    analyses.set(key, analysis);
    return analysis;
  };
}

/** Derives the sidebar, the file-to-route map and the route index from the sources. */
export function buildContentGraph(sources: ContentSources): ContentGraph {
  const versions = sources.versions.map((version) => ({
    ...version,
    sidebar: buildSidebar(version.docs, version.metas),
  }));
  const locales = (sources.locales ?? []).map((locale) => ({
    ...locale,
    sidebar: buildSidebar(locale.docs, locale.metas),
    versions: locale.versions.map((v) => ({ ...v, sidebar: buildSidebar(v.docs, v.metas) })),
  }));
  const localeEntries = locales.flatMap((l): ContentEntry[] => [
    ...l.docs,
    ...l.versions.flatMap((v) => v.docs),
    ...l.pages,
    ...l.posts,
  ]);
  const entries: ContentEntry[] = [
    ...sources.docs,
    ...versions.flatMap((version) => version.docs),
    ...sources.pages,
    ...sources.posts,
    ...localeEntries.filter((entry) => !entry.fallback),
  ];
  return {
    ...sources,
    versions,
    locales,
    sidebar: buildSidebar(sources.docs, sources.metas),
    entries,
    fileRoutes: new Map([
      ...entries.map((entry) => [entry.filePath, entry.href] as const),
      // A translation's link to the file of a page not translated yet leads to its fallback page.
      ...localeEntries
        .filter((entry) => entry.fallback)
        .map(
          (entry) => [`content/i18n/${entry.locale}/${entry.filePath.slice('content/'.length)}`, entry.href] as const,
        ),
    ]),
    byHref: new Map([...entries, ...localeEntries].map((entry) => [entry.href, entry])),
    analyse: analyseWith(sources.analysisStore),
    redirects: siteRedirects(entries, sources.redirectsFile ?? [], sources.root),
  };
}
