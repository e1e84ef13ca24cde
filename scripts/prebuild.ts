/**
 * Runs before `next build`: loads the content graph as production sees it (no drafts), which
 * validates the site configuration, all content and the OpenAPI documents (every example against
 * its schema); checks every internal link, operation anchors included, and every HTTP example of
 * the content against the reference it calls (lib/examples); then publishes the
 * documents for download and writes the Markdown copies, the HTML of the API reference pages and
 * the "Try it" modules of their operations.
 * When many pages changed (a clean build), it also compiles their MDX for the build's workers
 * (lib/site/compile-ahead.ts). The work is in ./prebuild-steps.ts, loaded once the children run.
 * The search index, the sidebar file and llms.txt are route handlers reading the same graph; a
 * child process builds the site's search index ahead for them (lib/search/index-ahead.ts).
 * Exits non-zero with every problem listed (file, place, what was expected).
 */
import { startCompileAhead } from '../lib/site/compile-ahead';
import { startSampleCheck } from '../lib/twoslash/check';
import { ContentError } from '../lib/utils/errors';

// Started before the rest of the prebuild is loaded: the children load TypeScript and the MDX
// compiler while this process loads its own modules and the content.
const beside = startSampleCheck();
const ahead = startCompileAhead();
try {
  const { prebuild } = await import('./prebuild-steps');
  process.exitCode = await prebuild(beside, ahead);
} catch (error) {
  console.error(error instanceof ContentError ? `error: ${error.message}` : error);
  console.error('\nContent check failed.');
  process.exitCode = 1;
} finally {
  beside.stop();
  ahead.stop();
}
