import rawConfig from '../../content/site.config.json';
import { loadPosts } from '../blog/load';
import { parseSiteConfig } from '../config/parse';
import { listFiles, loadDocs, loadMetaFiles, loadPages } from '../content/load';
import type { LoadedDocument } from '../openapi/load';
import { anchorsOf } from '../openapi/publish';
import { getAppLinks, getAppRoutes } from './app-routes';
import type { SiteInput } from './check';

/** Paths under public/ written by the build (see .gitignore). */
const GENERATED_PUBLIC = /^(api\/|docs\/|llms\.txt$|search-index-[^/]*\.json$|sidebar-[^/]*\.json$)/;

/**
 * Everything the whole-site check needs, read from disk as a production build sees it (no drafts):
 * config, docs, pages, posts, app routes with the API references' anchors, and public files.
 */
export function loadSiteInput(apiDocs: Map<string, LoadedDocument>, root = process.cwd()): SiteInput {
  const config = parseSiteConfig(rawConfig);
  const options = { root, includeDrafts: false, basePath: config.docs.routeBasePath };
  // Files the build generates into public/ (OpenAPI copies, Markdown copies, llms.txt, the search
  // index and sidebar files) are not sources: a clean checkout and a rebuild must check alike.
  const publicRoutes = listFiles(`${root}/public`)
    .filter((file) => !GENERATED_PUBLIC.test(file))
    .map((file) => ({ path: `/${file}`, source: `public/${file}` }));
  return {
    config,
    docs: loadDocs(options),
    metas: loadMetaFiles(options),
    pages: loadPages(options),
    posts: loadPosts({ root, includeDrafts: false }),
    appRoutes: [...getAppRoutes(config.docs.routeBasePath, anchorsOf(apiDocs)), ...publicRoutes],
    appLinks: getAppLinks(),
  };
}
