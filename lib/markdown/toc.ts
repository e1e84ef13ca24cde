import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** One heading of a page. */
export interface TocItem {
  /** Anchor id, identical to the id rehype-slug gives the rendered heading. */
  id: string;
  text: string;
  depth: number;
}

/**
 * Every heading of a document with its anchor id, in order.
 * One slugger per document, as rehype-slug does, so repeated headings get `-1`, `-2` suffixes.
 */
export function extractHeadings(tree: Root): TocItem[] {
  const slugger = new GithubSlugger();
  const headings: TocItem[] = [];
  visit(tree, 'heading', (node) => {
    const text = mdastToString(node).trim();
    headings.push({ id: slugger.slug(text), text, depth: node.depth });
  });
  return headings;
}

/** The table of contents: headings between minDepth and maxDepth (2–3 by default). */
export function extractToc(tree: Root, { minDepth = 2, maxDepth = 3 } = {}): TocItem[] {
  return extractHeadings(tree).filter((h) => h.depth >= minDepth && h.depth <= maxDepth);
}
