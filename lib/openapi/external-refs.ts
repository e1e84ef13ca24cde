import type { Warning } from './types';

/** `$ref` keys inside example values are data, not references (as the loader treats them). */
const EXAMPLE_KEY = /^(example|examples)$/;
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every `$ref` to another file or a URL, with where it is written. The build never fetches or
 * reads them, so each is reported: an error in strict mode, a warning in lenient mode. The
 * document has passed checkDocumentLimits (no cycles, bounded size); the walk is iterative.
 */
export function externalRefs(doc: unknown): Warning[] {
  const found: Warning[] = [];
  const stack: Array<{ node: unknown; pointer: string }> = [{ node: doc, pointer: '' }];
  const seen = new Set<object>();
  while (stack.length) {
    const { node, pointer } = stack.pop()!;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const entries = Object.entries(node);
    for (const [key, value] of entries) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#'))
        found.push({
          pointer: `${pointer}/$ref`,
          message: `external reference "${value}" is never fetched: move what it names into this document`,
        });
      else if (!EXAMPLE_KEY.test(key)) stack.push({ node: value, pointer: `${pointer}/${token(key)}` });
    }
  }
  return found.sort((a, b) => a.pointer.localeCompare(b.pointer));
}
