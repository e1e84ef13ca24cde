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
import {
  type CompiledMdx,
  compilerFingerprint,
  linksResolveAlike,
  mdxCacheKey,
  type ResolvedLink,
  readEntry,
  writeEntry,
} from './mdx-cache';
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

export interface CompileOptions {
  /** File path, for error messages and resolving links to other markdown files. */
  filePath: string;
  /** Markdown file path → route, to rewrite `[x](./other.mdx)` links. */
  fileRoutes?: Map<string, string>;
}

/** Development output (jsxDEV, as next-mdx-remote compiles it outside production). */
export const isDevelopment = () => process.env.NODE_ENV !== 'production';

/**
 * Compiles MDX to the function body of its module (what next-mdx-remote's compileMDX evaluates),
 * recording the markdown-file links it rewrote. Throws next-mdx-remote's error (message with
 * line:column and a code frame) on invalid MDX.
 */
async function compileMdxToCode(
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

/** Compilations of this process by key; a promise so that concurrent renders of one page compile once. */
const memory = new Map<string, Promise<CompiledMdx>>();
let fingerprint: string | undefined;

/** Forgets this process's compilations (tests: the next lookup goes to disk). */
export function clearMemoryCache(): void {
  memory.clear();
}

/**
 * `compileMdxToCode` through the cache (memory, then .next/cache/acme-mdx/, then the compiler).
 * The compiler fingerprint is read once per production process; the development server reads it
 * on every call, so an edited plugin takes effect at once.
 */
export async function compileMdxCached(
  source: string,
  options: CompileOptions,
  root = process.cwd(),
): Promise<CompiledMdx & { from: 'memory' | 'disk' | 'compiler' }> {
  const { filePath, fileRoutes = new Map() } = options;
  const development = isDevelopment();
  const compiler = development ? compilerFingerprint(root) : (fingerprint ??= compilerFingerprint(root));
  const key = mdxCacheKey({ source, filePath, compiler, development });
  const fresh = (entry: CompiledMdx | undefined): entry is CompiledMdx =>
    entry !== undefined && linksResolveAlike(entry.links, filePath, fileRoutes);

  const pending = memory.get(key);
  if (pending) {
    const entry = await pending.catch(() => undefined);
    if (fresh(entry)) return { ...entry, from: 'memory' };
  }
  const stored = readEntry(key, root);
  if (fresh(stored)) {
    memory.set(key, Promise.resolve(stored));
    return { ...stored, from: 'disk' };
  }
  const compiling = compileMdxToCode(source, { filePath, fileRoutes });
  memory.set(key, compiling);
  try {
    const entry = await compiling;
    writeEntry(key, entry, root);
    return { ...entry, from: 'compiler' };
  } catch (error) {
    memory.delete(key);
    throw error;
  }
}
