import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { mdxBodyToMarkdownTree, type MdxToMarkdownOptions } from './mdx-to-markdown';

/**
 * Renders an MDX body as plain HTML for feeds, from the same plain Markdown as the Markdown copies
 * and llms.txt (./mdx-to-markdown.ts): no components or scripts, admonitions as labelled quotes,
 * tabs as labelled sections, and links absolute so feed readers can follow them.
 */
export function markdownToHtml(body: string, options: Pick<MdxToMarkdownOptions, 'siteUrl' | 'href' | 'filePath' | 'fileRoutes'>): string {
  const hast = unified().use(remarkRehype).runSync(mdxBodyToMarkdownTree(body, { title: '', ...options }));
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
