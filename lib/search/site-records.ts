import type { PostEntry } from '../blog/types';
import type { DocEntry, PageEntry } from '../content/types';
import { buildSidebar } from '../navigation/tree';
import { findCategoryPath } from '../navigation/walk';
import type { SidebarItem } from '../navigation/types';
import type { LoadedDocument } from '../openapi/load';
import { toApiReference } from '../openapi/model';
import type { ApiReference } from '../openapi/types';
import type { SiteInput } from '../site/check';
import { buildSearchIndex } from './build';
import { apiRecords, docRecords, pageRecord, postRecord } from './records';
import type { SearchIndexFile, SearchRecord } from './types';

export interface SearchSources {
  docs: DocEntry[];
  sidebar: SidebarItem[];
  pages: PageEntry[];
  posts: PostEntry[];
  apis: ApiReference[];
}

/** Every record of the site, docs in sidebar order first. Drafts are expected to be filtered out already. */
export function siteSearchRecords({ docs, sidebar, pages, posts, apis }: SearchSources): SearchRecord[] {
  return [
    ...docs.flatMap((doc) => docRecords(doc, findCategoryPath(sidebar, doc.href).map((c) => c.label))),
    ...apis.flatMap((api) => apiRecords(api)),
    ...pages.map(pageRecord),
    ...posts.map(postRecord),
  ];
}

/** Builds the site's index from the checked site input and the loaded OpenAPI documents. */
export function buildSiteSearchIndex(input: SiteInput, apiDocs: Map<string, LoadedDocument>): SearchIndexFile {
  const apis = [...apiDocs].map(([id, loaded]) => toApiReference(loaded.dereferenced, { id, samples: false }));
  const sidebar = buildSidebar(input.docs, input.metas);
  return buildSearchIndex(siteSearchRecords({ docs: input.docs, sidebar, pages: input.pages, posts: input.posts ?? [], apis }));
}
