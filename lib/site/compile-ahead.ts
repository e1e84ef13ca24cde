import { spawn } from 'node:child_process';
import path from 'node:path';
import { splitExcerpt } from '../blog/posts';
import { lowestPriority } from '../build/lowest-priority';
import { compilerFingerprint, linksResolveAlike, mdxCacheKey, readEntry } from '../markdown/mdx-cache';
import type { SampleCheckBeside, SampleSource } from '../twoslash/check';
import type { ContentEntry, ContentGraph } from './graph';

/**
 * The MDX the build's pages will compile, compiled in the prebuild by a child process at the
 * lowest CPU priority, into the compiled-MDX cache the build's workers read
 * (lib/markdown/mdx-cache.ts).
 *
 * Why: the pages compiled in `next build`'s prerender lengthen the build by as much: in a clean
 * build, 3.5 s of 7 s of prerendering, when one worker rendered every page (before
 * patches/next+16.4.6.patch dealt them to both). Here they are compiled while the prebuild waits
 * for its sample check, on CPU time the check and the prebuild leave. Only production output is compiled
 * (the key covers it). The highlighter renders the samples' types from the sample check's cache: the
 * child reads it once the API types are written, and puts a page whose samples are not checked yet
 * aside until the check is done (lib/markdown/compile-ahead-child.ts). A page the child cannot
 * compile is left to the build, which reports it.
 */

/** One compilation a page will ask for: its MDX and its file. */
export interface MdxUnit {
  source: string;
  filePath: string;
}

/**
 * Fewer changed pages than this are left to the build's workers: for a one-doc edit, the child's
 * start-up and Shiki's outlast the rest of the prebuild by as much as they save there
 * (bench/RESULTS.md, "The build, round five").
 */
export const AHEAD_FROM = 4;

/**
 * What the pages compile: each entry's body, and a post's excerpt on the blog lists when it is cut
 * short (components/blog/post-card.tsx). Pure.
 */
export function mdxUnits(entries: ContentEntry[]): MdxUnit[] {
  return entries.flatMap((entry) => {
    const units: MdxUnit[] = [{ source: entry.body, filePath: entry.filePath }];
    // A post (the only entry with authors) is also cut short on the blog lists.
    if ('authors' in entry) {
      const { excerpt, truncated } = splitExcerpt(entry.body);
      if (truncated) units.push({ source: excerpt, filePath: entry.filePath });
    }
    return units;
  });
}

/** The units whose production output is not in the cache, or was compiled with other link routes. */
export function staleUnits(units: MdxUnit[], fileRoutes: Map<string, string>, root = process.cwd()): MdxUnit[] {
  const compiler = compilerFingerprint(root);
  return units.filter(({ source, filePath }) => {
    const entry = readEntry(mdxCacheKey({ source, filePath, compiler, development: false }), root);
    return !entry || !linksResolveAlike(entry.links, filePath, fileRoutes);
  });
}

export interface CompileAheadReport {
  /** Pages compiled into the cache. */
  compiled: number;
  /** Files whose MDX the child could not compile (the build reports why). */
  failed: string[];
  /** Files left to the build because the sample check did not pass. */
  unchecked: string[];
  /** Why nothing was compiled ahead, when nothing was. */
  skipped?: string;
  ms: number;
}

/** The child process, started at once so it loads the compiler while the prebuild loads the content. */
export interface CompileAhead {
  /**
   * Compiles the graph's stale pages once the API types are written (`typesReady`), each as soon as
   * the sample check has its samples (`beside.checked`), in the order the check goes; resolves when
   * the child is done. `samplesPassed` resolves once the check is over, true if it passed.
   */
  run(
    graph: ContentGraph,
    typesReady: Promise<unknown>,
    beside: SampleCheckBeside,
    samplesPassed: Promise<boolean>,
  ): Promise<CompileAheadReport>;
  stop(): void;
}

const RUNNER = path.join(import.meta.dirname, '../../scripts/run-bundled.mjs');
const CHILD = path.join(import.meta.dirname, '../markdown/compile-ahead-child.ts');

export function startCompileAhead(root = process.cwd()): CompileAhead {
  const child = spawn(process.execPath, [RUNNER, CHILD, root], {
    // In the project, as the build's workers run: the highlighter reads the sample check's cache there.
    cwd: root,
    // The build's workers compile production output: the same key.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  lowestPriority(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin?.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  const send = (message: unknown) =>
    new Promise<void>((resolve) => {
      if (!child.stdin?.write(`${JSON.stringify(message)}\n`)) child.stdin?.once('drain', resolve);
      else resolve();
    });
  return {
    async run(graph, typesReady, beside, samplesPassed) {
      const started = performance.now();
      const stale = staleUnits(mdxUnits(graph.entries), graph.fileRoutes, root);
      const finish = async (skipped?: string): Promise<CompileAheadReport> => {
        child.stdin?.end();
        const status = await exited;
        const ms = Math.round(performance.now() - started);
        if (skipped) return { compiled: 0, failed: [], unchecked: [], skipped, ms };
        if (status !== 0) throw new Error(`the MDX compile-ahead child failed (${status}):\n${stderr}`);
        return { ...(JSON.parse(stdout) as Omit<CompileAheadReport, 'ms'>), ms };
      };
      if (stale.length === 0) return finish('every page is in the cache');
      if (stale.length < AHEAD_FROM) return finish(`${stale.length} page(s) changed, left to the build's workers`);
      // Only now, past the early returns: a rebuild that compiles nothing here reads no trees for it.
      const samplesOf = new Map<string, SampleSource>(
        graph.entries.map((e) => [
          e.filePath,
          { file: e.filePath, tree: graph.analyse(e).tree, lineOffset: e.bodyLineOffset },
        ]),
      );
      // The sample checker's key covers the API types: read before they are written, it would miss.
      await typesReady;
      await send({ fileRoutes: [...graph.fileRoutes] });
      for (const unit of stale) {
        const samples = samplesOf.get(unit.filePath);
        // Sent once its samples are checked (false: the check ended without them, or found an error).
        if (!samples || (await beside.checked([samples]))) await send(unit);
      }
      // The child puts aside a page whose samples it still missed; a failed check leaves them to the build.
      if (await samplesPassed) await send({ samplesChecked: true });
      return finish();
    },
    stop() {
      if (child.exitCode === null) child.kill();
    },
  };
}
