import type { LinkSource } from '../links/check';
import type { ApiEntry } from '../openapi/catalog';
import type { ApiSpec } from '../openapi/specs';
import type { RouteEntry } from '../routes/table';
import { heroLinks, homeCards } from './home';

/** Files the app serves from route handlers, generated from the content graph. */
const GENERATED_ROUTES = [
  '/search-index-default.json',
  '/search-records.json',
  '/sidebar-default.json',
  '/llms.txt',
  '/sitemap.xml',
  '/robots.txt',
];

/**
 * Routes that app/ code serves (not one per content file). With the loaded API references, links to
 * operations (`/api/profiles#upsertProfile`) are checked too; without them (null), their anchors are not.
 */
export function getAppRoutes(
  docsBasePath: string,
  specs: readonly ApiSpec[],
  apis: ApiEntry[] | null = null,
): RouteEntry[] {
  return [
    { path: '/', source: 'app/page.tsx' },
    { path: `/${docsBasePath}`, source: 'app/docs/page.tsx' },
    ...GENERATED_ROUTES.map((path) => ({ path, source: `app${path}` })),
    ...specs.flatMap((spec) => {
      const href = `/api/${spec.id}`;
      const api = apis?.find((entry) => entry.spec.id === spec.id);
      // The pages of a split reference are known once its document is loaded.
      const pages = api ? [...api.anchors] : [[href, null] as const];
      return [
        ...pages.map(([path, anchors]) => ({
          path,
          source: `app/api/[spec]/[[...page]]/page.tsx (${spec.file})`,
          anchors: apis ? (anchors ?? []) : null,
        })),
        { path: `${href}.yaml`, source: spec.file },
        { path: `${href}.json`, source: spec.file },
      ];
    }),
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
