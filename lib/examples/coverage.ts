import type { ApiEntry } from '../openapi/catalog';
import type { ApiReference } from '../openapi/types';

/** One reference's guide coverage: its operations (deprecated ones left out) and those no guide links. */
export interface Coverage {
  api: string;
  total: number;
  unlinked: string[];
}

/** The `#anchor` links of the reference's own guide: its description and its tag descriptions. */
function descriptionAnchors(model: ApiReference): string[] {
  return [model.description, ...model.tags.map((t) => t.description)].flatMap((text) =>
    text ? [...text.matchAll(/\]\((?:\/api\/[\w-]+(?:\/[\w-]+)?)?#([^)\s]+)\)/g)].map((m) => m[1]) : [],
  );
}

/**
 * Which operations no guide links: a docs page, post or page linking `/api/<id>#<operationId>` (or
 * the operation's split page), or the reference's own guide sections linking `#<operationId>`.
 */
export function guideCoverage(apis: ApiEntry[], links: string[]): Coverage[] {
  return apis.map((api) => {
    const linked = new Set(descriptionAnchors(api.model));
    for (const url of links) {
      const [path, hash] = url.split('#', 2);
      if (hash && (path === api.href || path.startsWith(`${api.href}/`))) linked.add(decodeURIComponent(hash));
    }
    const operations = api.model.tags.flatMap((tag) => tag.operations).filter((op) => !op.deprecated && !op.webhook);
    const ids = [...new Set(operations.map((op) => op.id))];
    return { api: api.spec.id, total: ids.length, unlinked: ids.filter((id) => !linked.has(id)) };
  });
}
