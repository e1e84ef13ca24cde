import { apiSpecs } from '../openapi/specs';
import type { LinkSource } from '../links/check';
import type { RouteEntry } from '../routes/table';
import { heroLinks, homeCards } from './home';

/**
 * Routes that app/ code serves (not generated from content files). With the anchors of each API
 * reference, links to operations (`/api/profiles#upsertProfile`) are checked too.
 */
export function getAppRoutes(docsBasePath = 'docs', apiAnchors: Map<string, string[]> = new Map()): RouteEntry[] {
  return [
    { path: '/', source: 'app/page.tsx' },
    { path: `/${docsBasePath}`, source: 'app/docs/page.tsx' },
    ...apiSpecs.flatMap((spec) => [
      { path: `/api/${spec.id}`, source: `app/api/[spec]/page.tsx (${spec.file})`, anchors: apiAnchors.get(spec.id) },
      { path: `/api/${spec.id}.yaml`, source: spec.file },
      { path: `/api/${spec.id}.json`, source: spec.file },
    ]),
  ];
}

/** Links that app/ code renders from data, so the link check covers them too. */
export function getAppLinks(): LinkSource[] {
  return [{ file: 'lib/site/home.ts', links: [...heroLinks, ...homeCards].map((card) => ({ url: card.href, line: 1, column: 1 })) }];
}
