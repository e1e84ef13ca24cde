import type { Root, RootContent } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseMarkdown } from './parse';

const REMOVED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const UNWRAPPED = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** Drops MDX code and expressions, keeps the content of JSX components, turns `:::` blocks into quotes. */
function toPlainMarkdown(tree: Root): Root {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (REMOVED.has(node.type)) {
      parent.children.splice(index, 1);
      return index;
    }
    if (UNWRAPPED.has(node.type)) {
      parent.children.splice(index, 1, ...((node as { children: RootContent[] }).children ?? []));
      return index;
    }
    if (node.type === 'containerDirective') Object.assign(node, { type: 'blockquote' });
  });
  return tree;
}

/**
 * Renders an MDX body as plain HTML for feeds: no components, no scripts, and site-relative links
 * made absolute so feed readers can follow them.
 */
export function markdownToHtml(body: string, siteUrl: string): string {
  const tree = toPlainMarkdown(parseMarkdown(body));
  visit(tree, ['link', 'image', 'definition'], (node) => {
    const n = node as { url: string };
    if (n.url.startsWith('/') && !n.url.startsWith('//')) n.url = siteUrl + n.url;
  });
  const hast = unified().use(remarkRehype).runSync(tree);
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

const commonMark = unified().use(remarkParse).use(remarkGfm).use(remarkSafeUrls).use(remarkRehype).use(rehypeStringify);

/**
 * Renders CommonMark (OpenAPI descriptions are CommonMark, not MDX) as HTML. Raw HTML in the source
 * is dropped and script URLs are neutralized, so a document cannot inject markup or scripts.
 */
export function commonMarkToHtml(text: string): string {
  return String(commonMark.processSync(text));
}
