/**
 * Runs before `next build`: validates the site configuration, all content and the OpenAPI documents
 * (every example against its schema), publishes the documents for download, and checks every
 * internal link, operation anchors included, then writes the search index, the sidebar file, the AI copies and the HTML of the API reference pages. Exits non-zero with every
 * problem listed (file, place, what was expected).
 */
import { performance } from 'node:perf_hooks';
import { loadPortalDocuments, publishApiDocuments } from '../lib/openapi/publish';
import { checkSite } from '../lib/site/check';
import { loadSiteInput } from '../lib/site/inputs';
import { ContentError } from '../lib/utils/errors';
import { writeAiCopies } from './ai-copies';
import { writeApiPages } from './api-html';
import { writeSiteSearchIndex } from './search-index';
import { writeSidebarFile } from './sidebar-file';

async function main(): Promise<number> {
  const started = performance.now();
  const apiDocs = await loadPortalDocuments();
  publishApiDocuments(apiDocs);
  const input = loadSiteInput(apiDocs);
  const report = checkSite(input);
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  for (const error of report.errors) console.error(`error: ${error}`);
  const ms = Math.round(performance.now() - started);
  if (report.errors.length > 0) {
    console.error(`\nContent check failed: ${report.errors.length} error(s), ${report.warnings.length} warning(s).`);
    return 1;
  }
  const counts = `${input.docs.length} docs, ${input.posts?.length ?? 0} posts, ${apiDocs.size} API references`;
  console.log(`Content check passed: ${counts}, ${report.warnings.length} warning(s), ${ms} ms.`);
  console.log(writeSiteSearchIndex(input, apiDocs));
  console.log(writeSidebarFile(input));
  console.log(writeAiCopies(input, apiDocs));
  console.log(await writeApiPages(apiDocs));
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ContentError ? `error: ${error.message}` : error);
  console.error('\nContent check failed.');
  process.exitCode = 1;
}
