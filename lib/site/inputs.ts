import rawConfig from '../../content/site.config.json';
import { loadPosts } from '../blog/load';
import { parseSiteConfig } from '../config/parse';
import { listFiles, loadDocs, loadMetaFiles, loadPages } from '../content/load';
import type { LoadedDocument } from '../openapi/load';
import { anchorsOf } from '../openapi/publish';
import { getAppLinks, getAppRoutes } from './app-routes';
import type { SiteInput } from './check';

/**
 * Everything the whole-site check needs, read from disk as a production build sees it (no drafts):
 * config, docs, pages, posts, app routes with the API references' anchors, and public files.
 */
export function loadSiteInput(apiDocs: Map<string, LoadedDocument>, root = process.cwd()): SiteInput {
  const config = parseSiteConfig(rawConfig);
  const options = { root, includeDrafts: false, basePath: config.docs.routeBasePath };
  // public/api/ holds generated copies of the OpenAPI documents; the app routes already list them.
  const publicRoutes = listFiles(`${root}/public`)
    .filter((file) => !file.startsWith('api/'))
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
