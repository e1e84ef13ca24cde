import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type PackageImports, sourceClosure } from './imports';

/**
 * What a build step's output depends on besides its input: the project's own source files it runs
 * (its entries followed through their imports, lib/build/imports.ts) and the lockfile, which
 * stands for every package version. A cache keyed by this fingerprint is dropped when the code
 * changes, with no hand-kept list of folders to forget.
 */

const LOCKFILE = 'package-lock.json';

/** A file's text, or undefined when it is not a readable file. */
export function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The entries and every project source file they import, relative to `root`, sorted. */
export function codeFiles(entries: readonly string[], root = process.cwd()): string[] {
  const manifest = JSON.parse(readText(path.join(/*turbopackIgnore: true*/ root, 'package.json')) ?? '{}') as {
    imports?: PackageImports;
  };
  return sourceClosure(entries, (file) => readText(path.join(/*turbopackIgnore: true*/ root, file)), manifest.imports);
}

/** The hex sha256 of a text: the build caches' keys. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A sha256 over the code files of `entries` and the lockfile (a missing file counts as missing). */
export function codeFingerprint(entries: readonly string[], root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of [...codeFiles(entries, root), LOCKFILE]) {
    hash.update(`\0${file}\0`).update(readText(path.join(/*turbopackIgnore: true*/ root, file)) ?? '\0missing');
  }
  return hash.digest('hex');
}
