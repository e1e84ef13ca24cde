import path from 'node:path/posix';

/**
 * A small import scanner: the project's own source files a module runs, followed through relative,
 * `@/` and `#` (package.json "imports") specifiers. Packages are not followed (the lockfile
 * stands for them). Regular expressions, not a parser: an import written inside a string or in
 * code after a `;` on the same line may be missed or over-counted, which only widens or narrows a
 * fingerprint by a file; the project's imports are one statement a line, at the top.
 */

// `import x from 'y'`, `import { a,\n b } from 'y'`, `import 'y'`, `export * from 'y'`, `export { a } from 'y'`,
// at the start of a line; `import type` and `export type` are erased by TypeScript and left out.
const STATIC =
  /^[ \t]*(?:import|export)(?![ \t]+type[ \t{])[ \t]*(?:[^'"`;]*?[ \t\n}*]from[ \t]*)?['"]([^'"\n]+)['"]/gm;
// `import('y')`, `await import("y")`.
const DYNAMIC = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The module specifiers a TypeScript/JavaScript source imports at run time, in order, once each. */
export function importSpecifiers(text: string): string[] {
  const found = [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)]
    .sort((a, b) => a.index - b.index)
    .map((m) => m[1]);
  return [...new Set(found)];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** package.json "imports": `#name` → a path, or conditions → paths (every condition's target is followed). */
export type PackageImports = Record<string, unknown>;

/** Every path a package.json "imports" target names (nested conditions included). */
function importTargets(target: unknown): string[] {
  if (typeof target === 'string') return [target];
  if (target && typeof target === 'object') return Object.values(target).flatMap(importTargets);
  return [];
}

/**
 * The project files a specifier in `fromFile` resolves to (paths relative to the project root,
 * POSIX separators); none for a package or a file that does not exist.
 */
export function resolveSpecifier(
  specifier: string,
  fromFile: string,
  exists: (file: string) => boolean,
  imports: PackageImports = {},
): string[] {
  let bases: string[];
  if (specifier.startsWith('./') || specifier.startsWith('../')) bases = [path.join(path.dirname(fromFile), specifier)];
  else if (specifier.startsWith('@/')) bases = [specifier.slice(2)];
  else if (specifier.startsWith('#')) bases = importTargets(imports[specifier]).map((target) => path.normalize(target));
  else return [];
  return bases.flatMap((base) => {
    const candidates = EXTENSIONS.map((ext) => base + ext);
    // `./x.js` written for `./x.ts` (TypeScript's ESM convention).
    if (/\.m?jsx?$/.test(base)) candidates.push(base.replace(/\.m?jsx?$/, '.ts'), base.replace(/\.m?jsx?$/, '.tsx'));
    const file = candidates.find((candidate) => !candidate.startsWith('../') && exists(candidate));
    return file ? [file] : [];
  });
}

/**
 * The entries and every project file they import, transitively: paths relative to the project
 * root, sorted. `read` returns a file's text, or undefined when there is no such file; only
 * TypeScript and JavaScript files are scanned for imports (a JSON file is included, not scanned).
 */
export function sourceClosure(
  entries: readonly string[],
  read: (file: string) => string | undefined,
  imports: PackageImports = {},
): string[] {
  const texts = new Map<string, string | undefined>();
  const text = (file: string) => {
    if (!texts.has(file)) texts.set(file, read(file));
    return texts.get(file);
  };
  const exists = (file: string) => text(file) !== undefined;
  const seen = new Set<string>();
  const queue = entries.filter(exists);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const specifier of importSpecifiers(text(file)!))
      queue.push(...resolveSpecifier(specifier, file, exists, imports));
  }
  return [...seen].sort();
}
