import { apiSpecs } from '../openapi/specs';
import type { LinkSource } from '../links/check';
import type { RouteEntry } from '../routes/table';
import { heroLinks, homeCards } from './home';

/** Routes that app/ code serves (not generated from content files). */
export function getAppRoutes(docsBasePath = 'docs'): RouteEntry[] {
  return [
    { path: '/', source: 'app/page.tsx' },
    { path: `/${docsBasePath}`, source: 'app/docs/page.tsx' },
    ...apiSpecs.map((spec) => ({ path: `/api/${spec.id}`, source: `app/api/[spec]/page.tsx (${spec.file})` })),
  ];
}

/** Links that app/ code renders from data, so the link check covers them too. */
export function getAppLinks(): LinkSource[] {
  return [{ file: 'lib/site/home.ts', links: [...heroLinks, ...homeCards].map((card) => ({ url: card.href, line: 1, column: 1 })) }];
}
