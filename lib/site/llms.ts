import { buildLlmsFullTxt } from '../llms/llms-full';
import { buildLlmsTxt, type LlmsTranslation, markdownHref, sidebarOrder } from '../llms/llms-txt';
import { mdxToMarkdown } from '../markdown/mdx-to-markdown';
import { MCP_GUIDE, MCP_PATH } from '../mcp/endpoint';
import type { ApiEntry } from '../openapi/catalog';
import { referencePageDescription } from '../openapi/page-text';
import { pageHref, pageSlice, type ReferencePage } from '../openapi/pages';
import { apiReferenceToMarkdown } from '../openapi/to-markdown';
import { copySamples } from './copy-samples';
import type { ContentGraph } from './graph';
import { isApiPage, type SitePage, sitePages } from './pages';

/** A Markdown copy of a page, at its route with `.md`. */
export interface MarkdownCopy {
  /** `/docs/a/b.md`, `/api/content.md`. */
  path: string;
  text: string;
}

/**
 * The published pages of the default locale (never drafts, even in a development graph); a
 * locale's translated docs get Markdown copies of their own (`localeCopies`).
 */
const published = (graph: ContentGraph, apis: ApiEntry[]) =>
  sitePages(graph, apis).filter((page) => !page.draft && !page.locale);

/** The first line of a translated page's Markdown copy: its language and its original. */
const languageLine = (lang: string, original: string) =>
  `> Language: ${lang}. A translation of ${original}; the Markdown copies of other pages are in English.`;

/** The published docs. */
const publishedDocs = (pages: SitePage[]) => pages.flatMap((page) => (page.kind === 'doc' ? [page.entry] : []));

/** The pages of the references, each with its reference. */
const referencePages = (pages: SitePage[]) =>
  pages.flatMap((page) => (isApiPage(page) && page.reference ? [{ ...page, ...page.reference }] : []));

/**
 * The Markdown copy of every published doc and of each API reference. Pure with the default
 * converters; the prebuild passes ones that reuse the last build's copies (lib/llms/copy-cache.ts).
 */
export function markdownCopies(
  graph: ContentGraph,
  apis: ApiEntry[],
  convert = mdxToMarkdown,
  convertApi: ApiToMarkdown = apiMarkdown,
): MarkdownCopy[] {
  const siteUrl = graph.config.url;
  const pages = published(graph, apis);
  const docs = publishedDocs(pages).map((doc) => ({
    path: markdownHref(doc.href),
    text: convert(doc.body, {
      title: doc.frontmatter.title,
      description: doc.frontmatter.description,
      href: doc.href,
      siteUrl,
      filePath: doc.filePath,
      fileRoutes: graph.fileRoutes,
    }),
  }));
  // Each locale's translated docs (not its fallback pages, which are the originals), saying their language.
  const translated = sitePages(graph, apis).flatMap((page) =>
    page.kind === 'doc' && page.locale && !page.fallback && !page.draft ? [page.entry] : [],
  );
  const lang = (code?: string) => graph.config.i18n.localeConfigs[code ?? '']?.htmlLang ?? code ?? '';
  const localeDocs = translated.map((doc) => {
    const text = convert(doc.body, {
      title: doc.frontmatter.title,
      description: doc.frontmatter.description,
      href: doc.href,
      siteUrl,
      filePath: doc.filePath,
      fileRoutes: graph.fileRoutes,
    });
    const [first, ...rest] = text.split('\n');
    const line = languageLine(lang(doc.locale), `${siteUrl}${doc.original}`);
    return { path: markdownHref(doc.href), text: [first, '', line, ...rest].join('\n') };
  });
  return [
    ...docs,
    ...localeDocs,
    ...referencePages(pages).map(({ route, api, page }) => ({
      path: markdownHref(route),
      text: convertApi(api, page, siteUrl),
    })),
  ];
}

export type ApiToMarkdown = (entry: ApiEntry, page: ReferencePage, siteUrl: string) => string;

/**
 * One page of an API reference as Markdown, linking each operation on the page that holds it; the
 * main page of a split reference lists the other pages.
 */
export function apiMarkdown(entry: ApiEntry, page: ReferencePage, siteUrl: string): string {
  const { href, model, layout } = entry;
  const others = layout.split && page.slug === '' ? layout.pages.filter((p) => p.slug) : [];
  return apiReferenceToMarkdown(layout.split ? pageSlice(model, page) : model, {
    siteUrl,
    href: pageHref(model.id, page.slug),
    title: page.slug ? `${model.title}: ${page.title}` : undefined,
    operationPages: layout.operationHref,
    samples: copySamples(entry),
    contents: others.map((p) => ({
      title: p.title,
      href: markdownHref(pageHref(model.id, p.slug)),
      description: referencePageDescription(model, p),
    })),
    downloads: [
      { label: 'OpenAPI document (YAML)', href: `${href}.yaml` },
      { label: 'OpenAPI document (JSON)', href: `${href}.json` },
    ],
  });
}

/** The site's /llms.txt from the graph. Pure. */
export function siteLlmsTxt(graph: ContentGraph, apis: ApiEntry[]): string {
  const { config } = graph;
  const pages = published(graph, apis);
  const link = (page: SitePage, title = page.title) => ({
    title,
    href: page.route,
    description: page.description,
  });
  return buildLlmsTxt({
    site: { title: config.title, tagline: config.tagline, url: config.url, productName: config.product.name },
    docs: publishedDocs(pages).filter((doc) => !doc.version),
    metas: graph.metas,
    versions: graph.versions.map((version) => ({
      label: version.label,
      docs: publishedDocs(pages).filter((doc) => doc.version === version.name),
      metas: version.metas,
    })),
    // One line per page of a reference, each to its own Markdown copy.
    apiReferences: referencePages(pages).map((page) => ({
      ...link(page, page.kind === 'api-split' ? `${page.api.spec.title}: ${page.title}` : page.title),
      href: markdownHref(page.route),
    })),
    mcp: { endpoint: MCP_PATH, guide: publishedDocs(pages).find((doc) => doc.href === MCP_GUIDE)?.href },
    agents: {
      fullText: LLMS_FULL_PATH,
      searchRecords: '/search-records.json',
      apis: apis.map(({ model }) => ({ title: model.title, schemes: model.securitySchemes })),
    },
    posts: pages.filter((page) => page.kind === 'post').map((page) => link(page)),
    translations: translations(graph, apis),
  });
}

/** Each locale's translated pages (never its fallback pages, drafts or cut versions' docs), for llms.txt. */
function translations(graph: ContentGraph, apis: ApiEntry[]): LlmsTranslation[] {
  const { i18n } = graph.config;
  return graph.locales.map(({ locale, metas }) => {
    const pages = sitePages(graph, apis).filter((page) => page.locale === locale.code && !page.fallback && !page.draft);
    return {
      label: i18n.localeLabels[locale.code] ?? locale.code,
      lang: locale.htmlLang,
      docs: publishedDocs(pages).filter((doc) => !doc.version),
      metas,
      posts: pages.flatMap((page) =>
        page.kind === 'post' ? [{ title: page.title, href: page.route, description: page.description }] : [],
      ),
    };
  });
}

/** Where the whole documentation in one Markdown file is published. */
export const LLMS_FULL_PATH = '/llms-full.txt';

/**
 * /llms-full.txt from the Markdown copies (markdownCopies' output, so nothing is converted twice):
 * the current docs in sidebar order, then every page of each API reference, each headed by its URL.
 * Drafts and cut versions' docs are left out. Pure.
 */
export function siteLlmsFullTxt(graph: ContentGraph, apis: ApiEntry[], copies: MarkdownCopy[]): string {
  const { config } = graph;
  const byPath = new Map(copies.map((copy) => [copy.path, copy.text]));
  const pages = published(graph, apis);
  const routes = [
    ...sidebarOrder(
      publishedDocs(pages).filter((doc) => !doc.version),
      graph.metas,
    ).map((doc) => doc.href),
    ...referencePages(pages).map((page) => page.route),
  ];
  return buildLlmsFullTxt({
    site: { title: config.title, tagline: config.tagline, url: config.url },
    sections: routes.flatMap((route) => {
      const text = byPath.get(markdownHref(route));
      return text === undefined ? [] : [{ url: `${config.url}${route}`, text }];
    }),
  });
}
