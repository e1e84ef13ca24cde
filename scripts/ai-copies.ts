/**
 * Writes the copies of the site for AI readers under public/, so they work on any static host:
 * public/docs/**\/<id>.md (every published doc as plain markdown), public/api/<id>.md (each API
 * reference) and public/llms.txt (https://llmstxt.org). Next serves public files before dynamic
 * routes: /docs/a/b.md is the file while /docs/a/b stays the page. All three are generated (and
 * git-ignored); stale copies of deleted docs are removed on every run.
 * Run by the prebuild step; `tsx scripts/ai-copies.ts` runs it alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildLlmsTxt, markdownHref } from '../lib/llms/llms-txt';
import { mdxToMarkdown } from '../lib/markdown/mdx-to-markdown';
import type { LoadedDocument } from '../lib/openapi/load';
import { toApiReference } from '../lib/openapi/model';
import { operationPages, planPages } from '../lib/openapi/pages';
import { loadPortalDocuments } from '../lib/openapi/publish';
import { firstSentence } from '../lib/openapi/schema-view';
import { apiSpecs } from '../lib/openapi/specs';
import { apiReferenceToMarkdown } from '../lib/openapi/to-markdown';
import type { SiteInput } from '../lib/site/check';
import { loadSiteInput } from '../lib/site/inputs';

function write(file: string, text: string): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return Buffer.byteLength(text);
}

/** Writes the markdown copies and llms.txt under `<root>/public`; returns a one-line summary. */
export function writeAiCopies(input: SiteInput, apiDocs: Map<string, LoadedDocument>, root = process.cwd()): string {
  const started = performance.now();
  const publicDir = path.join(root, 'public');
  const siteUrl = input.config.url;
  const docsDir = path.join(publicDir, input.config.docs.routeBasePath);
  let bytes = 0;

  // Copies of docs that were deleted or became drafts must not linger: remove every earlier copy
  // (only .md files, the only kind written there) before writing the current ones.
  if (fs.existsSync(docsDir)) {
    for (const entry of fs.readdirSync(docsDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md')) fs.rmSync(path.join(entry.parentPath, entry.name));
    }
  }
  const docs = input.docs.filter((doc) => !doc.frontmatter.draft);
  const fileRoutes = new Map([...input.docs, ...input.pages].map((entry) => [entry.filePath, entry.href]));
  for (const doc of docs) {
    const markdown = mdxToMarkdown(doc.body, { title: doc.frontmatter.title, description: doc.frontmatter.description, href: doc.href, siteUrl, filePath: doc.filePath, fileRoutes });
    bytes += write(path.join(publicDir, markdownHref(doc.href)), markdown);
  }

  const apiDir = path.join(publicDir, 'api');
  const known = new Set<string>(apiSpecs.map((spec) => `${spec.id}.md`));
  if (fs.existsSync(apiDir)) for (const file of fs.readdirSync(apiDir)) if (file.endsWith('.md') && !known.has(file)) fs.rmSync(path.join(apiDir, file));
  const apiReferences: Array<{ title: string; href: string; description?: string }> = [];
  for (const spec of apiSpecs) {
    const loaded = apiDocs.get(spec.id);
    if (!loaded) continue;
    const model = toApiReference(loaded.dereferenced, { id: spec.id, samples: false });
    const href = `/api/${spec.id}`;
    const markdown = apiReferenceToMarkdown(model, {
      siteUrl,
      href,
      operationPages: operationPages(model, planPages(model)),
      downloads: [
        { label: 'OpenAPI document (YAML)', href: `${href}.yaml` },
        { label: 'OpenAPI document (JSON)', href: `${href}.json` },
      ],
    });
    bytes += write(path.join(publicDir, markdownHref(href)), markdown);
    apiReferences.push({ title: spec.title, href: markdownHref(href), description: firstSentence(model.description) });
  }

  const llms = buildLlmsTxt({
    site: { title: input.config.title, tagline: input.config.tagline, url: siteUrl, productName: input.config.product.name },
    docs,
    metas: input.metas,
    apiReferences,
    posts: (input.posts ?? []).filter((post) => !post.frontmatter.draft).map((post) => ({ title: post.frontmatter.title, href: post.href, description: post.frontmatter.description })),
  });
  bytes += write(path.join(publicDir, 'llms.txt'), llms);

  const ms = Math.round(performance.now() - started);
  return `AI copies: ${docs.length} docs and ${apiReferences.length} API references as markdown, llms.txt, ${(bytes / 1024).toFixed(1)} KB, ${ms} ms → public/${input.config.docs.routeBasePath}/, public/api/*.md, public/llms.txt`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiDocs = await loadPortalDocuments();
  console.log(writeAiCopies(loadSiteInput(apiDocs), apiDocs));
}
