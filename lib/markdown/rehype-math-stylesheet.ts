import type { Element, Root } from 'hast';
import { EXIT, visit } from 'unist-util-visit';

/** What rehype-katex reports of TeX it cannot read (a vfile message). */
interface KatexMessage {
  source?: string;
  line?: number;
  column?: number;
  reason: string;
  cause?: unknown;
}

/** Where KaTeX's stylesheet and fonts are served (app/katex/[...asset]/route.ts). */
const KATEX_STYLESHEET = '/katex/katex.min.css';

const hasClass = (node: Element, name: string) =>
  Array.isArray(node.properties.className) && node.properties.className.includes(name);

/**
 * Fails on math KaTeX cannot read (the content check says so first: ./math-check.ts). Math is rendered at build time by rehype-katex; its stylesheet (and so its fonts) loads only on
 * a page that has some: the page gets a `<link rel="stylesheet" precedence>`, which React places
 * in the document's head once, however many formulas there are. A page without math gets nothing.
 */
export function rehypeMathStylesheet() {
  return (tree: Root, file: { messages: KatexMessage[] }) => {
    // rehype-katex reports TeX it cannot read as a message and renders it red: fail instead.
    const problem = file.messages.find((message) => message.source === 'rehype-katex');
    if (problem)
      throw new Error(
        `${problem.line ?? 0}:${problem.column ?? 0}: KaTeX cannot render this math: ${(problem.cause as Error | undefined)?.message ?? problem.reason}`,
      );
    let math = false;
    visit(tree, 'element', (node) => {
      if (hasClass(node, 'katex') || hasClass(node, 'katex-display')) {
        math = true;
        return EXIT;
      }
    });
    if (!math) return;
    tree.children.push({
      type: 'element',
      tagName: 'link',
      properties: { rel: ['stylesheet'], href: KATEX_STYLESHEET, precedence: 'katex' },
      children: [],
    });
  };
}
