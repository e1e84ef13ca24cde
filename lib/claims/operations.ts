import type { ApiEntry } from '../openapi/catalog';
import { serverUrls } from '../openapi/servers';
import type { ApiReference } from '../openapi/types';

/** One operation as the prose checks need it: what a sentence may claim about it. */
export interface ClaimOperation {
  /** The reference's id (`profiles`) and route (`/api/profiles`). */
  api: string;
  href: string;
  /** The document's file, to name in messages. */
  file: string;
  /** The operationId: the reference's anchor. */
  id: string;
  method: string;
  path: string;
  /** The token kinds that may call it (any of its security alternatives); empty when none is needed. */
  kinds: Set<string>;
  /** Every token kind of its reference: the kinds a sentence about it may name. */
  apiKinds: Set<string>;
  /** The response statuses the document gives it (`200`, `4XX`, `default`). */
  statuses: string[];
}

/** The integer bounds of a query parameter, over the operations of one reference that take it. */
interface ParameterBounds {
  name: string;
  /** Undefined when one of the operations taking it has no such bound. */
  minimum?: number;
  maximum?: number;
  /** The operations taking it. */
  operations: string[];
}

/** A reference as the prose checks read it. */
export interface ClaimApi {
  id: string;
  href: string;
  file: string;
  /** Whether the reference belongs to a cut docs version (its pinned copy). */
  version?: string;
  /** Every token kind its security schemes name (`private`, `public`, `read only`…). */
  kinds: Set<string>;
  /** Host names of its servers (`profiles.acme.com`): a code block naming one calls this reference. */
  hosts: string[];
  operations: ClaimOperation[];
  /** Its query parameters with an integer minimum or maximum. */
  bounds: ParameterBounds[];
}

/** Words of a security scheme's key that say where or how a token goes, not which kind it is. */
const NOT_KIND = new Set([
  'access',
  'token',
  'tokens',
  'header',
  'query',
  'cookie',
  'key',
  'api',
  'auth',
  'bearer',
  'param',
  'parameter',
  'in',
]);

/**
 * The token kind a security scheme's key names: its words without those saying where the token
 * goes (`privateTokenHeader` → `private`, `accessTokenReadOnly` → `read only`); empty when the key
 * names no kind (`apiKey`, `bearerAuth`).
 */
export function schemeKind(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word && !NOT_KIND.has(word))
    .join(' ');
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value at a JSON pointer of the document as written, following local `$ref`s on the way and at the end. */
function resolve(raw: Obj, pointer: string, depth = 0): unknown {
  let value: unknown = raw;
  for (const token of pointer.split('/').slice(1)) {
    value = follow(raw, value, depth);
    if (!isObj(value) && !Array.isArray(value)) return undefined;
    value = (value as Obj)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return follow(raw, value, depth);
}

function follow(raw: Obj, value: unknown, depth: number): unknown {
  if (depth < 8 && isObj(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#'))
    return resolve(raw, value.$ref.slice(1), depth + 1);
  return value;
}

const numberAt = (schema: unknown, key: string) =>
  isObj(schema) && typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

/** The query parameters with an integer bound, the loosest bound over the operations that take them. */
function parameterBounds(model: ApiReference, raw: Obj): ParameterBounds[] {
  const byName = new Map<string, Array<{ op: string; minimum?: number; maximum?: number }>>();
  for (const op of model.tags.flatMap((tag) => tag.operations)) {
    if (op.webhook) continue;
    for (const p of op.parameters.filter((p) => p.in === 'query')) {
      const schema = follow(raw, (resolve(raw, p.pointer) as Obj | undefined)?.schema, 0);
      const list = byName.get(p.name) ?? [];
      list.push({ op: op.id, minimum: numberAt(schema, 'minimum'), maximum: numberAt(schema, 'maximum') });
      byName.set(p.name, list);
    }
  }
  const loosest = (values: Array<number | undefined>, pick: (...n: number[]) => number) =>
    values.every((v) => v !== undefined) ? pick(...(values as number[])) : undefined;
  return [...byName]
    .map(([name, list]) => ({
      name,
      minimum: loosest(
        list.map((p) => p.minimum),
        Math.min,
      ),
      maximum: loosest(
        list.map((p) => p.maximum),
        Math.max,
      ),
      operations: [...new Set(list.map((p) => p.op))],
    }))
    .filter((b) => b.minimum !== undefined || b.maximum !== undefined);
}

/** Host names of a reference's servers. */
function hosts(model: ApiReference): string[] {
  const urls = serverUrls(model.servers.map((s) => ({ url: s.template ?? s.url, variables: s.variables })));
  return [...new Set(urls.flatMap((url) => /^https?:\/\/([^/:?#]+)/.exec(url)?.[1] ?? []))];
}

const prepared = new WeakMap<object, ClaimApi>();

/** A loaded reference as the prose checks read it (made once per loaded document). */
export function claimApi(entry: ApiEntry): ClaimApi {
  let api = prepared.get(entry.loaded);
  if (api) return api;
  const { model, spec } = entry;
  const kindOf = new Map(model.securitySchemes.map((s) => [s.key, schemeKind(s.key)]));
  const apiKinds = new Set([...kindOf.values()].filter(Boolean));
  const operations = model.tags
    .flatMap((tag) => tag.operations)
    .filter((op) => !op.webhook)
    .map(
      (op): ClaimOperation => ({
        api: spec.id,
        href: entry.href,
        file: spec.file,
        id: op.id,
        method: op.method.toUpperCase(),
        path: op.path,
        kinds: new Set(op.security.flat().flatMap((r) => kindOf.get(r.scheme) || [])),
        apiKinds,
        statuses: op.responses.map((r) => r.status),
      }),
    );
  api = {
    id: spec.id,
    href: entry.href,
    file: spec.file,
    version: spec.version,
    kinds: apiKinds,
    hosts: hosts(model),
    operations: [...new Map(operations.map((op) => [op.id, op])).values()],
    bounds: parameterBounds(model, entry.loaded.raw as Obj),
  };
  prepared.set(entry.loaded, api);
  return api;
}
