import 'server-only';
import type { ComponentType } from 'react';
import * as devRuntime from 'react/jsx-dev-runtime';
import * as runtime from 'react/jsx-runtime';
import { type MdxComponents, mdxComponents } from '@/components/mdx/mdx-components';
import { type CompileOptions, compileMdxCached, isDevelopment } from '@/lib/markdown/mdx-compiler';
import { ContentError } from '@/lib/utils/errors';

export type RenderOptions = CompileOptions & {
  /** The page's locale: the components' own texts (copy buttons, anchors, admonition titles) are in its language. */
  locale?: string;
};

type MdxContent = ComponentType<{ components?: MdxComponents }>;

/**
 * Runs compiled MDX (a function body taking the JSX runtime, as next-mdx-remote's compileMDX
 * evaluates it) and returns its component.
 */
function run(code: string): MdxContent {
  const body = new Function(code) as (jsx: typeof runtime | typeof devRuntime) => { default: MdxContent };
  return body(isDevelopment() ? devRuntime : runtime).default;
}

/**
 * Compiles first-party MDX (content/ only: MDX runs as code) to React elements. The compiled,
 * highlighted code is cached by content hash (lib/markdown/mdx-cache.ts), so a rebuild compiles only the
 * pages that changed.
 */
export async function renderMdx(source: string, { filePath, fileRoutes = new Map(), locale }: RenderOptions) {
  try {
    const { code } = await compileMdxCached(source, { filePath, fileRoutes });
    const Content = run(code);
    return <Content components={mdxComponents(locale)} />;
  } catch (error) {
    throw new ContentError(filePath, [`could not compile MDX: ${(error as Error).message}`], { cause: error });
  }
}
