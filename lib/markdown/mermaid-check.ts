import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The fence language of a diagram. */
export const DIAGRAM_LANG = 'mermaid';

/** A Markdown tree to check, with the file line of its first line less one (the frontmatter). */
export interface DiagramSource {
  file: string;
  tree: Root;
  lineOffset?: number;
}

/** What mermaid's parser says of an error (a jison error's hash; other diagram types have none). */
interface ParseErrorHash {
  line?: number;
  loc?: { first_line?: number; first_column?: number };
  expected?: string[];
  token?: string;
}

type Parse = (text: string) => Promise<unknown>;
let parser: Promise<Parse> | undefined;

/**
 * mermaid's own parser, in Node. It sanitizes labels with DOMPurify, which in Node (no window) is
 * an object without its methods: checking the syntax needs none of them, so they are given as
 * no-ops on that windowless instance (a browser's DOMPurify is a different instance, never touched).
 * Loaded once, on the first page with a diagram: a site without one never loads mermaid.
 */
function loadParser(): Promise<Parse> {
  parser ??= (async () => {
    const { default: purify } = (await import('dompurify')) as unknown as {
      default: { isSupported?: boolean } & Record<string, unknown>;
    };
    if (!purify.isSupported) {
      purify.addHook ??= () => {};
      purify.removeHook ??= () => {};
      purify.removeHooks ??= () => {};
      purify.removeAllHooks ??= () => {};
      purify.sanitize ??= (value: unknown) => String(value);
    }
    const { default: mermaid } = await import('mermaid');
    return (text: string) => mermaid.parse(text);
  })();
  return parser;
}

/** One diagram's problem as `file:line:column: …`, the line in the file where mermaid stopped. */
function diagramError(file: string, node: Code, lineOffset: number, error: unknown): string {
  const fenceLine = (node.position?.start.line ?? 1) + lineOffset;
  const hash = (error as { hash?: ParseErrorHash }).hash;
  const diagramLine = hash?.loc?.first_line ?? (hash?.line !== undefined ? hash.line + 1 : undefined);
  const line = diagramLine ? fenceLine + diagramLine : fenceLine;
  const column = hash?.loc?.first_column !== undefined ? hash.loc.first_column + 1 : 1;
  const message = String((error as Error).message ?? error)
    .split('\n')
    .filter((part) => part.trim() && !/^-*\^$/.test(part.trim()) && !/^Parse error on line/.test(part))
    .at(-1);
  const expected = hash?.expected?.length ? `; expected ${hash.expected.slice(0, 6).join(', ')}` : '';
  const got = hash?.token ? `, got ${hash.token}` : '';
  return `${file}:${line}:${column}: the mermaid diagram does not parse: ${hash?.expected ? `unexpected ${hash.token ?? 'text'}${expected}` : message}${hash?.expected ? '' : got}`;
}

/**
 * Diagrams known to parse, from an earlier build (mermaid-verdicts.ts): a build whose diagrams are
 * all known does not load mermaid (about a second), and an edited diagram is parsed again.
 */
export interface DiagramVerdicts {
  parses(text: string): boolean;
  recordParsed(text: string): void;
}

/** Every ```mermaid fence of the sources parsed by mermaid; its errors name the file, line and column. */
export async function checkDiagrams(
  sources: DiagramSource[],
  verdicts?: DiagramVerdicts,
): Promise<{ errors: string[]; checked: number }> {
  const found: { file: string; node: Code; lineOffset: number }[] = [];
  for (const { file, tree, lineOffset = 0 } of sources)
    visit(tree, 'code', (node: Code) => {
      if (node.lang === DIAGRAM_LANG) found.push({ file, node, lineOffset });
    });
  const unknown = found.filter(({ node }) => !verdicts?.parses(node.value));
  if (unknown.length === 0) return { errors: [], checked: found.length };
  const parse = await loadParser();
  const errors: string[] = [];
  for (const { file, node, lineOffset } of unknown) {
    try {
      await parse(node.value);
      verdicts?.recordParsed(node.value);
    } catch (error) {
      errors.push(diagramError(file, node, lineOffset, error));
    }
  }
  return { errors, checked: found.length };
}
