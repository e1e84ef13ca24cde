import { findCategoryPath } from '../navigation/walk.client';
import type { ApiEntry } from '../openapi/catalog';
import { buildSearchIndex } from '../search/build';
import {
  apiOperationRecords,
  apiOverviewRecord,
  apiSplitPageRecords,
  docRecords,
  pageRecord,
  postRecord,
} from '../search/records';
import type { SearchIndexFile, SearchRecord } from '../search/types';
import type { ContentGraph } from './graph';
import { isApiPage, type SitePage, sitePages } from './pages';

/** Whether a page is searched from `version` (undefined: the current docs and the rest of the site). */
function inVersion(page: SitePage, version: string | undefined): boolean {
  // A locale's pages have their own index (lib/site/locale-search.ts).
  if (page.locale) return false;
  if (page.kind === 'doc') return page.entry.version === version;
  if (page.kind === 'api' || page.kind === 'api-split') return page.reference?.api.spec.version === version;
  return version === undefined;
}

/** Whether the page after `i` in the page list belongs to `api` too (a reference's pages are consecutive). */
const followedBySameReference = (pages: SitePage[], i: number, api: ApiEntry) => {
  const next = pages[i + 1];
  return Boolean(next && isApiPage(next) && next.reference?.api === api);
};

/**
 * Every record of the site, one page of the page list after the other (docs first); drafts are in
 * the graph of development builds only. A reference's main page gives its overview, each tag page
 * of a split one its description, and its operations follow its last page. The home page and the
 * blog's lists are not indexed. Each docs version has its own records: a cut version's (`version`)
 * are its docs and pinned references only.
 */
export function siteSearchRecords(graph: ContentGraph, apis: ApiEntry[], version?: string): SearchRecord[] {
  const sidebar = graph.versions.find((v) => v.name === version)?.sidebar ?? graph.sidebar;
  return sitePages(graph, apis).flatMap((page, i, pages): SearchRecord[] => {
    if (!inVersion(page, version)) return [];
    switch (page.kind) {
      case 'doc': {
        const categories = findCategoryPath(sidebar, page.route).map((c) => c.label);
        return docRecords(page.entry, categories, graph.analyse(page.entry).tree);
      }
      case 'page':
        return [pageRecord(page.entry, graph.analyse(page.entry).tree)];
      case 'post':
        return [postRecord(page.entry, graph.analyse(page.entry).tree)];
      case 'api':
      case 'api-split': {
        if (!page.reference) return [];
        const { api, page: part } = page.reference;
        return [
          ...(page.kind === 'api' ? [apiOverviewRecord(api.model, page.route)] : apiSplitPageRecords(api.model, part)),
          ...(followedBySameReference(pages, i, api) ? [] : apiOperationRecords(api.model, api.href, api.layout)),
        ];
      }
      case 'api-changelog':
        // One record for the page (its changes are not indexed): "changelog" and the API's name find it.
        return [
          {
            kind: 'api',
            url: page.route,
            page: page.api.model.title,
            title: page.title,
            content: page.description ?? '',
            tags: [],
            parents: [page.api.model.title],
          },
        ];
      default:
        return [];
    }
  });
}

/**
 * A locale's records (lib/i18n): its pages, translated or not yet (those say their language, the
 * default locale's, so the panel marks them), then the API references, whose text is the
 * documents' own. The sidebar categories of its docs are the locale's.
 */
export function localeSearchRecords(graph: ContentGraph, apis: ApiEntry[], code: string): SearchRecord[] {
  const locale = graph.locales.find((l) => l.locale.code === code);
  if (!locale) return [];
  const defaultLang =
    graph.config.i18n.localeConfigs[graph.config.i18n.defaultLocale]?.htmlLang ?? graph.config.i18n.defaultLocale;
  const pages = sitePages(graph, apis);
  const own = pages.flatMap((page): SearchRecord[] => {
    // A locale's cut versions are not searched from its current pages.
    if (page.locale !== code || (page.kind === 'doc' && page.entry.version)) return [];
    const mark = (records: SearchRecord[]) =>
      page.fallback ? records.map((record) => ({ ...record, lang: defaultLang })) : records;
    switch (page.kind) {
      case 'doc': {
        const categories = findCategoryPath(locale.sidebar, page.route).map((c) => c.label);
        return mark(docRecords(page.entry, categories, graph.analyse(page.entry).tree));
      }
      case 'page':
        return mark([pageRecord(page.entry, graph.analyse(page.entry).tree)]);
      case 'post':
        return mark([postRecord(page.entry, graph.analyse(page.entry).tree)]);
      default:
        return [];
    }
  });
  const references = siteSearchRecords(graph, apis).filter((record) => record.kind === 'api');
  return [...own, ...references];
}

/** The site's search index (a cut version's with `version`): records and the statistics BM25F ranks by. */
export function buildSiteSearchIndex(
  graph: ContentGraph,
  apis: ApiEntry[],
  version?: string,
  build: (records: SearchRecord[]) => SearchIndexFile = buildSearchIndex,
): SearchIndexFile {
  return build(siteSearchRecords(graph, apis, version));
}
