import { mdxToMarkdown } from '../markdown/mdx-to-markdown';
import type { ApiEntry } from '../openapi/catalog';
import { referencePageDescription } from '../openapi/page-text';
import { pageHref, pageSlice, type ReferencePage } from '../openapi/pages';
import { firstSentence } from '../openapi/schema-view';
import { apiReferenceToMarkdown } from '../openapi/to-markdown';
import type { ContentGraph } from '../site/graph';
import { buildLlmsTxt, markdownHref } from './llms-txt';

/** A Markdown copy of a page, at its route with `.md`. */
export interface MarkdownCopy {
  /** `/docs/a/b.md`, `/api/content.md`. */
  path: string;
  text: string;
}

/** Published docs: never drafts, even in a development graph. */
const publishedDocs = (graph: ContentGraph) => graph.docs.filter((doc) => !doc.frontmatter.draft);

/**
 * The Markdown copy of every published doc and of each API reference. Pure with the default
 * converter; the prebuild passes one that reuses the last build's copies (lib/llms/copy-cache.ts).
 */
export function markdownCopies(graph: ContentGraph, apis: ApiEntry[], convert = mdxToMarkdown): MarkdownCopy[] {
  const siteUrl = graph.config.url;
  const docs = publishedDocs(graph).map((doc) => ({
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
  return [
    ...docs,
    ...apis.flatMap((api) =>
      api.layout.pages.map((page) => ({
        path: markdownHref(pageHref(api.spec.id, page.slug)),
        text: apiMarkdown(api, page, siteUrl),
      })),
    ),
  ];
}

/**
 * One page of an API reference as Markdown, linking each operation on the page that holds it; the
 * main page of a split reference lists the other pages.
 */
function apiMarkdown({ href, model, layout }: ApiEntry, page: ReferencePage, siteUrl: string): string {
  const others = layout.split && page.slug === '' ? layout.pages.filter((p) => p.slug) : [];
  return apiReferenceToMarkdown(layout.split ? pageSlice(model, page) : model, {
    siteUrl,
    href: pageHref(model.id, page.slug),
    title: page.slug ? `${model.title}: ${page.title}` : undefined,
    operationPages: layout.operationHref,
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

/** The llms.txt lines of the references: one per page, each page's own Markdown copy. */
function apiLines(apis: ApiEntry[]) {
  return apis.flatMap(({ spec, model, layout }) =>
    layout.pages.map((page) => ({
      title: page.slug ? `${spec.title}: ${page.title}` : spec.title,
      href: markdownHref(pageHref(spec.id, page.slug)),
      description: page.slug ? referencePageDescription(model, page) : firstSentence(model.description),
    })),
  );
}

/** The site's /llms.txt from the graph. Pure. */
export function siteLlmsTxt(graph: ContentGraph, apis: ApiEntry[]): string {
  const { config } = graph;
  return buildLlmsTxt({
    site: { title: config.title, tagline: config.tagline, url: config.url, productName: config.product.name },
    docs: publishedDocs(graph),
    metas: graph.metas,
    apiReferences: apiLines(apis),
    posts: graph.posts
      .filter((post) => !post.frontmatter.draft)
      .map((post) => ({ title: post.frontmatter.title, href: post.href, description: post.frontmatter.description })),
  });
}
