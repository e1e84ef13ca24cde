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
