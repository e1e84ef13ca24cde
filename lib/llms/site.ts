import type { ContentGraph } from '../content/graph';
import { mdxToMarkdown } from '../markdown/mdx-to-markdown';
import type { ApiEntry } from '../openapi/catalog';
import { operationPages, planPages } from '../openapi/pages';
import { firstSentence } from '../openapi/schema-view';
import { apiReferenceToMarkdown } from '../openapi/to-markdown';
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
    text: convert(doc.body, { title: doc.frontmatter.title, description: doc.frontmatter.description, href: doc.href, siteUrl, filePath: doc.filePath, fileRoutes: graph.fileRoutes }),
  }));
  return [...docs, ...apis.map((api) => ({ path: markdownHref(api.href), text: apiMarkdown(api, siteUrl) }))];
}

/** One API reference as Markdown, linking each operation on the page that holds it. */
function apiMarkdown({ href, model }: ApiEntry, siteUrl: string): string {
  return apiReferenceToMarkdown(model, {
    siteUrl,
    href,
    operationPages: operationPages(model, planPages(model)),
    downloads: [
      { label: 'OpenAPI document (YAML)', href: `${href}.yaml` },
      { label: 'OpenAPI document (JSON)', href: `${href}.json` },
    ],
  });
}

/** The site's /llms.txt from the graph. Pure. */
export function siteLlmsTxt(graph: ContentGraph, apis: ApiEntry[]): string {
  const { config } = graph;
  return buildLlmsTxt({
    site: { title: config.title, tagline: config.tagline, url: config.url, productName: config.product.name },
    docs: publishedDocs(graph),
    metas: graph.metas,
    apiReferences: apis.map(({ spec, href, model }) => ({ title: spec.title, href: markdownHref(href), description: firstSentence(model.description) })),
    posts: graph.posts.filter((post) => !post.frontmatter.draft).map((post) => ({ title: post.frontmatter.title, href: post.href, description: post.frontmatter.description })),
  });
}
