import type { ApiEntry } from '../openapi/catalog';

/** One reference's guide coverage: its operations (deprecated ones left out) and those no guide links. */
export interface Coverage {
  api: string;
  total: number;
  unlinked: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `#anchor` links of the reference's own guide: its description and its tag descriptions. */
function descriptionAnchors(raw: Obj): string[] {
  const texts = [
    isObj(raw.info) ? raw.info.description : undefined,
    ...(Array.isArray(raw.tags) ? raw.tags.filter(isObj).map((t) => t.description) : []),
  ];
  return texts.flatMap((text) =>
    typeof text === 'string'
      ? [...text.matchAll(/\]\((?:\/api\/[\w-]+(?:\/[\w-]+)?)?#([^)\s]+)\)/g)].map((m) => m[1])
      : [],
  );
}

/**
 * Which operations no guide links: a docs page, post or page linking `/api/<id>#<operationId>` (or
 * the operation's split page), or the reference's own guide sections linking `#<operationId>`.
 */
export function guideCoverage(apis: ApiEntry[], links: string[]): Coverage[] {
  return apis.map((api) => {
    const linked = new Set(descriptionAnchors(api.loaded.raw));
    for (const url of links) {
      const [path, hash] = url.split('#', 2);
      if (hash && (path === api.href || path.startsWith(`${api.href}/`))) linked.add(decodeURIComponent(hash));
    }
    const operations = api.model.tags.flatMap((tag) => tag.operations).filter((op) => !op.deprecated && !op.webhook);
    const ids = [...new Set(operations.map((op) => op.id))];
    return { api: api.spec.id, total: ids.length, unlinked: ids.filter((id) => !linked.has(id)) };
  });
}
