import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A private copy of the site, for the tests and benchmarks that edit content, add pages or API
 * references without touching the checkout. Inside the project (git-ignored folders such as
 * `.e2e-dev/`) the copy resolves the checkout's node_modules, and Turbopack's root (the folder of
 * package-lock.json, which is not copied) holds both. Elsewhere (a temp dir, as the build benchmark
 * uses) node_modules is linked to the checkout's and the copy's turbopack.root is set to a folder
 * holding both: Turbopack compiles nothing outside its root.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

/** What a copy needs to build, serve and export the site. */
export const SITE_FILES = [
  'app',
  'components',
  'content',
  'lib',
  'openapi',
  'public',
  'scripts',
  'next.config.ts',
  'package.json',
  'proxy.node.ts',
  'tsconfig.json',
];

/**
 * Top-level entries a copy of the whole working tree leaves out: dependencies (linked or resolved
 * instead), build output and caches (the prebuilt API pages in .generated/ would make a clean
 * build reuse them), VCS, test and benchmark leftovers.
 */
const NOT_COPIED = new Set([
  'node_modules',
  '.next',
  '.generated',
  'out',
  '.git',
  '.bench',
  '.e2e-dev',
  'test-results',
  'playwright-report',
  'blob-report',
  'coverage',
]);

/** An OpenAPI document added to a copy through its configuration (an `apis` entry). */
export interface ExtraApi {
  /** The document to copy into the copy's openapi/ folder. */
  source: string;
  id: string;
  title: string;
  navLabel?: string;
  mode?: 'strict' | 'lenient';
}

/**
 * Copies the site to `dir` (emptied first) and registers `apis` in its content/site.config.json,
 * as a team adding its own documents would. `files: 'working-tree'` copies every top-level entry
 * but NOT_COPIED (uncommitted changes included), so a build of the copy type-checks what the
 * checkout's would. Returns the copy's folder.
 */
export function copySite(
  dir: string,
  {
    files = SITE_FILES,
    apis = [],
    ref,
  }: { files?: readonly string[] | 'working-tree'; apis?: readonly ExtraApi[]; ref?: string } = {},
): string {
  fs.rmSync(dir, { recursive: true, force: true });
  // A commit's tree (the build bench's baseline) comes from git itself, beside today's dependencies.
  if (ref) extractCommit(ref, dir);
  const entries = ref ? [] : files === 'working-tree' ? fs.readdirSync(ROOT).filter((e) => !NOT_COPIED.has(e)) : files;
  for (const entry of entries) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      // Generated files of the checkout are rebuilt by the copy's own prebuild.
      filter: (source) =>
        !/[\\/]public[\\/](api|docs)([\\/]|$)|[\\/]public[\\/](llms\.txt|search-index-|sidebar-)/.test(source),
    });
  }
  if (path.relative(ROOT, path.resolve(dir)).startsWith('..')) linkDependencies(dir);
  if (apis.length) {
    const configFile = path.join(dir, 'content/site.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    for (const api of apis) {
      const file = `openapi/${api.id}${path.extname(api.source)}`;
      fs.copyFileSync(api.source, path.join(dir, file));
      config.apis.push({
        id: api.id,
        title: api.title,
        navLabel: api.navLabel ?? api.title,
        file,
        ...(api.mode ? { mode: api.mode } : {}),
      });
    }
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  }
  return dir;
}

/** Writes the tree of commit `ref` into `dir` (`git archive`); an unknown ref fails naming it. */
function extractCommit(ref: string, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', ref], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr.toString().trim()}`);
  const tar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (tar.status !== 0) throw new Error(`tar -x into ${dir}: ${tar.stderr.toString().trim()}`);
}

/** The deepest folder containing both paths. */
/** The deepest folder holding both paths. */
export function commonAncestor(a: string, b: string): string {
  const [pa, pb] = [a.split(path.sep), b.split(path.sep)];
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/**
 * A copy outside the project cannot resolve the checkout's node_modules by walking up: link it, and
 * set the copy's turbopack.root to a folder holding both the copy and the real node_modules.
 */
function linkDependencies(dir: string): void {
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const configFile = path.join(dir, 'next.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!config.includes('turbopack: {'))
    throw new Error('next.config.ts has no `turbopack: {` block to set the root in');
  const root = commonAncestor(fs.realpathSync(dir), fs.realpathSync(path.join(ROOT, 'node_modules')));
  fs.writeFileSync(configFile, config.replace('turbopack: {', `turbopack: {\n    root: ${JSON.stringify(root)},`));
}
