import {
  type CompiledMdx,
  compilerFingerprint,
  linksResolveAlike,
  mdxCacheKey,
  readEntry,
  writeEntry,
} from './mdx-cache';

export interface CompileOptions {
  /** File path, for error messages and resolving links to other markdown files. */
  filePath: string;
  /** Markdown file path → route, to rewrite `[x](./other.mdx)` links. */
  fileRoutes?: Map<string, string>;
}

/** Development output (jsxDEV, as next-mdx-remote compiles it outside production). */
export const isDevelopment = () => process.env.NODE_ENV !== 'production';

/** Compilations of this process by key; a promise so that concurrent renders of one page compile once. */
const memory = new Map<string, Promise<CompiledMdx>>();
let fingerprint: string | undefined;

/** Forgets this process's compilations (tests: the next lookup goes to disk). */
export function clearMemoryCache(): void {
  memory.clear();
}

/**
 * `compileMdxToCode` through the cache (memory, then .next/cache/acme-mdx/, then the compiler,
 * ./mdx-pipeline.ts, imported only then: a process that finds every page in the cache never loads
 * the plugins and Shiki). The compiler fingerprint is read once per production process; the development server reads it
 * on every call, so an edited plugin takes effect at once.
 */
export async function compileMdxCached(
  source: string,
  options: CompileOptions,
  root = process.cwd(),
  /** Whether to keep a new compilation (in memory and on disk); the compile-ahead child's may not. */
  keep: () => boolean = () => true,
): Promise<CompiledMdx & { from: 'memory' | 'disk' | 'compiler' }> {
  const { filePath, fileRoutes = new Map() } = options;
  const development = isDevelopment();
  const compiler = development ? compilerFingerprint(root) : (fingerprint ??= compilerFingerprint(root));
  const key = mdxCacheKey({ source, filePath, compiler, development });
  const fresh = (entry: CompiledMdx | undefined): entry is CompiledMdx =>
    entry !== undefined && linksResolveAlike(entry.links, filePath, fileRoutes);

  const pending = memory.get(key);
  if (pending) {
    const entry = await pending.catch(() => undefined);
    if (fresh(entry)) return { ...entry, from: 'memory' };
  }
  const stored = readEntry(key, root);
  if (fresh(stored)) {
    memory.set(key, Promise.resolve(stored));
    return { ...stored, from: 'disk' };
  }
  const compiling = import('./mdx-pipeline').then(({ compileMdxToCode }) =>
    compileMdxToCode(source, { filePath, fileRoutes }),
  );
  memory.set(key, compiling);
  try {
    const entry = await compiling;
    if (keep()) writeEntry(key, entry, root);
    else memory.delete(key);
    return { ...entry, from: 'compiler' };
  } catch (error) {
    memory.delete(key);
    throw error;
  }
}
