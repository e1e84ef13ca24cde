import fs from 'node:fs';
import path from 'node:path';
import { loadAuthors, loadPosts } from '../blog/load';
import { parseSiteConfig } from '../config/parse';
import { listFiles, loadDocs, loadMetaFiles, loadPages } from '../content/load';
import type { ApiEntry } from '../openapi/catalog';
import { ContentError } from '../utils/errors';
import { loadVersions } from '../versions/load';
import { diskAnalysisStore } from './analysis-store';
import { buildContentGraph, type ContentGraph, SITE_CONFIG_FILE } from './graph';

export interface GraphOptions {
  /** Folder holding content/ and openapi/ (the project root). */
  root?: string;
  /** Include drafts: development only. */
  includeDrafts?: boolean;
  /** Keep each entry's headings and links in .next/cache between builds (the prebuild). */
  persistAnalyses?: boolean;
  /**
   * Development: a doc, page or post whose frontmatter fails loads as a stand-in carrying the
   * error, which only its own page shows (lib/site/dev-check.ts); the build stays strict.
   */
  keepBroken?: boolean;
}

/** Paths under public/ that older builds wrote there (see .gitignore): not sources. */
const GENERATED_PUBLIC = /^(api\/|docs\/|llms\.txt$|search-index-[^/]*\.json$|sidebar-[^/]*\.json$)/;

/** Reads and validates the site configuration file. */
function loadSiteConfig(root = process.cwd()) {
  const file = path.join(/*turbopackIgnore: true*/ root, SITE_CONFIG_FILE);
  let raw: unknown;
  let text = '';
  try {
    text = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
    raw = JSON.parse(text);
  } catch (error) {
    throw new ContentError(SITE_CONFIG_FILE, [`not valid JSON: ${(error as Error).message}`], { cause: error });
  }
  const config = parseSiteConfig(raw, SITE_CONFIG_FILE);
  const missing = config.apis.flatMap((api, i) => {
    const resolved = path.resolve(root, api.file);
    if (path.isAbsolute(api.file) || !resolved.startsWith(path.resolve(root) + path.sep))
      return [`apis[${i}].file: "${api.file}" is outside the project (expected a path inside the project root)`];
    return fs.existsSync(/*turbopackIgnore: true*/ resolved)
      ? []
      : [`apis[${i}].file: no such file "${api.file}" (expected an OpenAPI document, from the project root)`];
  });
  if (missing.length > 0) throw new ContentError(SITE_CONFIG_FILE, missing);
  return { config, text };
}

/**
 * Reads every content file (configuration, docs, _meta.json, pages, posts, authors, public files)
 * and derives the graph. The OpenAPI documents load on the first `apis()` call.
 */
export function loadContentGraph(options: GraphOptions = {}): ContentGraph {
  const root = options.root ?? process.cwd();
  const includeDrafts = options.includeDrafts ?? false;
  const site = loadSiteConfig(root);
  // The cut versions' docs, and their pinned references among the site's (`/api/<version>/<id>`).
  const { versions, pinned } = loadVersions(root, site.config, SITE_CONFIG_FILE, site.text, includeDrafts);
  const config = { ...site.config, apis: [...site.config.apis, ...pinned] };
  const keepBroken = options.keepBroken ?? false;
  const load = { root, includeDrafts, basePath: config.docs.routeBasePath, keepBroken };
  const authors = loadAuthors(root);
  let apis: Promise<ApiEntry[]> | undefined;
  return buildContentGraph({
    root,
    config,
    docs: loadDocs(load),
    metas: loadMetaFiles(load),
    versions,
    pages: loadPages(load),
    posts: loadPosts({ root, includeDrafts, authors, keepBroken }),
    authors,
    publicFiles: listFiles(path.join(root, 'public')).filter((file) => !GENERATED_PUBLIC.test(file)),
    includeDrafts,
    analysisStore: options.persistAnalyses ? diskAnalysisStore(root) : undefined,
    // Imported on first use: a docs page never loads the OpenAPI parser, validator and samplers.
    apis: () => (apis ??= import('../openapi/catalog').then(({ loadApiCatalog }) => loadApiCatalog(config.apis, root))),
  });
}
