import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir } from './api-types';

describe('packageDir', () => {
  it('finds a package installed above the root, as in a copy of the site inside the checkout', () => {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-dir-'));
    fs.mkdirSync(path.join(top, 'node_modules/some-pkg'), { recursive: true });
    fs.writeFileSync(path.join(top, 'node_modules/some-pkg/package.json'), '{}');
    const copy = path.join(top, '.e2e-dev/variant');
    fs.mkdirSync(copy, { recursive: true });
    expect(packageDir(copy, 'some-pkg')).toBe(path.join(top, 'node_modules/some-pkg'));
  });

  it('names the package when it is installed nowhere above the root', () => {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-dir-'));
    expect(() => packageDir(top, 'not-a-real-package-xyz')).toThrow(/not-a-real-package-xyz is not installed/);
  });
});
