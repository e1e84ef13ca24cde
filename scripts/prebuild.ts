/**
 * Runs before `next build`: loads the content graph as production sees it (no drafts), which
 * validates the site configuration, all content and the OpenAPI documents (every example against
 * its schema); checks every internal link, operation anchors included, and every HTTP example of
 * the content against the reference it calls (lib/examples); then publishes the
 * documents for download and writes the Markdown copies, the HTML of the API reference pages and
 * the "Try it" modules of their operations.
 * The search index, the sidebar file and llms.txt are route handlers reading the same graph.
 * Exits non-zero with every problem listed (file, place, what was expected).
 */
import { performance } from 'node:perf_hooks';
import { publishApiDocuments } from '../lib/openapi/publish';
import { checkSite } from '../lib/site/check';
import { checkSiteExamples, checkSiteSamplesInParallel, exampleSummary } from '../lib/site/examples';
import { loadContentGraph } from '../lib/site/graph-load';
import { sampleSummary } from '../lib/twoslash/check';
import { ContentError } from '../lib/utils/errors';
import { writeAiCopies } from './ai-copies';
import { writeApiPages } from './api-html';
import { removeStaleOutputs } from './stale-outputs.mjs';
import { writeTryItModules } from './try-it-modules';

async function main(): Promise<number> {
  const started = performance.now();
  removeStaleOutputs();
  const graph = loadContentGraph({ includeDrafts: false, persistAnalyses: true });
  const apis = await graph.apis();
  const report = checkSite(graph, apis);
  // The HTTP examples of the docs, posts and pages against the references they call.
  const examplesStarted = performance.now();
  const examples = checkSiteExamples(graph, apis);
  const examplesMs = Math.round(performance.now() - examplesStarted);
  report.errors.push(...examples.errors);
  // The TypeScript and JavaScript samples, type-checked against the SDK declarations (lib/twoslash).
  const samplesStarted = performance.now();
  const samples = await checkSiteSamplesInParallel(graph);
  const samplesMs = Math.round(performance.now() - samplesStarted);
  report.errors.push(...samples.errors);
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  for (const error of report.errors) console.error(`error: ${error}`);
  console.log(exampleSummary(graph, apis, examples, examplesMs).join('\n'));
  console.log(sampleSummary(samples, samplesMs).join('\n'));
  const ms = Math.round(performance.now() - started);
  if (report.errors.length > 0) {
    console.error(`\nContent check failed: ${report.errors.length} error(s), ${report.warnings.length} warning(s).`);
    return 1;
  }
  const versioned = graph.versions.map((v) => `${v.docs.length} in version ${v.name}`);
  const docs = `${graph.docs.length} docs${versioned.length ? ` (and ${versioned.join(', ')})` : ''}`;
  const counts = `${docs}, ${graph.posts.length} posts, ${apis.length} API references`;
  console.log(`Content check passed: ${counts}, ${report.warnings.length} warning(s), ${ms} ms.`);
  publishApiDocuments(apis);
  console.log(writeAiCopies(graph, apis));
  console.log(await writeApiPages(apis));
  console.log(await writeTryItModules(apis, graph.config.apis));
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ContentError ? `error: ${error.message}` : error);
  console.error('\nContent check failed.');
  process.exitCode = 1;
}
