import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { diskCache } from '../build/disk-cache';
import { resolveMarkdownLink } from './link-check';

/**
 * The compiled MDX of each page (the JavaScript function body the MDX compiler writes, code
 * already highlighted), kept on disk under .next/cache/acme-mdx/ (next to Next's own build cache,
 * so CI caches both together and `next build` leaves both in place) and in memory, so a rebuild
 * compiles only the pages whose source changed.
 *
 * An entry is found by a key (`mdxCacheKey`) over everything the compiled code depends on but the
 * routes of other files: the source text, the file path (relative links and error messages), the
 * compiler (`compilerFingerprint`: the sources of the plugins and of the highlighting, the types
 * the samples' hovers show, the lockfile for every package version) and development or production
 * output. The links to other markdown files (`./other.mdx`) are rewritten to those files' routes:
 * the entry records each one with the route it got, and is used only while each still resolves to
 * the same route (`linksResolveAlike`). So adding or moving a page recompiles the pages that link
 * to it, not all.
 */

/** Bump when the key or the entry format changes. */
const FORMAT = 'acme-mdx/1';

/** The cache folder, relative to the project root. */
const MDX_CACHE_DIR = '.next/cache/acme-mdx';

/**
 * Folders whose sources (tests excluded) make up the compiler, with the lockfile: the samples'
 * hover types come from the SDK declarations and the HTTP APIs' generated types (an OpenAPI edit
 * changes what a sample's hover shows).
 */
const COMPILER_SOURCES = ['lib/markdown', 'lib/twoslash', 'content/types', '.generated/api-types'] as const;

/** A markdown link the compiler rewrote (or left alone): its path as written and the route it got (null: none). */
export type ResolvedLink = [pathname: string, route: string | null];

export interface CompiledMdx {
  /** The MDX compiler's `function-body` output. */
  code: string;
  /** Every markdown-file link looked up while compiling. */
  links: ResolvedLink[];
}

export interface MdxKeyInput {
  source: string;
  filePath: string;
  /** `compilerFingerprint()`. */
  compiler: string;
  /** Development output (jsxDEV calls) differs from production output. */
  development: boolean;
}

/** The cache key of one compilation: a sha256 in hex. Pure. */
export function mdxCacheKey({ source, filePath, compiler, development }: MdxKeyInput): string {
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, compiler, development, filePath, source]))
    .digest('hex');
}

/** Whether every recorded link still resolves to the route it was compiled with. */
export function linksResolveAlike(
  links: readonly ResolvedLink[],
  filePath: string,
  fileRoutes: Map<string, string>,
): boolean {
  return links.every(([pathname, route]) => (resolveMarkdownLink(pathname, filePath, fileRoutes) ?? null) === route);
}

/**
 * An entry as stored: a comment line with the links, then the code (so the file is still the
 * runnable function body).
 */
export function formatEntry({ code, links }: CompiledMdx): string {
  return `//${JSON.stringify({ links })}\n${code}`;
}

/** A stored entry, or undefined when the text is not one (truncated, older format). */
export function parseEntry(text: string): CompiledMdx | undefined {
  const newline = text.indexOf('\n');
  if (!text.startsWith('//') || newline < 0) return undefined;
  let header: unknown;
  try {
    header = JSON.parse(text.slice(2, newline));
  } catch {
    return undefined;
  }
  const links = (header as { links?: unknown } | null)?.links;
  const valid =
    Array.isArray(links) &&
    links.every(
      (l) =>
        Array.isArray(l) && l.length === 2 && typeof l[0] === 'string' && (typeof l[1] === 'string' || l[1] === null),
    );
  const code = text.slice(newline + 1);
  return valid && code ? { code, links: links as ResolvedLink[] } : undefined;
}

/** The files the compiler fingerprint covers, relative to `root`, sorted. */
export function compilerFiles(root: string): string[] {
  const files: string[] = [];
  for (const dir of COMPILER_SOURCES) {
    const abs = path.join(/*turbopackIgnore: true*/ root, dir);
    if (!fs.existsSync(/*turbopackIgnore: true*/ abs)) continue;
    for (const file of fs.readdirSync(/*turbopackIgnore: true*/ abs, { recursive: true, encoding: 'utf8' })) {
      if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        files.push(path.posix.join(dir, file.split(path.sep).join('/')));
    }
  }
  return [...files.sort(), 'package-lock.json'];
}

/** A sha256 of the compiler's sources and the lockfile (a missing file counts as missing). */
export function compilerFingerprint(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of compilerFiles(root)) {
    const abs = path.join(/*turbopackIgnore: true*/ root, file);
    hash.update(`${file}\0`);
    hash.update(
      fs.existsSync(/*turbopackIgnore: true*/ abs) ? fs.readFileSync(/*turbopackIgnore: true*/ abs) : '\0missing',
    );
    hash.update('\0');
  }
  return hash.digest('hex');
}

const store = (root: string) => diskCache(MDX_CACHE_DIR, '.js', root);

/** The file of an entry. */
export const entryFile = (key: string, root = process.cwd()) => store(root).file(key);

/** The stored entry of a key, if readable and well formed. */
export function readEntry(key: string, root = process.cwd()): CompiledMdx | undefined {
  const text = store(root).read(key);
  return text && parseEntry(text.toString('utf8'));
}

/** Stores an entry (atomically, best effort: lib/build/disk-cache.ts). */
export function writeEntry(key: string, entry: CompiledMdx, root = process.cwd()): void {
  store(root).write(key, formatEntry(entry));
}
