import fs from 'node:fs';
import path from 'node:path';
import { packageDir } from './package-dir';

/**
 * mermaid's own prebuilt ES module bundle, served as files (app/mermaid/[version]/[...file]) and
 * imported by URL in the browser (lib/browser/diagram-behaviour.ts), so that Turbopack never
 * compiles mermaid and its dependencies: they were a third of `next build`'s CPU time
 * (bench/RESULTS.md, "Mermaid outside the bundle"). The entry imports its chunks by relative
 * URLs, which the versioned path keeps, so every file can be cached as immutable.
 */
const ENTRY = 'mermaid.esm.min.mjs';

/** Relative module specifiers in a minified ES module: `from"./a.mjs"`, `import"./a.mjs"`, `import("./a.mjs")`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"'\s]+)["']/g;

/** The relative modules one module imports, statically or dynamically (exported for the tests). */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(RELATIVE_IMPORT)].map((match) => match[1]);
}

/** mermaid's installed version: the path segment that makes its URLs immutable. */
export function mermaidVersion(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(/*turbopackIgnore: true*/ packageDir('mermaid'), 'package.json'), 'utf8'),
  );
  if (typeof manifest.version !== 'string' || !/^[\w.+-]+$/.test(manifest.version))
    throw new Error(
      `mermaid/package.json: expected a version such as "12.3.0", got ${JSON.stringify(manifest.version)}`,
    );
  return manifest.version;
}

/** The URL the browser imports mermaid from. */
export const mermaidUrl = (version = mermaidVersion()): string => `/mermaid/${version}/${ENTRY}`;

/**
 * The files the entry reaches through its imports, as paths inside `dist` (the entry first): the
 * 106 modules of mermaid 12.3, without the source maps, the other builds or the type declarations.
 * An import whose file is missing fails the build naming the module that imports it.
 */
export function mermaidFiles(dist: string): string[] {
  const found = new Set<string>();
  const pending: Array<{ file: string; from?: string }> = [{ file: ENTRY }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { file, from } = next;
    if (found.has(file)) continue;
    const full = path.join(/*turbopackIgnore: true*/ dist, file);
    if (!fs.existsSync(full))
      throw new Error(
        from ? `mermaid/dist/${from}: imports ${file}, which is not in the package` : `mermaid/dist/${file} not found`,
      );
    found.add(file);
    for (const specifier of relativeImports(fs.readFileSync(full, 'utf8'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('../'))
        throw new Error(`mermaid/dist/${file}: imports ${specifier}, outside the package's dist folder`);
      pending.push({ file: target, from: file });
    }
  }
  return [...found];
}

let assets: { dist: string; files: Set<string> } | undefined;
/** mermaidFiles() of the installed package, walked once. */
function installed(): { dist: string; files: Set<string> } {
  if (!assets) {
    const dist = packageDir('mermaid', 'dist');
    assets = { dist, files: new Set(mermaidFiles(dist)) };
  }
  return assets;
}

/** The files of mermaidUrl()'s bundle, as paths under its version. */
export const mermaidAssets = (): string[] => [...installed().files];

/** One of mermaidAssets() with its content type. */
export function mermaidAsset(name: string): { body: Buffer; type: string } {
  const { dist, files } = installed();
  if (!files.has(name)) throw new Error(`not a file of mermaid's bundle: ${name}`);
  return {
    body: fs.readFileSync(path.join(/*turbopackIgnore: true*/ dist, name)),
    type: 'text/javascript; charset=utf-8',
  };
}
