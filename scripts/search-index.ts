/**
 * Writes public/search-index-{docs plugin id}.json: every docs section, post, page and API
 * operation of a production build (no drafts), with the term statistics BM25F ranks by.
 * Run by the prebuild step; `tsx scripts/search-index.ts` runs it alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { LoadedDocument } from '../lib/openapi/load';
import { loadPortalDocuments } from '../lib/openapi/publish';
import { searchIndexFileName } from '../lib/search/constants';
import { buildSiteSearchIndex } from '../lib/search/site-records';
import type { SiteInput } from '../lib/site/check';
import { loadSiteInput } from '../lib/site/inputs';

/** Writes the index file under public/ and returns a one-line summary. */
export function writeSiteSearchIndex(input: SiteInput, apiDocs: Map<string, LoadedDocument>, root = process.cwd()): string {
  const started = performance.now();
  const index = buildSiteSearchIndex(input, apiDocs);
  const json = JSON.stringify(index);
  const file = path.join(root, 'public', searchIndexFileName(input.config.docs.pluginId));
  fs.writeFileSync(file, json);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = Math.round(performance.now() - started);
  return `Search index: ${index.records.length} records, ${kb(json.length)} (${kb(gzipSync(json).length)} gzip), ${ms} ms → ${path.relative(root, file)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiDocs = await loadPortalDocuments();
  console.log(writeSiteSearchIndex(loadSiteInput(apiDocs), apiDocs));
}
