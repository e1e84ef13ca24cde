import 'server-only';
import type { ComponentProps, ComponentType } from 'react';
import * as devRuntime from 'react/jsx-dev-runtime';
import * as runtime from 'react/jsx-runtime';
import { MdxLink } from '@/components/mdx/link';
import { type MdxComponents, mdxComponents } from '@/components/mdx/mdx-components';
import { siteConfig } from '@/lib/config/site';
import { localizeHref, siteLocales } from '@/lib/i18n/locales';
import { type CompileOptions, compileMdxCached, isDevelopment } from '@/lib/markdown/mdx-compiler';
import { ContentError } from '@/lib/utils/errors';

export type RenderOptions = CompileOptions & {
  /** The language of the page's content: the components' own texts (copy buttons, anchors, admonition titles) are in it. */
  locale?: string;
  /**
   * The locale whose routes the page is under (a fallback page's too; `locale` by default): on
   * another locale than the default, links to an API reference lead to its (`/fr/api/content`).
   */
  routeLocale?: string;
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

/** The component map of a locale's pages: the same, with links to API references into the locale. */
function localeComponents(components: MdxComponents, code: string | undefined): MdxComponents {
  const locales = siteLocales(siteConfig.i18n);
  const locale = locales.find((l) => l.code === code && !l.isDefault);
  if (!locale) return components;
  const localize = (href = '') => (href.startsWith('/api/') ? localizeHref(href, locale, locales) : href);
  return {
    ...components,
    a: ({ href, ...rest }: ComponentProps<'a'>) => <MdxLink href={localize(href)} {...rest} />,
  };
}

// One map per pair of content language and route locale (as mdxComponents keeps one per locale),
// not one per page rendered.
const byRouteLocale = new WeakMap<MdxComponents, Map<string, MdxComponents>>();

function routeComponents(components: MdxComponents, code: string | undefined): MdxComponents {
  let maps = byRouteLocale.get(components);
  if (!maps) byRouteLocale.set(components, (maps = new Map()));
  let map = maps.get(code ?? '');
  if (!map) maps.set(code ?? '', (map = localeComponents(components, code)));
  return map;
}

/**
 * Compiles first-party MDX (content/ only: MDX runs as code) to React elements. The compiled,
 * highlighted code is cached by content hash (lib/markdown/mdx-cache.ts), so a rebuild compiles only the
 * pages that changed.
 */
export async function renderMdx(
  source: string,
  { filePath, fileRoutes = new Map(), locale, routeLocale = locale }: RenderOptions,
) {
  try {
    const { code } = await compileMdxCached(source, { filePath, fileRoutes });
    const Content = run(code);
    return <Content components={routeComponents(mdxComponents(locale), routeLocale)} />;
  } catch (error) {
    throw new ContentError(filePath, [`could not compile MDX: ${(error as Error).message}`], { cause: error });
  }
}
