/**
 * Small helpers for reading an OpenAPI document as plain data (YAML and JSON parse to it): the
 * model, the example validation, the servers and the Try it build share them.
 */

/** A JSON object of the document. */
export type Obj = Record<string, unknown>;

/** Whether a value is a JSON object (not an array, not null). */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A non-blank string, else undefined. */
export const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** The HTTP methods a path item can hold, in the order the specification lists them. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Escapes one JSON pointer token (RFC 6901). */
export const pointerToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** A JSON pointer from its tokens: join('paths', '/pets', 'get') → `/paths/~1pets/get`. */
export const join = (...tokens: string[]) => tokens.map((t) => `/${pointerToken(t)}`).join('');

/** Resolves a local `$ref` (`#/components/...`) in the raw document; returns the target and its pointer. */
export function follow(doc: Obj, node: unknown, pointer: string): { node: unknown; pointer: string } {
  let current = node;
  let at = pointer;
  for (
    let hops = 0;
    isObj(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 20;
    hops++
  ) {
    at = current.$ref.slice(1);
    current = at
      .split('/')
      .slice(1)
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (isObj(acc) || Array.isArray(acc) ? (acc as Obj)[key] : undefined), doc);
  }
  return { node: current, pointer: at };
}
