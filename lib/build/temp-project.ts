import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * For the build caches' tests (called at a test file's top level): makes project folders holding
 * the code file a cache's fingerprint starts from (`entry`, with `export const version = 1;`, which
 * a test rewrites to change the code) and a lockfile, each removed after its test.
 */
export function tempProjects(prefix: string, entry: string): () => string {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  return () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    roots.push(root);
    fs.mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    fs.writeFileSync(path.join(root, entry), 'export const version = 1;\n');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
    return root;
  };
}
