import type { Code, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { parseMeta } from '../utils/fence-meta';

/** The container directive of a code group. */
export const CODE_GROUP = 'code-group';

/** A code fence's meta without its `title="…"` (the tab shows it). */
const withoutTitle = (meta: string | null | undefined) =>
  (meta ?? '').replace(/(^|\s)title=(?:"[^"]*"|'[^']*'|\S+)/, '').trim() || null;

/** The tab label of a code block in a group: its title, else its language. */
export function codeGroupLabel(node: Code, index: number): string {
  return parseMeta(node.meta).get('title') || node.lang || `Code ${index + 1}`;
}

/**
 * `:::code-group` around code fences: one block of tabs, each labelled with its fence's
 * `title="…"` (or its language), through the same `<Tabs>` as prose tabs (all panels in the HTML,
 * readable without JavaScript). Anything else inside a group (a paragraph) is an error of the
 * page, reported with its line.
 */
export function remarkCodeGroup(options: { file?: string } = {}) {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node, index, parent) => {
      if (node.name !== CODE_GROUP || !parent || index === undefined) return;
      const blocks = node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
      const stray = blocks.find((child) => child.type !== 'code');
      if (stray) {
        const line = stray.position?.start.line ?? node.position?.start.line ?? 0;
        throw new Error(
          `${options.file ?? '(inline)'}:${line}: a :::code-group holds code fences only (found a ${stray.type}); close the group with ::: before other content`,
        );
      }
      const tabs = (blocks as Code[]).map(
        (code, i): MdxJsxFlowElement => ({
          type: 'mdxJsxFlowElement',
          name: 'Tab',
          attributes: [{ type: 'mdxJsxAttribute', name: 'label', value: codeGroupLabel(code, i) }],
          children: [{ ...code, meta: withoutTitle(code.meta) }],
        }),
      );
      const group: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [],
        children: tabs as RootContent[] as MdxJsxFlowElement['children'],
        position: node.position,
      };
      parent.children.splice(index, 1, group);
    });
  };
}
