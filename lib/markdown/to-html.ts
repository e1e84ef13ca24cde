import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { type MdxToMarkdownOptions, mdxBodyToMarkdownTree } from './mdx-to-markdown';

/**
 * Renders an MDX body as plain HTML for feeds, from the same plain Markdown as the Markdown copies
 * and llms.txt (./mdx-to-markdown.ts): no components or scripts, admonitions as labelled quotes,
 * tabs as labelled sections, and links absolute so feed readers can follow them.
 */
export function markdownToHtml(
  body: string,
  options: Pick<MdxToMarkdownOptions, 'siteUrl' | 'href' | 'filePath' | 'fileRoutes'>,
): string {
  const hast = unified()
    .use(remarkRehype)
    .runSync(mdxBodyToMarkdownTree(body, { title: '', ...options }));
  return unified().use(rehypeStringify).stringify(hast);
}

const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i;

/** Neutralizes script URLs in links and images (documents may come from anywhere). */
function remarkSafeUrls() {
  return (tree: Root) =>
    visit(tree, ['link', 'image', 'definition'], (node) => {
      const n = node as { url: string };
      if (UNSAFE_URL.test(n.url)) n.url = '#';
    });
}

/**
 * Makes wide blocks scroll on their own instead of widening the page (which phones answer by
 * zooming the whole page out): each table goes in a focusable scroll container, as in the docs
 * (components/mdx), and each code block is focusable, so a keyboard can scroll it too.
 */
function rehypeScrollContainers() {
  return (tree: HastRoot) =>
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'pre') node.properties = { ...node.properties, tabIndex: 0 };
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-wrapper'], tabIndex: 0 },
        children: [node],
      };
      return 'skip';
    });
}

const commonMark = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkSafeUrls)
  .use(remarkRehype)
  .use(rehypeScrollContainers)
  .use(rehypeStringify);

/**
 * Renders CommonMark (OpenAPI descriptions are CommonMark, not MDX) as HTML. Raw HTML in the source
 * is dropped and script URLs are neutralized, so a document cannot inject markup or scripts.
 */
export function commonMarkToHtml(text: string): string {
  return String(commonMark.processSync(text));
}

/**
 * Renders one line of CommonMark (a response's summary, a table cell) as phrasing HTML: the
 * paragraph it makes, without its `<p>`. Anything else (a list, two paragraphs) stays as it is.
 */
export function commonMarkInlineToHtml(text: string): string {
  let html = inlineHtml.get(text);
  if (html === undefined) {
    const block = commonMarkToHtml(text).trim();
    const inner = /^<p>([\s\S]*)<\/p>$/.exec(block)?.[1];
    html = inner !== undefined && !inner.includes('<p>') ? inner : block;
    // A schema's summary repeats on every property that links to it: each text is rendered once.
    if (inlineHtml.size >= INLINE_CACHE_SIZE) inlineHtml.clear();
    inlineHtml.set(text, html);
  }
  return html;
}

const INLINE_CACHE_SIZE = 10_000;
const inlineHtml = new Map<string, string>();
