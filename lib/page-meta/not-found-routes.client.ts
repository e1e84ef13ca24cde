/**
 * /site-routes.json: every public page as [path, title], the list the 404 page ranks its
 * suggestions from in the browser. Small (about 40 bytes a page before gzip) and generated with
 * the other files of the build, so `npm start` and the static export serve the same one.
 */

export const ROUTES_FILE = '/site-routes.json';
const ROUTES_FILE_VERSION = 1;

export interface RoutesFile {
  version: typeof ROUTES_FILE_VERSION;
  /** Path and title of each page, in site order (home, docs, references, pages, blog). */
  routes: Array<[path: string, title: string]>;
}

/** The file for a list of pages. */
export function routesFile(pages: Iterable<{ path: string; title: string }>): RoutesFile {
  return { version: ROUTES_FILE_VERSION, routes: [...pages].map((page) => [page.path, page.title]) };
}

/** The routes of a file read in the browser, or undefined when it is not one (one warning). */
export function parseRoutesFile(data: unknown): RoutesFile['routes'] | undefined {
  const file = data as Partial<RoutesFile> | null;
  const valid =
    file?.version === ROUTES_FILE_VERSION &&
    Array.isArray(file.routes) &&
    file.routes.every((r) => Array.isArray(r) && typeof r[0] === 'string' && typeof r[1] === 'string');
  return valid ? (file.routes as RoutesFile['routes']) : undefined;
}
