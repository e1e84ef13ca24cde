import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { parseMeta } from '../utils/fence-meta';
import { DIAGRAM_LANG } from './mermaid-check';

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * A ```mermaid fence becomes `<Mermaid chart="…" />` (components/mdx/diagram.tsx): its source is
 * the page's text until the browser draws it, so a reader without JavaScript reads the source. The
 * syntax is checked by the content check (./mermaid-check.ts), in `npm run build` and `npm run dev`.
 * An optional `title="…"` on the fence is the diagram's caption and accessible name.
 */
export function remarkDiagrams() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== DIAGRAM_LANG || !parent || index === undefined) return;
      const title = parseMeta(node.meta).get('title');
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Mermaid',
        attributes: [attribute('chart', node.value), ...(title ? [attribute('title', title)] : [])],
        children: [],
        position: node.position,
      };
      parent.children.splice(index, 1, element);
    });
  };
}
