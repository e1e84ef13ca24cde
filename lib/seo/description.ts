import type { Nodes } from 'mdast';
import { parseMarkdown } from '../markdown/parse';
import { plainText, squash } from '../markdown/plain-text';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX = 160;

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The plain text of the first paragraph of an MDX body, or undefined when it has none. */
export function firstParagraph(body: string, filePath?: string): string | undefined {
  const tree = parseMarkdown(body, filePath);
  const paragraph = (tree.children as Nodes[]).find(
    (node) => node.type === 'paragraph' && squash(plainText(node)).length > 0,
  );
  return paragraph ? squash(plainText(paragraph)) : undefined;
}

/** A page's description: its frontmatter description, else its first paragraph, cut to size. */
export function pageDescription(description: string | undefined, body: string, filePath?: string): string | undefined {
  const text = description ?? firstParagraph(body, filePath);
  return text ? truncate(text) : undefined;
}
