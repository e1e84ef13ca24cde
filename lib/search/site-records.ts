import { findCategoryPath } from '../navigation/walk';
import type { ApiEntry } from '../openapi/catalog';
import type { ContentGraph } from '../site/graph';
import { buildSearchIndex } from './build';
import { apiRecords, docRecords, pageRecord, postRecord } from './records';
import type { SearchIndexFile, SearchRecord } from './types';

/** Every record of the site, docs in file order first; drafts are in the graph of development builds only. */
export function siteSearchRecords(graph: ContentGraph, apis: ApiEntry[]): SearchRecord[] {
  const tree = (entry: Parameters<ContentGraph['analyse']>[0]) => graph.analyse(entry).tree;
  return [
    ...graph.docs.flatMap((doc) =>
      docRecords(
        doc,
        findCategoryPath(graph.sidebar, doc.href).map((c) => c.label),
        tree(doc),
      ),
    ),
    ...apis.flatMap((api) => apiRecords(api.model, api.href, api.layout)),
    ...graph.pages.map((page) => pageRecord(page, tree(page))),
    ...graph.posts.map((post) => postRecord(post, tree(post))),
  ];
}

/** The site's search index: records and the statistics BM25F ranks by. */
export function buildSiteSearchIndex(graph: ContentGraph, apis: ApiEntry[]): SearchIndexFile {
  return buildSearchIndex(siteSearchRecords(graph, apis));
}
