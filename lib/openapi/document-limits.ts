/**
 * Limits that keep an OpenAPI document from exhausting the build, checked right after parsing, in
 * both modes (a third party's document is refused with its file named, never a crash):
 *
 * - **Node budget.** The document as it expands: YAML aliases are shared objects after parsing,
 *   but every later step (dereferencing, the model, the published JSON) walks them as copies, so a
 *   383-byte alias bomb became a 27 MB download. The count is memoized per object, so the walk is
 *   linear in what the parser made, not in the expansion. Stripe's 4 MB document is 99,000 nodes.
 * - **Depth.** Real documents nest at most 25 levels; the renderer recurses, so 10,000 nested
 *   arrays ended in `RangeError: Maximum call stack size exceeded` with no file named.
 * - **Cycles.** A YAML alias inside its own anchor makes an object graph with a cycle, which no
 *   JSON document can express and every walker would follow forever.
 *
 * The walk itself is iterative (an explicit stack), so it cannot overflow. The file's size
 * (MAX_DOCUMENT_BYTES) is checked before it is read (load.ts: readDocumentText).
 */
import { ContentError } from '../utils/errors';

const MAX_DOCUMENT_NODES = 1_000_000;
/**
 * The most bytes of one document, checked before it is read. The corpus' largest is Stripe's 4.0 MB
 * (1.7 s to load, 99,000 nodes); 16 MB is four times that, a load of about 7 s, within the node
 * budget as written. A larger file is refused before it is parsed: parsing alone took seconds.
 */
export const MAX_DOCUMENT_BYTES = 16 * 2 ** 20;
export const MAX_DOCUMENT_DEPTH = 128;

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Frame {
  node: object;
  key: string;
  children: unknown[];
  keys: string[];
  next: number;
  total: number;
}

/** Throws a ContentError naming `file` when the parsed document breaks a limit. */
export function checkDocumentLimits(data: unknown, file: string): void {
  if (typeof data !== 'object' || data === null) return;
  const sizes = new WeakMap<object, number>();
  const onPath = new Set<object>();
  const stack: Frame[] = [];
  const pointer = (extra?: string) =>
    `/${[...stack.slice(1).map((frame) => frame.key), ...(extra === undefined ? [] : [extra])].join('/')}`;
  const refuse = (message: string): never => {
    throw new ContentError(file, [message]);
  };
  const open = (node: object, key: string) => {
    const keys = Array.isArray(node) ? node.map((_, i) => String(i)) : Object.keys(node);
    stack.push({ node, key, children: Object.values(node), keys, next: 0, total: 1 });
    onPath.add(node);
  };
  // Values met so far, aliases counted as copies: the sum of every frame's total, kept as one number.
  let expanded = 0;
  const count = (n: number) => {
    expanded += n;
    if (expanded > MAX_DOCUMENT_NODES)
      refuse(
        `the document expands to more than ${MAX_DOCUMENT_NODES.toLocaleString('en')} values ` +
          '(YAML aliases are copied when it is published and rendered): refused',
      );
  };
  open(data, '');
  count(1);
  while (stack.length) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.children.length) {
      const index = frame.next++;
      const child = frame.children[index];
      const key = token(frame.keys[index]);
      if (typeof child !== 'object' || child === null) {
        frame.total += 1;
        count(1);
      } else if (onPath.has(child))
        refuse(`${pointer(key)}: refers to itself (a YAML alias inside its own anchor): not a JSON document`);
      else if (sizes.has(child)) {
        frame.total += sizes.get(child)!;
        count(sizes.get(child)!);
      } else if (stack.length >= MAX_DOCUMENT_DEPTH)
        refuse(`${pointer(key)}: nested more than ${MAX_DOCUMENT_DEPTH} levels deep: refused`);
      else {
        open(child, key);
        count(1);
      }
    } else {
      stack.pop();
      onPath.delete(frame.node);
      sizes.set(frame.node, frame.total);
      if (stack.length) stack[stack.length - 1].total += frame.total;
    }
  }
}

/**
 * The most values of the document as swagger-parser validates it: each local `$ref` replaced by
 * its target (a `$ref` in a cycle kept). The objects are shared, but the validation walks them as
 * copies, so 12 levels of 8 `$ref`s to the next (3.6 KB) never finished. The corpus' largest is
 * Discord's 2.0 million (OpenAI's 1.9 million, Stripe's 0.2); 10 million is 5 times that.
 */
export const MAX_DEREFERENCED_NODES = 10_000_000;

/** Resolves a local `$ref` (`#/a/b`) in `root`; undefined when it leads nowhere or is not local. */
function resolveLocal(root: unknown, ref: string): object | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === 'object' && at !== null ? at : undefined;
}

interface Frame2 {
  node: object;
  keys: string[];
  children: unknown[];
  next: number;
  total: number;
  /** The key this object is under in its parent, and whether it was reached through a `$ref` there. */
  key: string;
  viaRef: boolean;
}

const frameOf = (node: object, key: string, viaRef: boolean, total: number): Frame2 => ({
  node,
  keys: Array.isArray(node) ? node.map((_, i) => String(i)) : Object.keys(node),
  children: Object.values(node),
  next: 0,
  total,
  key,
  viaRef,
});

/**
 * How many values the document has once its local `$ref`s are replaced by their targets, as
 * swagger-parser dereferences it for validation (`circular: 'ignore'`: a `$ref` found to lead back
 * into its own path stays a `$ref` everywhere), counted up to `limit`. Two iterative passes, each
 * visiting every object once: the first finds the targets of such `$ref`s, the second adds up the
 * sizes (memoized per object, the graph being acyclic once those are left out). Past `limit`,
 * `pointer` is the first `$ref` (as written) on the path where the count crossed it.
 */
export function dereferencedSize(data: unknown, limit = Number.POSITIVE_INFINITY): { size: number; pointer?: string } {
  if (typeof data !== 'object' || data === null) return { size: 1 };
  const target = (child: unknown): { node: unknown; ref: boolean } => {
    if (typeof child !== 'object' || child === null || Array.isArray(child)) return { node: child, ref: false };
    const ref = (child as Record<string, unknown>).$ref;
    const resolved = typeof ref === 'string' ? resolveLocal(data, ref) : undefined;
    return resolved ? { node: resolved, ref: true } : { node: child, ref: false };
  };
  // Pass 1: depth first, a `$ref` to an object on the path is circular (its target never copied).
  const circular = new Set<object>();
  const seen = new Set<object>([data]);
  const onPath = new Set<object>([data]);
  const walk: Frame2[] = [frameOf(data, '', false, 0)];
  while (walk.length) {
    const frame = walk[walk.length - 1];
    if (frame.next < frame.children.length) {
      const { node, ref } = target(frame.children[frame.next++]);
      if (typeof node !== 'object' || node === null) continue;
      if (onPath.has(node)) {
        if (ref) circular.add(node);
      } else if (!seen.has(node)) {
        seen.add(node);
        onPath.add(node);
        walk.push(frameOf(node, '', false, 0));
      }
    } else onPath.delete(walk.pop()!.node);
  }
  // Pass 2: the sizes, a circular `$ref` (or an object met again inside itself) counted as one value.
  const sizes = new WeakMap<object, number>();
  const path = new Set<object>([data]);
  const stack: Frame2[] = [frameOf(data, '', false, 1)];
  let expanded = 1;
  while (stack.length && expanded <= limit) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.children.length) {
      const key = frame.keys[frame.next];
      const { node, ref } = target(frame.children[frame.next++]);
      if (typeof node !== 'object' || node === null || path.has(node) || (ref && circular.has(node))) {
        frame.total += 1;
        expanded += 1;
      } else if (sizes.has(node)) {
        frame.total += sizes.get(node)!;
        expanded += sizes.get(node)!;
      } else {
        path.add(node);
        stack.push(frameOf(node, token(key), ref, 1));
        expanded += 1;
      }
    } else {
      const done = stack.pop()!;
      path.delete(done.node);
      sizes.set(done.node, done.total);
      if (stack.length) stack[stack.length - 1].total += done.total;
    }
  }
  if (expanded <= limit) return { size: expanded };
  const first = stack.findIndex((frame) => frame.viaRef);
  const written = stack.slice(1, first < 0 ? stack.length : first + 1).map((frame) => frame.key);
  return { size: expanded, pointer: `/${written.join('/')}` };
}
