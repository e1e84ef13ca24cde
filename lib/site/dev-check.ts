import { checkSite, checkSiteClaims, checkSiteRendering } from './check';
import { checkSiteExamples, checkSiteSamples } from './examples';
import type { ContentEntry } from './graph';
import { derivedView, siteOf } from './site';
import { getContentGraph } from './source';

/**
 * Development only: what `npm run build` would refuse, thrown while rendering so the browser shows
 * it (file, line, what was expected) while the server keeps running; fixing the file clears it.
 * A doc, page or post whose frontmatter fails (a bad field, invalid YAML, an unknown author) loads
 * as a stand-in that throws its error on its own page only; the graph itself fails on invalid JSON
 * (the configuration, `_meta.json`, authors);
 * the API reference pages on an OpenAPI document or example that contradicts its schema. These
 * add the configuration's ids and links, and the links, HTTP examples and claims about operations
 * (lib/claims) of the page being rendered: checked per page, so a large site starts as fast as a
 * small one. A production build checked all this before.
 */

/** The check failed: every problem, each naming its file, line and what was expected. */
class ContentCheckError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content check failed (${problems.length} error${problems.length === 1 ? '' : 's'}):\n` +
        `${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentCheckError';
  }
}

const development = process.env.NODE_ENV === 'development';
const configChecked = derivedView<string[]>('configuration check');

/** Throws the content errors of the site configuration (and of loading the graph). */
export function assertContentValid(): void {
  if (!development) return;
  const graph = getContentGraph();
  const errors = siteOf(graph).derive(configChecked, () => checkSite(graph, null, { entries: [] }).errors);
  if (errors.length > 0) throw new ContentCheckError(errors);
}

/**
 * Throws the broken links of one page, what its prose says wrongly of an operation, its HTTP
 * examples that contradict the API references and its TypeScript and JavaScript samples that do
 * not type-check.
 */
export async function assertPageValid(entry: ContentEntry): Promise<void> {
  if (!development) return;
  // A stand-in for a file that failed to load (bad frontmatter): its own error, nothing else to check.
  if (entry.loadError) throw entry.loadError;
  const graph = getContentGraph();
  const errors = checkSite(graph, null, { entries: [entry], config: false }).errors;
  const apis = await graph.apis();
  errors.push(...checkSiteClaims(graph, apis, [entry]));
  errors.push(...checkSiteExamples(graph, apis, [entry]).errors);
  errors.push(...checkSiteSamples(graph, [entry]).errors);
  errors.push(...(await checkSiteRendering(graph, [entry])));
  if (errors.length > 0) throw new ContentCheckError(errors);
}
