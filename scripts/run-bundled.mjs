/**
 * Runs a TypeScript script (the prebuild, the postbuild) as an ESM bundle that esbuild wrote (one
 * file, and one more per dynamic import): `node scripts/run-bundled.mjs scripts/prebuild.ts [args]`.
 *
 * Why: tsx loads each of the prebuild's ~1,100 modules through its loader thread, and that
 * loading was most of a rebuild's prebuild (1.5 s, against 1.0 s for the bundle: bench/RESULTS.md,
 * "The build, round five"). The bundle is written once per change of the code and reused: it lives
 * in node_modules/.cache/acme-scripts/ with the sha256 of every local file it holds and of the
 * installed packages (node_modules/.package-lock.json); any difference bundles again (120–500 ms).
 *
 * Like tsx, it checks no types (`npm run typecheck` does) and keeps each file's own
 * `import.meta.url`, `.dirname` and `.filename`, as Vite does when it bundles its config.
 * process.argv reads as under tsx: [node, the script, ...args].
 *
 * Plain JavaScript, like next-build.mjs: it starts with node in milliseconds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bump when the bundle's options change. */
const FORMAT = 'acme-bundled-script/1';
export const CACHE_DIR = 'node_modules/.cache/acme-scripts';

/**
 * Packages Node loads itself: native binaries (esbuild), what loads files beside itself or on
 * demand (TypeScript's libraries, Shiki's grammars and wasm, mermaid), and React and Next, whose
 * module instances must be the ones other packages import.
 */
const EXTERNAL =
  /^(esbuild|typescript|shiki|@shikijs\/|twoslash|@typescript\/|mermaid|dompurify|next|react|react-dom)(\/|$)/;

/** Files that decide how imports resolve, hashed with the bundle's inputs. */
const RESOLUTION_FILES = ['tsconfig.json', 'package.json'];

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** What the installed packages are: npm rewrites this file on every install. */
function packagesHash(root) {
  const lock = path.join(root, 'node_modules/.package-lock.json');
  return fs.existsSync(lock) ? sha256(fs.readFileSync(lock)) : 'no-lockfile';
}

/**
 * The bundle's folder, its entry file and its record for `entry` in `root` (several checkouts may
 * share node_modules).
 */
function cachePaths(root, entry) {
  const id = sha256(`${path.resolve(root)}\0${path.resolve(root, entry)}`).slice(0, 16);
  const dir = path.join(root, CACHE_DIR);
  const name = path.basename(entry).replace(/\.[cm]?tsx?$/, '');
  const folder = path.join(dir, `${name}-${id}`);
  return { folder, bundle: path.join(folder, `${name}.mjs`), record: path.join(dir, `${name}-${id}.json`) };
}

/** Whether the recorded bundle still holds exactly the files and packages it was built from. */
function isFresh(root, record) {
  if (record?.format !== FORMAT || record.packages !== packagesHash(root)) return false;
  return Object.entries(record.inputs).every(([file, hash]) => {
    const absolute = path.join(root, file);
    return fs.existsSync(absolute) && sha256(fs.readFileSync(absolute)) === hash;
  });
}

/** `import.meta.url`, `.dirname` and `.filename` as each local file would read them unbundled. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      const loader = path.extname(args.path).slice(1).replace(/^[cm]/, '');
      return { contents, loader };
    });
  },
};

/** EXTERNAL packages as Node would resolve them from the file that imports them, by absolute path. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#@]|^@[^/]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { external: true };
      if (!EXTERNAL.test(args.path)) return undefined;
      const { kind, importer, resolveDir } = args;
      const found = await build.resolve(args.path, { kind, importer, resolveDir, pluginData: 'resolving' });
      return found.errors.length ? { errors: found.errors } : { path: found.path, external: true };
    });
  },
};

/** Bundles `entry`, records what it holds, and returns the bundle's path. */
async function bundle(root, entry, paths) {
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      absWorkingDir: path.resolve(root),
      entryPoints: [entry],
      bundle: true,
      // A dynamic import() becomes a file of its own, loaded when it runs: a script can start its
      // child processes before loading the rest (scripts/prebuild.ts).
      splitting: true,
      outdir: paths.folder,
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunk-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // Bundled CommonJS packages call require(): one that resolves from the project, as theirs did.
      banner: {
        js: "import { createRequire as __acmeRequire } from 'node:module'; const require = __acmeRequire(import.meta.url);",
      },
      plugins: [ownImportMeta, externalPackages],
      metafile: true,
      write: false,
      logLevel: 'silent',
    })
    .finally(() => esbuild.stop());
  const inputs = {};
  // Besides the files bundled: what resolves their imports (the `@/` paths, the `#` imports).
  for (const file of RESOLUTION_FILES)
    if (fs.existsSync(path.join(root, file))) inputs[file] = sha256(fs.readFileSync(path.join(root, file)));
  for (const file of Object.keys(result.metafile.inputs)) {
    if (file.includes('node_modules/') || file.startsWith('<')) continue;
    inputs[file] = sha256(fs.readFileSync(path.join(root, file)));
  }
  fs.mkdirSync(path.dirname(paths.record), { recursive: true });
  // Written aside and renamed into place: the folder holds one whole bundle.
  const temporary = `${paths.folder}.${process.pid}.tmp`;
  fs.rmSync(temporary, { recursive: true, force: true });
  for (const file of result.outputFiles) {
    const target = path.join(temporary, path.relative(paths.folder, file.path));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.contents);
  }
  fs.rmSync(paths.folder, { recursive: true, force: true });
  fs.renameSync(temporary, paths.folder);
  pruneOrphans(path.dirname(paths.record));
  const record = { format: FORMAT, root: path.resolve(root), entry, packages: packagesHash(root), inputs };
  fs.writeFileSync(`${paths.record}.${process.pid}.tmp`, `${JSON.stringify(record)}\n`);
  fs.renameSync(`${paths.record}.${process.pid}.tmp`, paths.record);
  return paths.bundle;
}

/** Removes the bundles of checkouts that are gone (a benchmark's or a test's copy of the site). */
function pruneOrphans(dir) {
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.json')) continue;
    const root = readRecord(path.join(dir, name))?.root;
    if (typeof root !== 'string' || fs.existsSync(root)) continue;
    fs.rmSync(path.join(dir, name.slice(0, -'.json'.length)), { recursive: true, force: true });
    fs.rmSync(path.join(dir, name), { force: true });
  }
}

function readRecord(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The path of an up-to-date bundle of `entry` (relative to `root`), bundling it if needed. */
export async function bundledScript(entry, root = process.cwd()) {
  const paths = cachePaths(root, entry);
  if (fs.existsSync(paths.bundle) && isFresh(root, readRecord(paths.record))) return paths.bundle;
  return bundle(root, entry, paths);
}

/** esbuild's errors as the compiler prints them: file:line:column, the message, the line. */
function bundleErrors(error) {
  if (!Array.isArray(error?.errors)) return error;
  return error.errors
    .map(({ text, location: at }) => (at ? `${at.file}:${at.line}:${at.column + 1}: ${text}\n  ${at.lineText}` : text))
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    console.error('usage: node scripts/run-bundled.mjs <script.ts> [args]');
    process.exit(2);
  }
  let file;
  try {
    file = await bundledScript(entry);
  } catch (error) {
    console.error(`error: ${entry} does not bundle:\n${bundleErrors(error)}`);
    process.exit(1);
  }
  process.argv = [process.argv[0], path.resolve(entry), ...args];
  await import(pathToFileURL(file).href);
}
