import type { List, ListItem, Paragraph, PhrasingContent, Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';

/**
 * The build-time half of the MDX kit (components/mdx): the items of a `<FileTree>`'s list become
 * folders and files. `- src/` (a trailing slash) or an item with a nested list is a folder, any
 * other item a file; a **bold** name is highlighted; the words after the name are its comment.
 * The list stays a list (nested lists are the tree); only classes are added.
 */
export function remarkKit() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'FileTree') {
        for (const child of node.children) if (child.type === 'list') markList(child);
      }
    });
  };
}

const span = (className: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'emphasis',
  data: { hName: 'span', hProperties: { className: [className] } },
  children,
});

function markList(list: List): void {
  for (const item of list.children) markItem(item);
}

function markItem(item: ListItem): void {
  const [first] = item.children;
  const nested = item.children.filter((c): c is List => c.type === 'list');
  const { highlighted, folder } =
    first?.type === 'paragraph' ? splitName(first) : { highlighted: false, folder: false };
  const kind = folder || nested.length > 0 ? 'file-tree-folder' : 'file-tree-file';
  item.data = { ...item.data, hProperties: { className: [kind] } };
  // The name's span carries the kind too: a tight list has no paragraph between the item and it.
  const name = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (name?.data?.hProperties)
    name.data.hProperties.className = ['file-tree-name', kind, ...(highlighted ? ['file-tree-highlight'] : [])];
  for (const list of nested) markList(list);
}

/**
 * Splits an item's first paragraph into its name (the first word, or a bold or code span) and its
 * comment (the rest), and wraps each in a span.
 */
function splitName(paragraph: Paragraph): { highlighted: boolean; folder: boolean } {
  const [head, ...rest] = paragraph.children;
  let name: PhrasingContent[] = [];
  let comment: PhrasingContent[] = rest;
  let highlighted = false;
  let label = '';
  if (head?.type === 'strong') {
    highlighted = true;
    name = head.children;
    label = head.children.map((c) => ('value' in c ? c.value : '')).join('');
  } else if (head?.type === 'inlineCode') {
    name = [{ type: 'text', value: head.value }];
    label = head.value;
  } else if (head?.type === 'text') {
    const match = /^(\S+)(\s*)([\s\S]*)$/.exec(head.value.trimStart());
    label = match?.[1] ?? head.value;
    name = [{ type: 'text', value: label }];
    if (match?.[3]) comment = [{ type: 'text', value: match[3] }, ...rest];
  } else if (head) {
    name = [head];
  }
  if (comment.length > 0 && comment[0].type === 'text') {
    const value = comment[0].value.trimStart();
    comment = value ? [{ ...comment[0], value }, ...comment.slice(1)] : comment.slice(1);
  }
  paragraph.children = [span('file-tree-name', name), ...(comment.length ? [span('file-tree-comment', comment)] : [])];
  return { highlighted, folder: label.endsWith('/') };
}
