import { cache } from 'react';
import { findReferencePage } from './api-references';
import { findChangelog, siteChangelogs } from './changelog';
import { CHANGELOG_SLUG } from './changelog-routes';
import { getContentGraph, getSite } from './source';

/**
 * The API references' routes, for `/api/<id>/…` (app/(site)/api/) and each locale's
 * `/<locale>/api/<id>/…` (app/[page]/api/): one list of parameters and one lookup for both.
 */

/**
 * Every page of every reference as `{ spec, page }`: `/api/<id>`, a large document's split pages
 * (`/api/<id>/<tag>`, `/api/<id>/schemas`), a cut version's pinned reference (`/api/3.2/content`)
 * and a reference's changelog (`/api/<id>/changelog`).
 */
export async function referenceRouteParams(): Promise<Array<{ spec: string; page: string[] }>> {
  const apis = await getContentGraph().apis();
  const pages = apis.flatMap(({ spec, layout }) => {
    // A cut docs version's pinned reference: id `3.2/content` at `/api/3.2/content`.
    const [first, ...rest] = spec.id.split('/');
    return layout.pages.map((page) => ({ spec: first, page: [...rest, ...(page.slug ? [page.slug] : [])] }));
  });
  const changelogs = await siteChangelogs(getSite());
  return [...pages, ...changelogs.map(({ id }) => ({ spec: id, page: [CHANGELOG_SLUG] }))];
}

// Once per request: the metadata and the page share the lookup.
const resolve = cache(findReferencePage);

/** The reference page at `/api/<spec>/<...page>`, or undefined for a path no reference has. */
export function referencePageAt(spec: string, page: readonly string[]) {
  const route = getSite().resolveReferenceRoute(spec, page);
  return route && resolve(route.id, route.slug);
}

/** The changelog at `/api/<spec>/changelog` when the reference has one. */
export function changelogAt(spec: string, page: readonly string[]) {
  return page.length === 1 && page[0] === CHANGELOG_SLUG ? findChangelog(getSite(), spec) : undefined;
}
