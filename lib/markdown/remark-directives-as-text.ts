import type { Root } from 'mdast';
import type {} from 'mdast-util-directive';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * remark-directive reads `event:name` in prose as a text directive and drops it. Only `:::` admonitions
 * are directives here, so text and leaf directives are turned back into the text they were written as.
 */
export function restoreTextDirectives(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type !== 'textDirective' && node.type !== 'leafDirective') return;
    const colons = node.type === 'textDirective' ? ':' : '::';
    const label = node.children.length ? `[${mdastToString(node)}]` : '';
    const text = { type: 'text' as const, value: `${colons}${node.name}${label}` };
    parent.children.splice(index, 1, node.type === 'leafDirective' ? { type: 'paragraph', children: [text] } : text);
  });
}

/** The remark plugin form of restoreTextDirectives. */
export function remarkDirectivesAsText() {
  return restoreTextDirectives;
}
