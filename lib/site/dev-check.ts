import type { ContentGraph } from '../content/graph';
import { getContentGraph } from '../content/source';
import { checkSite } from './check';

/** The whole-site check failed: every problem, each naming its file, line and what was expected. */
export class ContentCheckError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed (${problems.length} error${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentCheckError';
  }
}

const checked = new WeakMap<ContentGraph, Promise<string[]>>();

/**
 * Development only: what `npm run build` would refuse, thrown while rendering so the browser shows
 * it (file, line, what was expected): a bad frontmatter field, invalid YAML or JSON, an unknown
 * author, an OpenAPI document or example that contradicts its schema, a broken link. Checked once
 * per content change; fixing the file clears it. A production build checked all this before.
 */
export async function assertContentValid(): Promise<void> {
  if (process.env.NODE_ENV !== 'development') return;
  const graph = getContentGraph();
  let errors = checked.get(graph);
  if (!errors) {
    errors = graph.apis().then((apis) => checkSite(graph, apis).errors);
    checked.set(graph, errors);
  }
  const problems = await errors;
  if (problems.length > 0) throw new ContentCheckError(problems);
}
