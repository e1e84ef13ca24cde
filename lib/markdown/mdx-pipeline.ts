/**
 * The MDX compiler itself: next-mdx-remote with the remark and rehype plugins and Shiki. Loaded by
 * ./mdx-compiler.ts only when a page is not in the compiled-MDX cache, so a build worker that finds
 * its pages there (all of them after a clean build's prebuild compiled them ahead) never loads it
 * (bench/RESULTS.md, "The build, round five").
 */
import {
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
} from '@shikijs/transformers';
import { serialize } from 'next-mdx-remote/serialize';
import rehypeKatex from 'rehype-katex';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { CompiledMdx, ResolvedLink } from './mdx-cache';
import type { CompileOptions } from './mdx-compiler';
import { rehypeCompactCode } from './rehype-compact-code';
import { rehypeMathStylesheet } from './rehype-math-stylesheet';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkCodeGroup } from './remark-code-group';
import { remarkDiagrams } from './remark-diagrams';
import { remarkDirectivesAsText } from './remark-directives-as-text';
import { remarkKit } from './remark-kit';
import { remarkMarkdownLinks } from './remark-markdown-links';
import { twoslashTransformer } from './twoslash-render';

// Highlighting happens here, at build time, in both themes: the browser gets coloured HTML only.
export const prettyCode: PrettyCodeOptions = {
  theme: { light: 'github-light-default', dark: 'github-dark-default' },
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
  // Inline `code` stays one plain element (highlighting it would wrap it in three more).
  bypassInlineCode: true,
  transformers: [
    // TypeScript and JavaScript samples carry their types, from the sample check (lib/twoslash).
    twoslashTransformer(),
    // The markers in comments, by Shiki's own transformers: `// [!code ++]` and `// [!code --]`,
    // `// [!code highlight]` and `// [!code focus]` (`:3` for the next three lines), and
    // `// [!code word:name]`. Each marker leaves the rendered code (its line too if it held nothing
    // else); they run after Twoslash, on its tokens, so a checked sample keeps its types. The text
    // copies strip them alike (./code-notation.ts).
    transformerNotationDiff({ classActivePre: 'has-diff' }),
    transformerNotationHighlight({ classActivePre: 'has-highlighted' }),
    transformerNotationWordHighlight({ classActivePre: 'has-highlighted-words' }),
    transformerNotationFocus({ classActivePre: 'has-focused' }),
  ],
};

/**
 * Compiles MDX to the function body of its module (what next-mdx-remote's compileMDX evaluates),
 * recording the markdown-file links it rewrote. Throws next-mdx-remote's error (message with
 * line:column and a code frame) on invalid MDX.
 */
export async function compileMdxToCode(
  source: string,
  { filePath, fileRoutes = new Map() }: CompileOptions,
): Promise<CompiledMdx> {
  const links: ResolvedLink[] = [];
  const onResolve = (pathname: string, route: string | undefined) => links.push([pathname, route ?? null]);
  const { compiledSource } = await serialize(
    source,
    {
      mdxOptions: {
        remarkPlugins: [
          remarkGfm,
          remarkMath,
          remarkDirective,
          remarkDirectivesAsText,
          remarkAdmonitions,
          remarkKit,
          [remarkCodeGroup, { file: filePath }],
          remarkDiagrams,
          [remarkMarkdownLinks, { file: filePath, fileRoutes, onResolve }],
        ],
        rehypePlugins: [
          rehypeSlug,
          // `$…$` and `$$…$$` as HTML and MathML at build time: no JavaScript, the stylesheet only
          // on pages with math (./rehype-math-stylesheet.ts).
          [rehypeKatex, { output: 'htmlAndMathml', throwOnError: true, strict: 'error' }],
          rehypeMathStylesheet,
          [rehypePrettyCode, prettyCode],
          rehypeCompactCode,
        ],
      },
    },
    // React server components: no MDX provider import.
    true,
  );
  return { code: compiledSource, links };
}
