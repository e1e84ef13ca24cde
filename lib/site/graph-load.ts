import fs from 'node:fs';
import path from 'node:path';
import { loadAuthors, loadPosts } from '../blog/load';
import { parseSiteConfig } from '../config/parse';
import { listFiles, loadDocs, loadMetaFiles, loadPages } from '../content/load';
import { loadLocales } from '../i18n/load';
import { parseMarkdown } from '../markdown/parse';
import { expandPartials, PARTIALS_DIR, type PartialFile, readPartial } from '../markdown/partials';
import { cachedParseMarkdown, type ParseMarkdown } from '../markdown/tree-cache';
import type { ApiEntry } from '../openapi/catalog';
import type { ApiSpec } from '../openapi/specs';
import { ContentError } from '../utils/errors';
import { loadVersions } from '../versions/load';
import { diskAnalysisStore } from './analysis-store';
import { buildContentGraph, type ContentEntry, type ContentGraph, SITE_CONFIG_FILE } from './graph';
import { loadRedirectsFile } from './redirects';

export interface GraphOptions {
  /** Folder holding content/ and openapi/ (the project root). */
  root?: string;
  /** Include drafts: development only. */
  includeDrafts?: boolean;
  /**
   * Keep each entry's analysis (tree, headings, links) and each loaded API reference in .next/cache
   * between builds and between a build's processes: the prebuild writes them, the build's workers
   * and the next build read them (lib/site/analysis-store.ts, lib/openapi/catalog-store.ts).
   */
  buildCache?: boolean;
  /**
   * Development: a doc, page or post whose frontmatter fails loads as a stand-in carrying the
   * error, which only its own page shows (lib/site/dev-check.ts); the build stays strict.
   */
  keepBroken?: boolean;
}

/** Paths under public/ that older builds wrote there (see .gitignore): not sources. */
const GENERATED_PUBLIC =
  /^(api\/|docs\/|llms\.txt$|search-index-[^/]*\.json$|sidebar-[^/]*\.json$|[a-z]{2,8}(-[a-z0-9]{1,8})*\/(docs|blog)\/)/;

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
    const resolved = path.resolve(/*turbopackIgnore: true*/ root, api.file);
    if (path.isAbsolute(api.file) || !resolved.startsWith(path.resolve(/*turbopackIgnore: true*/ root) + path.sep))
      return [`apis[${i}].file: "${api.file}" is outside the project (expected a path inside the project root)`];
    return fs.existsSync(/*turbopackIgnore: true*/ resolved)
      ? []
      : [`apis[${i}].file: no such file "${api.file}" (expected an OpenAPI document, from the project root)`];
  });
  if (missing.length > 0) throw new ContentError(SITE_CONFIG_FILE, missing);
  return { config, text };
}

/** The partials of `content/partials/`, by name (a partial's syntax error names its file and line). */
function loadPartials(root: string, parse: ParseMarkdown): Map<string, PartialFile> {
  const dir = path.join(/*turbopackIgnore: true*/ root, PARTIALS_DIR);
  const partials = new Map<string, PartialFile>();
  for (const file of listFiles(dir).filter((name) => name.endsWith('.mdx'))) {
    const name = file.slice(0, -'.mdx'.length);
    const text = fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, file), 'utf8');
    partials.set(name, readPartial(name, `${PARTIALS_DIR}/${file}`, text, parse));
  }
  return partials;
}

/**
 * An entry with its `<Partial>` includes expanded in its body, with the line map. With `keepBroken`
 * (development), an include that fails makes the entry carry the error, which only its own page shows.
 */
function withPartials(partials: ReadonlyMap<string, PartialFile>, keepBroken: boolean, parse: ParseMarkdown) {
  return <E extends ContentEntry>(entry: E): E => {
    if (entry.loadError) return entry;
    try {
      const expanded = expandPartials(entry.body, entry.filePath, entry.bodyLineOffset, partials, parse);
      return expanded ? { ...entry, ...expanded } : entry;
    } catch (error) {
      if (!keepBroken || !(error instanceof ContentError)) throw error;
      return { ...entry, body: '', loadError: error };
    }
  };
}

/** The references, imported on first use: a docs page never loads the OpenAPI parser, validator and samplers. */
async function loadApis(specs: ApiSpec[], root: string, buildCache: boolean): Promise<ApiEntry[]> {
  const [{ loadApiCatalog }, { diskCatalogStore }] = await Promise.all([
    import('../openapi/catalog'),
    import('../openapi/catalog-store'),
  ]);
  return loadApiCatalog(specs, root, buildCache ? diskCatalogStore(root) : undefined);
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
  // Every body with its partials expanded, before anything reads it (lib/markdown/partials.ts). The
  // build parses the partials and the bodies that include them through its tree cache.
  const parse = options.buildCache ? cachedParseMarkdown(root) : parseMarkdown;
  const expand = withPartials(loadPartials(root, parse), keepBroken, parse);
  let apis: Promise<ApiEntry[]> | undefined;
  const docs = loadDocs(load).map(expand);
  const metas = loadMetaFiles(load);
  const pages = loadPages(load).map(expand);
  const posts = loadPosts({ root, includeDrafts, authors, keepBroken }).map(expand);
  const cut = versions.map((version) => ({ ...version, docs: version.docs.map(expand) }));
  // Each other locale's translations over the default locale's pages (lib/i18n).
  const locales = loadLocales(
    root,
    config,
    { docs, metas, pages, posts, authors, versions: cut },
    { includeDrafts, keepBroken },
  ).map((locale) => ({
    ...locale,
    docs: locale.docs.map((doc) => (doc.fallback ? doc : expand(doc))),
    versions: locale.versions.map((v) => ({ ...v, docs: v.docs.map((doc) => (doc.fallback ? doc : expand(doc))) })),
    pages: locale.pages.map((page) => (page.fallback ? page : expand(page))),
    posts: locale.posts.map((post) => (post.fallback ? post : expand(post))),
  }));
  return buildContentGraph({
    root,
    config,
    docs,
    metas,
    versions: cut,
    pages,
    posts,
    locales,
    authors,
    publicFiles: listFiles(path.join(/*turbopackIgnore: true*/ root, 'public')).filter(
      (file) => !GENERATED_PUBLIC.test(file),
    ),
    includeDrafts,
    analysisStore: options.buildCache ? diskAnalysisStore(root) : undefined,
    buildCache: options.buildCache ?? false,
    redirectsFile: loadRedirectsFile(root),
    apis: () => (apis ??= loadApis(config.apis, root, options.buildCache ?? false)),
  });
}
