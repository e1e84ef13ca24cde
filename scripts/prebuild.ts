/**
 * Runs before `next build`: validates the site configuration, all content and the OpenAPI documents
 * (every example against its schema), publishes the documents for download, and checks every
 * internal link, operation anchors included. Exits non-zero with every problem listed (file, place, what was expected).
 */
import { performance } from 'node:perf_hooks';
import { loadPosts } from '../lib/blog/load';
import { parseSiteConfig } from '../lib/config/parse';
import { loadDocs, loadMetaFiles, loadPages, listFiles } from '../lib/content/load';
import { publishApiDocuments } from '../lib/openapi/publish';
import { checkSite } from '../lib/site/check';
import { getAppLinks, getAppRoutes } from '../lib/site/app-routes';
import { ContentError } from '../lib/utils/errors';
import rawConfig from '../content/site.config.json';

async function main(): Promise<number> {
  const started = performance.now();
  const config = parseSiteConfig(rawConfig);
  const options = { includeDrafts: false, basePath: config.docs.routeBasePath };
  const docs = loadDocs(options);
  const posts = loadPosts({ includeDrafts: false });
  const apiAnchors = await publishApiDocuments();
  const publicRoutes = listFiles('public').map((file) => ({ path: `/${file}`, source: `public/${file}` }));
  const report = checkSite({
    config,
    docs,
    metas: loadMetaFiles(options),
    pages: loadPages(options),
    posts,
    appRoutes: [...getAppRoutes(config.docs.routeBasePath, apiAnchors), ...publicRoutes.filter((r) => !r.path.startsWith('/api/'))],
    appLinks: getAppLinks(),
  });
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  for (const error of report.errors) console.error(`error: ${error}`);
  const ms = Math.round(performance.now() - started);
  if (report.errors.length > 0) {
    console.error(`\nContent check failed: ${report.errors.length} error(s), ${report.warnings.length} warning(s).`);
    return 1;
  }
  console.log(`Content check passed: ${docs.length} docs, ${posts.length} posts, ${apiAnchors.size} API references, ${report.warnings.length} warning(s), ${ms} ms.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ContentError ? `error: ${error.message}` : error);
  console.error('\nContent check failed.');
  process.exitCode = 1;
}
