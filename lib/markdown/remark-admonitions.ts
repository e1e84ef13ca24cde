import type { Root } from 'mdast';
import type {} from 'mdast-util-directive';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** The admonition types `:::type` may name. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

interface DirectiveChild {
  type: string;
  data?: { directiveLabel?: boolean };
}

/**
 * Turns `:::note[Title]` container directives into `<Admonition type="note" title="Title">`.
 * Other directive names are left alone.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const children = node.children as DirectiveChild[];
      const labelIndex = children.findIndex((c) => c.data?.directiveLabel);
      const label = labelIndex >= 0 ? children.splice(labelIndex, 1)[0] : undefined;
      const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }];
      if (label) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: mdastToString(label) });
      Object.assign(node, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes });
    });
  };
}
