import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { z } from 'zod';
import { editDistance } from '../utils/edit-distance.client';

/**
 * The props of the MDX components writers use, as zod schemas: the components' prop types are
 * inferred from them (components/mdx), and the content check (`checkComponentProps`, run by the
 * build and by `npm run dev` for the page being viewed) reads every `<Component …>` of a page
 * against them, so a wrong or missing prop fails with the file, the line and what was expected
 * instead of a blank box or a crash at render.
 */

/** The variants a `<Badge>` may take: the admonitions' colours. */
export const BADGE_VARIANTS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
/** The icons a `<Card>` may show (components/mdx/card-icons.tsx draws them). */
export const CARD_ICONS = ['book', 'code', 'rocket', 'puzzle', 'key', 'terminal', 'user', 'zap'] as const;

const text = z.string().trim().min(1, 'expected a non-empty string');
/** An element id: letters, digits, `-` and `_` (what a `#fragment` can name without escaping). */
const elementId = z.string().regex(/^[A-Za-z][\w-]*$/, 'expected an id of letters, digits, "-" and "_"');

const componentSchemas = {
  Steps: z.object({}).strict(),
  Cards: z.object({ cols: z.number().int().min(1).max(4).optional() }).strict(),
  Card: z
    .object({
      title: text,
      href: text.optional(),
      icon: z.enum(CARD_ICONS).optional(),
      description: z.string().optional(),
    })
    .strict(),
  Accordion: z.object({ title: text, id: elementId.optional(), open: z.boolean().optional() }).strict(),
  FileTree: z.object({}).strict(),
  Badge: z.object({ text: text.optional(), variant: z.enum(BADGE_VARIANTS).optional() }).strict(),
  Tabs: z
    .object({
      groupId: elementId.optional(),
      queryString: z.union([z.boolean(), elementId]).optional(),
    })
    .strict()
    .refine((props) => props.queryString !== true || props.groupId !== undefined, {
      path: ['queryString'],
      message: 'queryString={true} names the parameter after groupId: add groupId, or give the parameter a name',
    }),
  Tab: z.object({ label: text, value: text.optional(), default: z.boolean().optional() }).strict(),
};

type ComponentName = keyof typeof componentSchemas;
export type ComponentProps<Name extends ComponentName> = z.infer<(typeof componentSchemas)[Name]>;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Node = RootContent | JsxElement;

/** Where the check reports: the file and the lines above the body (frontmatter). */
export interface PropsCheckPlace {
  file: string;
  lineOffset?: number;
}

const isJsx = (node: { type: string }): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Children that carry something: not blank text, comments (`{/* … *\/}`) or blank paragraphs. */
function meaningful(children: Node[]): Node[] {
  return children.flatMap((child): Node[] => {
    if (child.type === 'text' && !child.value.trim()) return [];
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') return [];
    // `<Cards><Card …/></Cards>` on one line: the cards are a paragraph's children.
    if (child.type === 'paragraph' && child.children.every((c) => isJsx(c) || (c.type === 'text' && !c.value.trim())))
      return meaningful(child.children as Node[]);
    return [child];
  });
}

/** What a component's children must be, as a sentence when they are not. */
const childRules: Partial<Record<ComponentName, (children: Node[], node: JsxElement) => string | undefined>> = {
  Steps: (children) =>
    children.length === 1 && children[0].type === 'list' && children[0].ordered
      ? undefined
      : 'expects one ordered list ("1. …") as its content, each item a step (leave blank lines around it)',
  FileTree: (children) =>
    children.length === 1 && children[0].type === 'list' && !children[0].ordered
      ? undefined
      : 'expects one bulleted list ("- src/") as its content, folders ending in "/" (leave blank lines around it)',
  Cards: (children) =>
    children.every((c) => isJsx(c) && c.name === 'Card') && children.length > 0
      ? undefined
      : 'expects <Card> elements only as its content',
  Tabs: (children) =>
    children.every((c) => isJsx(c) && c.name === 'Tab') && children.length > 0
      ? undefined
      : 'expects <Tab label="…"> elements only as its content',
  Badge: (children, node) =>
    children.length > 0 || node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'text')
      ? undefined
      : 'expects its text, as content (<Badge>New</Badge>) or as text="New"',
};

/** An attribute value that is not a plain literal: its type is only known at render. */
const DYNAMIC = Symbol('dynamic');

/** A JSX attribute's value as the component receives it, when it is a literal. */
function attributeValue(value: JsxElement['attributes'][number]['value']): unknown {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const source = value.value.trim();
  if (/^(true|false|null|-?\d+(\.\d+)?)$/.test(source)) return JSON.parse(source);
  const quoted = /^(['"`])([^'"`\\$]*)\1$/.exec(source);
  return quoted ? quoted[2] : DYNAMIC;
}

/** The closest known name, for "did you mean". */
function closest(name: string, known: string[]): string | undefined {
  const scored = known.map((k) => [k, editDistance(name.toLowerCase(), k.toLowerCase(), 2)] as const);
  const best = scored.filter(([, d]) => d <= 2).sort((a, b) => a[1] - b[1])[0];
  return best?.[0];
}

/** What one element of a known component got wrong, one sentence each. */
function elementProblems(node: JsxElement, name: ComponentName): string[] {
  const schema = componentSchemas[name];
  // A spread (`{...props}`) may supply anything: only the children are checked.
  const spread = node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute');
  const props: Record<string, unknown> = {};
  const dynamic = new Set<string>();
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    const value = attributeValue(attr.value);
    if (value === DYNAMIC) dynamic.add(attr.name);
    props[attr.name] = value === DYNAMIC ? undefined : value;
  }
  const problems: string[] = [];
  const known = Object.keys(schema.shape);
  const result = schema.safeParse(props);
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const guess = closest(key, known);
        const list = known.length ? `its props are ${known.map((k) => `"${k}"`).join(', ')}` : 'it takes no props';
        problems.push(`unknown prop "${key}"${guess ? ` (did you mean "${guess}"?)` : ''}: ${list}`);
      }
      continue;
    }
    const key = String(issue.path[0] ?? '');
    if (spread || dynamic.has(key)) continue;
    problems.push(
      props[key] === undefined
        ? `missing prop "${key}" (${expected(issue)})`
        : `prop "${key}": ${expected(issue)}, got ${JSON.stringify(props[key])}`,
    );
  }
  const rule = childRules[name]?.(meaningful(node.children as Node[]), node);
  if (rule) problems.push(rule);
  return problems;
}

/** What zod expected, in the build's words. */
function expected(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_type')
    return `expected ${issue.expected === 'string' ? 'a string' : `a ${issue.expected}`}`;
  if (issue.code === 'invalid_union') return 'expected true or an id';
  const message = issue.message.replace(/^(Invalid input|Too small|Too big): /, '');
  return message.startsWith('expected') || issue.code === 'custom' ? message : `expected ${message}`;
}

/**
 * Every `<Component …>` of a known component in the tree whose props or content are wrong, as
 * `file:line:column: <Card>: missing prop "title" (expected a string)`.
 */
export function checkComponentProps(tree: Root, { file, lineOffset = 0 }: PropsCheckPlace): string[] {
  const errors: string[] = [];
  visit(tree, (node) => {
    if (!isJsx(node) || !node.name || !Object.hasOwn(componentSchemas, node.name)) return;
    const start = node.position?.start ?? { line: 0, column: 0 };
    for (const problem of elementProblems(node, node.name as ComponentName))
      errors.push(`${file}:${start.line + lineOffset}:${start.column}: <${node.name}> ${problem}`);
  });
  return errors;
}
