/**
 * Writes the Markdown copies of the site for AI readers under public/: public/docs/**\/<id>.md
 * (every published doc) and public/api/<id>.md (each API reference). Next serves public files
 * before dynamic routes: /docs/a/b.md is the file while /docs/a/b stays the page. /llms.txt is a
 * route handler (app/llms.txt/route.ts). The copies are generated (git-ignored); stale copies of
 * deleted docs are removed on every run. Run by the prebuild step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cachedApiMarkdown, cachedMdxToMarkdown } from '../lib/llms/copy-cache';
import type { ApiEntry } from '../lib/openapi/catalog';
import { localeFeeds } from '../lib/site/blog-feed';
import type { ContentGraph } from '../lib/site/graph';
import type { MarkdownCopy } from '../lib/site/llms';
import { apiMarkdown, LLMS_FULL_PATH, markdownCopies, siteLlmsFullTxt } from '../lib/site/llms';

/** Removes every .md file under a folder (the only kind written there). */
function removeCopies(dir: string) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) fs.rmSync(path.join(entry.parentPath, entry.name));
  }
}

/** Writes the Markdown copies under `<root>/public`; returns a one-line summary. */
export function writeAiCopies(graph: ContentGraph, apis: ApiEntry[]): string {
  const started = performance.now();
  const publicDir = path.join(graph.root, 'public');
  // Copies of docs that were deleted or became drafts must not linger.
  removeCopies(path.join(publicDir, graph.config.docs.routeBasePath));
  removeCopies(path.join(publicDir, 'api'));
  // Each locale's copies (public/fr/docs/) and feeds (public/fr/blog/), written again below.
  for (const { locale } of graph.locales) {
    removeCopies(path.join(publicDir, locale.code, graph.config.docs.routeBasePath));
    fs.rmSync(path.join(publicDir, locale.code, 'blog'), { recursive: true, force: true });
  }
  for (const feed of localeFeeds(graph)) {
    const file = path.join(publicDir, feed.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, feed.text);
  }
  let bytes = 0;
  const copies = markdownCopies(
    graph,
    apis,
    cachedMdxToMarkdown(graph.fileRoutes, graph.root),
    cachedApiMarkdown(apiMarkdown, graph.root),
  );
  for (const copy of copies) {
    const file = path.join(publicDir, copy.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, copy.text);
    bytes += Buffer.byteLength(copy.text);
  }
  const ms = Math.round(performance.now() - started);
  const apiPages = apis.reduce((n, api) => n + api.layout.pages.length, 0);
  const full = writeLlmsFull(graph, apis, copies, publicDir);
  return (
    `Markdown copies: ${copies.length - apiPages} docs and ${apiPages} pages of ${apis.length} API references, ${(bytes / 1024).toFixed(1)} KB, ${ms} ms → public/${graph.config.docs.routeBasePath}/, public/api/\n` +
    full
  );
}

/** Joins the copies into public/llms-full.txt; returns a one-line summary (size against the copies joined, time). */
function writeLlmsFull(graph: ContentGraph, apis: ApiEntry[], copies: MarkdownCopy[], publicDir: string): string {
  const started = performance.now();
  const text = siteLlmsFullTxt(graph, apis, copies);
  fs.writeFileSync(path.join(publicDir, LLMS_FULL_PATH), text);
  const ms = (performance.now() - started).toFixed(1);
  const size = Buffer.byteLength(text);
  const joined = copies
    .filter((copy) => text.includes(copy.text.trim()))
    .reduce((n, copy) => n + Buffer.byteLength(copy.text), 0);
  return `llms-full.txt: ${(size / 1024).toFixed(1)} KB (${(size / joined).toFixed(3)}× the ${(joined / 1024).toFixed(1)} KB of copies it joins), ${ms} ms → public${LLMS_FULL_PATH}`;
}
