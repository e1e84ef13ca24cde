import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { ContentError } from '../utils/errors';
import { parseMarkdown } from './parse';

/**
 * Partials: a reusable MDX fragment `content/partials/<name>.mdx`, included in a page as
 * `<Partial name="<name>" />` on a line of its own, with props as string attributes that replace
 * `{props.<prop>}` in the fragment. Partials are expanded in the content graph's Markdown (the
 * entry's body), before anything reads it: rendering, the link, example, claim and sample checks,
 * search and the Markdown copies all see the included text where it lands. The expanded body
 * carries a line map, so an error in the included text names the including file and the line of
 * its `<Partial>` (lines after it keep their own numbers).
 */

/** The folder of the partials, from the project root. */
export const PARTIALS_DIR = 'content/partials';

/** A partial as read from its file. */
export interface PartialFile {
  name: string;
  /** `content/partials/<name>.mdx`, for error messages. */
  filePath: string;
  body: string;
  /** Its props: every `{props.<name>}` it uses, each required. */
  props: Set<string>;
}

/** An expanded body: the text, and for each of its lines (0-based) the body line (1-based) it comes from. */
export interface ExpandedBody {
  body: string;
  sourceLines: number[];
}

const PROP = /\{\s*props\.([A-Za-z_$][\w$]*)\s*\}/g;
const NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Reads a partial's text: its syntax is checked here, so an error in it names the partial's own file
 * and line. `parse` is the parser (the build's keeps trees between builds: tree-cache.ts).
 */
export function readPartial(name: string, filePath: string, text: string, parse = parseMarkdown): PartialFile {
  if (!NAME.test(name))
    throw new ContentError(filePath, ['expected a partial file name in lowercase letters, digits and dashes']);
  parse(text, filePath);
  return { name, filePath, body: text.replace(/\s+$/, ''), props: new Set([...text.matchAll(PROP)].map((m) => m[1])) };
}

type PartialNode = MdxJsxFlowElement | MdxJsxTextElement;

interface Include {
  node: PartialNode;
  start: number;
  end: number;
}

/** The `<Partial>` elements of a parsed body, in order. */
function includesOf(tree: Root): Include[] {
  const found: Include[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Partial') {
      found.push({ node, start: node.position?.start.line ?? 1, end: node.position?.end.line ?? 1 });
    }
  });
  return found.sort((a, b) => a.start - b.start);
}

const list = (names: Iterable<string>) =>
  [...names]
    .sort()
    .map((n) => `"${n}"`)
    .join(', ') || 'none';

/** The props given to one include, or the problems with them. */
function propsOf(node: PartialNode, at: string, errors: string[]): Map<string, string> {
  const props = new Map<string, string>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      errors.push(`${at}: <Partial> takes props as name="value" attributes, not {...spread}`);
    } else if (typeof attribute.value !== 'string') {
      errors.push(`${at}: <Partial> prop "${attribute.name}": expected a string in quotes (${attribute.name}="…")`);
    } else props.set(attribute.name, attribute.value);
  }
  return props;
}

interface ExpandContext {
  file: string;
  lineOffset: number;
  partials: ReadonlyMap<string, PartialFile>;
  /** The partials being expanded, outermost first (an include cycle repeats one). */
  stack: string[];
  parse: typeof parseMarkdown;
}

function expandText(text: string, context: ExpandContext): { text: string; lines: number[]; errors: string[] } {
  const own = text.split('\n');
  const identity = { text, lines: own.map((_, i) => i + 1), errors: [] };
  if (!text.includes('<Partial')) return identity;
  const includes = includesOf(context.parse(text, context.file, context.lineOffset));
  if (includes.length === 0) return identity;
  const out: string[] = [];
  const lines: number[] = [];
  const errors: string[] = [];
  let next = 1;
  for (const { node, start, end } of includes) {
    const at = `line ${start + context.lineOffset}`;
    const indent = own[start - 1].slice(0, (node.position?.start.column ?? 1) - 1);
    const after = own[end - 1].slice((node.position?.end.column ?? 1) - 1);
    if (node.type === 'mdxJsxTextElement' || indent.trim() !== '' || after.trim() !== '' || start < next) {
      errors.push(
        `${at}: expected <Partial name="…" /> on a line of its own, not inside a paragraph, list item or table`,
      );
      continue;
    }
    if (node.children.length > 0) {
      errors.push(`${at}: expected a self-closing <Partial name="…" /> (a partial takes props, not children)`);
      continue;
    }
    const props = propsOf(node, at, errors);
    const name = props.get('name');
    props.delete('name');
    const partial = name === undefined ? undefined : context.partials.get(name);
    if (name === undefined || !partial) {
      errors.push(
        name === undefined
          ? `${at}: <Partial> needs name="…", the file name of a partial in ${PARTIALS_DIR}/ (known: ${list(context.partials.keys())})`
          : `${at}: unknown partial "${name}": no ${PARTIALS_DIR}/${name}.mdx (known: ${list(context.partials.keys())})`,
      );
      continue;
    }
    if (context.stack.includes(name)) {
      errors.push(`${at}: partial include cycle: ${[...context.stack, name].join(' → ')}`);
      continue;
    }
    const missing = [...partial.props].filter((prop) => !props.has(prop));
    const unknown = [...props.keys()].filter((prop) => !partial.props.has(prop));
    for (const prop of missing)
      errors.push(
        `${at}: <Partial name="${name}"> is missing prop "${prop}" (${partial.filePath} uses {props.${prop}})`,
      );
    for (const prop of unknown)
      errors.push(`${at}: <Partial name="${name}"> has no prop "${prop}" (its props: ${list(partial.props)})`);
    if (missing.length > 0 || unknown.length > 0) continue;
    const filled = partial.body.replace(PROP, (_, prop: string) => props.get(prop) ?? '');
    const inner = expandText(filled, {
      ...context,
      file: partial.filePath,
      lineOffset: 0,
      stack: [...context.stack, name],
    });
    for (const error of inner.errors) errors.push(`${at}: in ${partial.filePath}: ${error}`);
    for (let line = next; line < start; line++) {
      out.push(own[line - 1]);
      lines.push(line);
    }
    for (const line of inner.text.split('\n')) {
      out.push(line === '' ? '' : indent + line);
      lines.push(start);
    }
    next = end + 1;
  }
  for (let line = next; line <= own.length; line++) {
    out.push(own[line - 1]);
    lines.push(line);
  }
  return { text: out.join('\n'), lines, errors };
}

/**
 * Expands the `<Partial>` includes of a body (undefined when it has none). Throws a ContentError
 * naming the including file and line for an unknown partial, a missing or unknown prop, a prop
 * that is not a string, an include that does not stand on its own line, and an include cycle.
 */
export function expandPartials(
  body: string,
  file: string,
  lineOffset: number,
  partials: ReadonlyMap<string, PartialFile>,
  parse = parseMarkdown,
): ExpandedBody | undefined {
  if (!body.includes('<Partial')) return undefined;
  const expanded = expandText(body, { file, lineOffset, partials, stack: [], parse });
  if (expanded.errors.length > 0) throw new ContentError(file, expanded.errors);
  if (expanded.text === body) return undefined;
  return { body: expanded.text, sourceLines: expanded.lines };
}

/** Moves a tree parsed from an expanded body back to the body's own lines (offsets stay the expanded text's). */
export function remapLines(tree: Root, sourceLines: readonly number[]): Root {
  visit(tree, (node) => {
    const position = node.position;
    if (!position) return;
    position.start = { ...position.start, line: sourceLines[position.start.line - 1] ?? position.start.line };
    position.end = { ...position.end, line: sourceLines[position.end.line - 1] ?? position.end.line };
  });
  return tree;
}
