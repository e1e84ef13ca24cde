import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError } from '../utils/errors';
import { type ParsedEntry, parseEntry, parseJsonFile } from './parse';
import { BaseFrontmatterSchema, DocFrontmatterSchema, MetaFileSchema } from './schema';
import { docIdToHref, filePathToId } from './slugs';
import type { DocEntry, MetaEntry, PageEntry } from './types';

export interface LoadOptions {
  /** Project root; content is read from `<root>/content`. */
  root?: string;
  /** Include drafts; true in development only by default. */
  includeDrafts?: boolean;
  /** Route base path of the docs (`docs`, or `docs/3.2` for a cut version). */
  basePath?: string;
  /** Folder of the docs, from the root: `content/docs`, or a cut version's (lib/versions). */
  docsDir?: string;
  /** The cut version these docs belong to; none for the current docs. */
  version?: string;
  /**
   * Development: a file whose frontmatter fails becomes a stand-in entry carrying the error
   * (`loadError`), shown by its own page, so one typo does not take the other pages down.
   */
  keepBroken?: boolean;
}

const MDX_FILE = /\.mdx?$/;

/** Lists files under a directory recursively, as sorted paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The file's frontmatter and body; with `keepBroken`, a file that fails becomes a stand-in (its file
 * name as title, no body) carrying the error, which the page throws when rendered (lib/site/dev-check).
 */
function parseOrStandIn<S extends z.ZodType>(
  raw: string,
  filePath: string,
  schema: S,
  keepBroken: boolean | undefined,
): ParsedEntry<z.output<S>> & { loadError?: ContentError } {
  try {
    return parseEntry(raw, filePath, schema);
  } catch (error) {
    if (!keepBroken || !(error instanceof ContentError)) throw error;
    return { ...standIn(filePath, schema), loadError: error };
  }
}

/** A stand-in's parsed entry: the file name as its title, the schema's defaults, no body. */
export function standIn<S extends z.ZodType>(filePath: string, schema: S): ParsedEntry<z.output<S>> {
  const title = path.posix.basename(filePath).replace(MDX_FILE, '');
  return { frontmatter: schema.parse({ title }), body: '', bodyLineOffset: 0 };
}

function resolveOptions(options: LoadOptions) {
  return {
    root: options.root ?? process.cwd(),
    includeDrafts: options.includeDrafts ?? process.env.NODE_ENV !== 'production',
    basePath: options.basePath ?? 'docs',
    docsDir: options.docsDir ?? 'content/docs',
  };
}

/** Reads and validates every doc under content/docs; drafts only when included. */
export function loadDocs(options: LoadOptions = {}): DocEntry[] {
  const { root, includeDrafts, basePath, docsDir: folder } = resolveOptions(options);
  const docsDir = path.join(root, folder);
  const docs = listFiles(docsDir)
    .filter((file) => MDX_FILE.test(file) && !path.basename(file).startsWith('_'))
    .map((file): DocEntry => {
      const filePath = `${folder}/${file}`;
      const raw = fs.readFileSync(path.join(docsDir, file), 'utf8');
      const parsed = parseOrStandIn(raw, filePath, DocFrontmatterSchema, options.keepBroken);
      const id = filePathToId(file);
      const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
      const doc: DocEntry = { id, href: docIdToHref(id, basePath), filePath, dir, ...parsed };
      if (options.version) doc.version = options.version;
      return doc;
    });
  return includeDrafts ? docs : docs.filter((doc) => !doc.frontmatter.draft);
}

/** Reads and validates every `_meta.json` under content/docs (or a cut version's docs folder). */
export function loadMetaFiles(options: LoadOptions = {}): MetaEntry[] {
  const { root, docsDir: folder } = resolveOptions(options);
  const docsDir = path.join(root, folder);
  return listFiles(docsDir)
    .filter((file) => path.posix.basename(file) === '_meta.json')
    .map((file) => {
      const filePath = `${folder}/${file}`;
      const meta = parseJsonFile(fs.readFileSync(path.join(docsDir, file), 'utf8'), filePath, MetaFileSchema);
      const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
      return { dir, filePath, meta };
    });
}

/** Reads and validates the standalone pages under content/pages. */
export function loadPages(options: LoadOptions = {}): PageEntry[] {
  const { root, includeDrafts } = resolveOptions(options);
  const pagesDir = path.join(root, 'content/pages');
  const pages = listFiles(pagesDir)
    .filter((file) => MDX_FILE.test(file) && !file.includes('/'))
    .map((file) => {
      const filePath = `content/pages/${file}`;
      const raw = fs.readFileSync(path.join(pagesDir, file), 'utf8');
      const parsed = parseOrStandIn(raw, filePath, BaseFrontmatterSchema, options.keepBroken);
      const slug = filePathToId(file);
      return { slug, href: `/${slug}`, filePath, ...parsed };
    });
  return includeDrafts ? pages : pages.filter((page) => !page.frontmatter.draft);
}
