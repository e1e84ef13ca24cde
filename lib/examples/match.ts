import { editDistance } from '../utils/edit-distance.client';
import type { ApiOperations, OperationInfo } from './operations';

/** What a URL resolves to: an operation, a problem to report, or nothing (not one of the documents' servers). */
export type UrlMatch = { operation: OperationInfo } | { problem: string } | null;

const segments = (path: string) => path.split('/').slice(1);
const isTemplate = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** How well a concrete path fits a path template: null when it does not, else its count of literal segments. */
function templateFit(template: string, path: string): number | null {
  const t = segments(template);
  const p = segments(path);
  if (t.length !== p.length) return null;
  let literal = 0;
  for (let i = 0; i < t.length; i++) {
    if (isTemplate(t[i])) {
      if (p[i] === '') return null;
    } else if (t[i] === p[i]) literal++;
    else return null;
  }
  return literal;
}

/** The operations most like `METHOD path`, closest first, for "did you mean" messages. */
function closestOperations(operations: OperationInfo[], method: string, path: string, count = 3): string[] {
  const key = `${method} ${path}`;
  return operations
    .map((op) => ({ op, distance: editDistance(key, `${op.method} ${op.path}`, 1000) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ op }) => `${op.method} ${op.path} (${op.id})`);
}

/** The path of a URL without its query and fragment. */
const pathOf = (url: string) => url.split(/[?#]/)[0];

/**
 * Finds the operation a request targets: the server whose origin the URL has, then the path
 * template that fits with the most literal segments, then the method. A URL on a document's host
 * whose path or method is not in it is a problem, naming the closest operations.
 */
export function matchRequest(apis: ApiOperations[], method: string, url: string): UrlMatch {
  const origin = /^https?:\/\/[^/?#]+/.exec(url)?.[0];
  if (!origin) return null;
  const path = pathOf(url.slice(origin.length)) || '/';
  const onHost = apis.flatMap((api) =>
    api.servers
      .filter((s) => s === origin || s.startsWith(`${origin}/`))
      .map((server) => ({ api, base: server.slice(origin.length) })),
  );
  if (!onHost.length) return null;
  const served = onHost.find(({ base }) => path === base || path.startsWith(`${base}/`));
  if (!served)
    return {
      problem:
        `${url} is on the ${onHost[0].api.api} API's host, ` +
        `but its path does not start with the server's base path "${onHost[0].base}"`,
    };
  const { api, base } = served;
  const apiPath = path.slice(base.length) || '/';
  const fits = api.operations
    .map((op) => ({ op, fit: templateFit(op.path, apiPath) }))
    .filter((f): f is { op: OperationInfo; fit: number } => f.fit !== null);
  const sameMethod = fits.filter((f) => f.op.method === method).sort((a, b) => b.fit - a.fit);
  if (sameMethod.length) return { operation: sameMethod[0].op };
  const closest = closestOperations(api.operations, method, apiPath).join(', ');
  if (fits.length)
    return {
      problem:
        `the ${api.api} API has no ${method} ${apiPath}: ` +
        `this path takes ${[...new Set(fits.map((f) => f.op.method))].join(', ')}. Closest operations: ${closest}`,
    };
  return { problem: `the ${api.api} API has no operation at ${method} ${apiPath}. Closest operations: ${closest}` };
}

/**
 * The operation a JSON block names (`upsertProfile` or `profiles#upsertProfile`), or a problem naming the
 * closest ids.
 */
export function findOperation(apis: ApiOperations[], name: string): { operation: OperationInfo } | { problem: string } {
  const [api, id] = name.includes('#') ? name.split('#', 2) : [undefined, name];
  const candidates = apis.filter((a) => !api || a.api === api).flatMap((a) => a.operations);
  const found = candidates.filter((op) => op.id === id);
  if (found.length === 1) return { operation: found[0] };
  if (found.length > 1)
    return {
      problem:
        `operation "${id}" is in several APIs (${found.map((op) => op.api).join(', ')}): ` +
        `write operation=<api>#${id}`,
    };
  const closest = candidates
    .map((op) => ({ op, distance: editDistance(id.toLowerCase(), op.id.toLowerCase(), 1000) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ op }) => `${op.api}#${op.id}`);
  return {
    problem:
      `no operation "${name}"${api && !apis.some((a) => a.api === api) ? ` (no API "${api}")` : ''}. ` +
      `Closest operations: ${closest.join(', ')}`,
  };
}
