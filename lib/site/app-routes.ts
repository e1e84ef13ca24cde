import type { LinkSource } from '../markdown/link-check';
import type { RouteEntry } from '../markdown/route-table';
import type { ApiSpec } from '../openapi/specs';
import { heroLinks, homeCards } from './home';

/** Files the app serves from route handlers, generated from the content graph. */
const GENERATED_ROUTES = [
  '/search-index-default.json',
  '/search-records.json',
  '/sidebar-default.json',
  '/llms.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/blog/rss.xml',
  '/blog/atom.xml',
];

/**
 * Routes that app/ code serves besides the pages of the page list (lib/site/pages.ts): the docs
 * index, the generated files and the downloads of each OpenAPI document.
 */
export function getAppRoutes(docsBasePath: string, specs: readonly ApiSpec[]): RouteEntry[] {
  return [
    { path: `/${docsBasePath}`, source: 'app/(site)/docs/page.tsx' },
    ...GENERATED_ROUTES.map((path) => ({ path, source: `app${path}` })),
    ...specs.flatMap((spec) => [
      { path: `/api/${spec.id}.yaml`, source: spec.file },
      { path: `/api/${spec.id}.json`, source: spec.file },
    ]),
  ];
}

/** Links that app/ code renders from data, so the link check covers them too. */
export function getAppLinks(): LinkSource[] {
  return [
    {
      file: 'lib/site/home.ts',
      links: [...heroLinks, ...homeCards].map((card) => ({ url: card.href, line: 1, column: 1 })),
    },
  ];
}
