import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** A link found in a source file, with where it is. */
export interface FoundLink {
  url: string;
  line: number;
  column: number;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** Every link target in an MDX tree: markdown links, definitions and JSX `href` attributes. */
export function extractLinks(tree: Root, lineOffset = 0): FoundLink[] {
  const links: FoundLink[] = [];
  const add = (url: string, node: { position?: { start: { line: number; column: number } } }) => {
    const start = node.position?.start ?? { line: 0, column: 0 };
    links.push({ url, line: start.line + lineOffset, column: start.column });
  };
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') add(node.url, node);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes as JsxAttribute[]) {
        if (attr.type === 'mdxJsxAttribute' && attr.name === 'href' && typeof attr.value === 'string')
          add(attr.value, node);
      }
    }
  });
  return links;
}
