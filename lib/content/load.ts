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
  /** Folder of the standalone pages, from the root: `content/pages`, or a locale's (lib/i18n). */
  pagesDir?: string;
  /** Route prefix of the standalone pages: '' (`/markdown-page`), or a locale's (`/fr`). */
  pagesPrefix?: string;
  /**
   * Development: a file whose frontmatter fails becomes a stand-in entry carrying the error
   * (`loadError`), shown by its own page, so one typo does not take the other pages down.
   */
  keepBroken?: boolean;
}

const MDX_FILE = /\.mdx?$/;

/**
 * The most bytes of one content file (a page, a post, a `_meta.json`), checked before it is read.
 * The largest today is 22 KB; a page is compiled, highlighted and searched as a whole, so 1 MB
 * (45 times that) is already a page no reader scrolls: split it.
 */
export const MAX_CONTENT_FILE_BYTES = 2 ** 20;

/**
 * Lists the content files under a directory recursively, as sorted paths relative to it; `folder`
 * is the directory as the project names it (`content/docs`), for errors. A symbolic link, to a file
 * or a folder, is a ContentError naming it: the build reads content as it is in the project, and a
 * link was skipped without a word (what it leads to may be outside the project, or change unseen).
 */
export function listContentFiles(dir: string, folder: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  const link = entries.find((e) => e.isSymbolicLink());
  if (link) {
    const file = `${folder}/${path.relative(dir, path.join(link.parentPath, link.name)).split(path.sep).join('/')}`;
    throw new ContentError(file, [
      'a symbolic link: content is read only from files in the project, never through a link; ' +
        'copy or move the file (or folder) here instead',
    ]);
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Reads one content file (`filePath` as the project names it, for errors) within MAX_CONTENT_FILE_BYTES. */
export function readContentFile(file: string, filePath: string): string {
  const bytes = fs.statSync(file).size;
  if (bytes > MAX_CONTENT_FILE_BYTES)
    throw new ContentError(filePath, [
      `the file is ${(bytes / 2 ** 20).toFixed(1)} MB, over the limit of ${MAX_CONTENT_FILE_BYTES / 2 ** 20} MB ` +
        '(lib/content/load.ts): split it into several pages',
    ]);
  return fs.readFileSync(file, 'utf8');
}

/** Lists files under a directory recursively, as sorted paths relative to it (links left out: public/). */
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
    pagesDir: options.pagesDir ?? 'content/pages',
    pagesPrefix: options.pagesPrefix ?? '',
  };
}

/** Reads and validates every doc under content/docs; drafts only when included. */
export function loadDocs(options: LoadOptions = {}): DocEntry[] {
  const { root, includeDrafts, basePath, docsDir: folder } = resolveOptions(options);
  const docsDir = path.join(/*turbopackIgnore: true*/ root, folder);
  const docs = listContentFiles(docsDir, folder)
    .filter((file) => MDX_FILE.test(file) && !path.basename(file).startsWith('_'))
    .map((file): DocEntry => {
      const filePath = `${folder}/${file}`;
      const raw = readContentFile(path.join(/*turbopackIgnore: true*/ docsDir, file), filePath);
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
  const docsDir = path.join(/*turbopackIgnore: true*/ root, folder);
  return listContentFiles(docsDir, folder)
    .filter((file) => path.posix.basename(file) === '_meta.json')
    .map((file) => {
      const filePath = `${folder}/${file}`;
      const meta = parseJsonFile(
        readContentFile(path.join(/*turbopackIgnore: true*/ docsDir, file), filePath),
        filePath,
        MetaFileSchema,
      );
      const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
      return { dir, filePath, meta };
    });
}

/** Reads and validates the standalone pages under content/pages. */
export function loadPages(options: LoadOptions = {}): PageEntry[] {
  const { root, includeDrafts, pagesDir: folder, pagesPrefix } = resolveOptions(options);
  const pagesDir = path.join(/*turbopackIgnore: true*/ root, folder);
  const pages = listContentFiles(pagesDir, folder)
    .filter((file) => MDX_FILE.test(file) && !file.includes('/'))
    .map((file) => {
      const filePath = `${folder}/${file}`;
      const raw = readContentFile(path.join(/*turbopackIgnore: true*/ pagesDir, file), filePath);
      const parsed = parseOrStandIn(raw, filePath, BaseFrontmatterSchema, options.keepBroken);
      const slug = filePathToId(file);
      return { slug, href: `${pagesPrefix}/${slug}`, filePath, ...parsed };
    });
  return includeDrafts ? pages : pages.filter((page) => !page.frontmatter.draft);
}
