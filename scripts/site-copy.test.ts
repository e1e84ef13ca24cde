import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copySite } from './site-copy';

const ROOT = path.resolve(import.meta.dirname, '..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('copySite', () => {
  it('links node_modules and sets turbopack.root when the copy is outside the project', () => {
    const dir = copySite(fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-test-')), {
      files: ['next.config.ts', 'package.json'],
    });
    made.push(dir);
    expect(fs.realpathSync(path.join(dir, 'node_modules'))).toBe(fs.realpathSync(path.join(ROOT, 'node_modules')));
    const root = /turbopack: \{\n\s+root: ("[^"]+")/.exec(
      fs.readFileSync(path.join(dir, 'next.config.ts'), 'utf8'),
    )?.[1];
    expect(root).toBeDefined();
    // The root holds both the copy and the real node_modules, or Turbopack would not compile them.
    const rootDir = JSON.parse(root!) as string;
    for (const inside of [fs.realpathSync(dir), fs.realpathSync(path.join(ROOT, 'node_modules'))])
      expect(path.relative(rootDir, inside).startsWith('..')).toBe(false);
  });

  it('leaves dependencies, build output and other copies out of a working-tree copy', () => {
    const dir = copySite(fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-test-')), { files: 'working-tree' });
    made.push(dir);
    const entries = fs.readdirSync(dir);
    expect(entries).toEqual(expect.arrayContaining(['app', 'content', 'bench', 'package.json']));
    for (const left of ['.git', '.next', '.bench', '.e2e-dev']) expect(entries).not.toContain(left);
    expect(fs.lstatSync(path.join(dir, 'node_modules')).isSymbolicLink()).toBe(true);
  });
});
