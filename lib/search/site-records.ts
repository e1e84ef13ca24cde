import { findCategoryPath } from '../navigation/walk';
import type { ApiEntry } from '../openapi/catalog';
import type { ContentGraph } from '../site/graph';
import { sitePages } from '../site/pages';
import { buildSearchIndex } from './build';
import { apiRecords, docRecords, pageRecord, postRecord } from './records';
import type { SearchIndexFile, SearchRecord } from './types';

/**
 * Every record of the site, in the page list's order (docs first); drafts are in the graph of
 * development builds only. A reference's records (overview, its pages, operations) come from its
 * main page; the home page and the blog's lists are not indexed.
 */
export function siteSearchRecords(graph: ContentGraph, apis: ApiEntry[]): SearchRecord[] {
  return sitePages(graph, apis).flatMap((page): SearchRecord[] => {
    switch (page.kind) {
      case 'doc': {
        const categories = findCategoryPath(graph.sidebar, page.route).map((c) => c.label);
        return docRecords(page.entry, categories, graph.analyse(page.entry).tree);
      }
      case 'page':
        return [pageRecord(page.entry, graph.analyse(page.entry).tree)];
      case 'post':
        return [postRecord(page.entry, graph.analyse(page.entry).tree)];
      case 'api': {
        const api = page.reference?.api;
        return api ? apiRecords(api.model, api.href, api.layout) : [];
      }
      default:
        return [];
    }
  });
}

/** The site's search index: records and the statistics BM25F ranks by. */
export function buildSiteSearchIndex(graph: ContentGraph, apis: ApiEntry[]): SearchIndexFile {
  return buildSearchIndex(siteSearchRecords(graph, apis));
}
