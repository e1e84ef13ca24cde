import type { Obj } from './document';
import type { Warning } from './types';

/** `$ref` keys inside example values are data, not references (as the loader treats them). */
const EXAMPLE_KEY = /^(example|examples)$/;

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const untoken = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** The value a local JSON pointer (`#/components/schemas/Pet`) names in `doc`, or undefined. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = doc;
  for (const part of ref.slice(1).split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Obj)[untoken(decodeURIComponent(part))];
  }
  return node;
}

/**
 * Lenient loading of a third party's document: every local `$ref` whose target does not exist is
 * replaced by an empty schema that says so, with a warning naming where the `$ref` was written, so
 * the rest of the document still resolves and renders (one missing component would otherwise
 * leave every reference of the document unresolved). External references (other files, URLs)
 * are left alone: lenient loading never fetches. Returns a copy; `doc` is not changed. Pure.
 */
export function replaceMissingRefs(doc: Obj): { doc: Obj; warnings: Warning[] } {
  const warnings: Warning[] = [];
  const walk = (node: unknown, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${pointer}/${i}`));
    if (typeof node !== 'object' || node === null) return node;
    const obj = node as Obj;
    if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#') && resolvePointer(doc, obj.$ref) === undefined) {
      warnings.push({
        pointer: `${pointer}/$ref`,
        message: `reference to a missing component "${obj.$ref}": shown as an empty schema`,
      });
      return { description: `Unresolved reference ${obj.$ref}` };
    }
    return Object.fromEntries(
      Object.entries(obj).map(([key, value]) => [
        key,
        EXAMPLE_KEY.test(key) ? value : walk(value, `${pointer}/${token(key)}`),
      ]),
    );
  };
  return { doc: walk(doc, '') as Obj, warnings };
}
