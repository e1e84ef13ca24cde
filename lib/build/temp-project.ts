import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';

/** Empty folders for a test file's tests (called at its top level), each removed after its test. */
export function tempFolders(prefix: string): () => string {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  return () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    roots.push(root);
    return root;
  };
}

/** Writes `text` to `file` under `root`, making its folders. */
export function writeIn(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/**
 * For the build caches' tests (called at a test file's top level): makes project folders holding
 * the code file a cache's fingerprint starts from (`entry`, with `export const version = 1;`, which
 * a test rewrites to change the code) and a lockfile, each removed after its test.
 */
export function tempProjects(prefix: string, entry: string): () => string {
  const folder = tempFolders(prefix);
  return () => {
    const root = folder();
    writeIn(root, entry, 'export const version = 1;\n');
    writeIn(root, 'package-lock.json', '{}');
    return root;
  };
}

/**
 * For the sample check's tests (called at a test file's top level): project folders with the real
 * node_modules (linked), SDK declarations (`content/types/@acme/<package>/index.d.ts`, one per key of
 * `declarations`) and a preamble, all removed after the file's tests.
 */
export function sdkProjects(prefix: string): (declarations: Record<string, string>, preamble?: string) => string {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  return (declarations, preamble = 'export {};\n') => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    roots.push(root);
    fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
    for (const [name, text] of Object.entries(declarations)) {
      fs.mkdirSync(path.join(root, 'content/types/@acme', name), { recursive: true });
      fs.writeFileSync(path.join(root, 'content/types/@acme', name, 'index.d.ts'), text);
    }
    fs.writeFileSync(path.join(root, 'content/types/preamble.d.ts'), preamble);
    return root;
  };
}
