import 'server-only';
import { compileMDX } from 'next-mdx-remote/rsc';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { mdxComponents } from '@/components/mdx/mdx-components';
import { ContentError } from '../utils/errors';
import { rehypeCompactCode } from './rehype-compact-code';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkDirectivesAsText } from './remark-directives-as-text';
import { remarkMarkdownLinks } from './remark-markdown-links';

// Highlighting happens here, at build time, in both themes: the browser gets coloured HTML only.
const prettyCode: PrettyCodeOptions = {
  theme: { light: 'github-light-default', dark: 'github-dark-default' },
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
  // Inline `code` stays one plain element (highlighting it would wrap it in three more).
  bypassInlineCode: true,
};

export interface RenderOptions {
  /** File path, for error messages and resolving links to other markdown files. */
  filePath: string;
  /** Markdown file path → route, to rewrite `[x](./other.mdx)` links. */
  fileRoutes?: Map<string, string>;
}

/** Compiles first-party MDX (content/ only: MDX runs as code) to React elements. */
export async function renderMdx(source: string, { filePath, fileRoutes = new Map() }: RenderOptions) {
  try {
    const { content } = await compileMDX({
      source,
      components: mdxComponents,
      options: {
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkDirective, remarkDirectivesAsText, remarkAdmonitions, [remarkMarkdownLinks, { file: filePath, fileRoutes }]],
          rehypePlugins: [rehypeSlug, [rehypePrettyCode, prettyCode], rehypeCompactCode],
        },
      },
    });
    return content;
  } catch (error) {
    throw new ContentError(filePath, [`could not compile MDX: ${(error as Error).message}`], { cause: error });
  }
}
