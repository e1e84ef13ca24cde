import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureApiTypes, packageDir } from './api-types';

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

describe('ensureApiTypes', () => {
  it("types the configuration's strict references only, not a third party's lenient document", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-'));
    fs.mkdirSync(path.join(root, 'openapi'));
    fs.mkdirSync(path.join(root, 'content'));
    const doc = (title: string) =>
      `openapi: 3.1.0\ninfo: { title: ${title}, version: "1" }\npaths:\n  /pets:\n    get:\n      operationId: list${title}\n      responses: { "200": { description: ok } }\n`;
    fs.writeFileSync(path.join(root, 'openapi/own.yaml'), doc('Own'));
    fs.writeFileSync(path.join(root, 'openapi/third.yaml'), doc('Third'));
    const apis = [
      { id: 'own', file: 'openapi/own.yaml' },
      { id: 'third', file: 'openapi/third.yaml', mode: 'lenient' },
    ];
    fs.writeFileSync(path.join(root, 'content/site.config.json'), JSON.stringify({ apis }));
    fs.mkdirSync(path.join(root, 'lib/twoslash'), { recursive: true });
    fs.copyFileSync(
      path.join(import.meta.dirname, 'typescript5-hook.mjs'),
      path.join(root, 'lib/twoslash/typescript5-hook.mjs'),
    );
    ensureApiTypes(root, process.cwd());
    expect(fs.readdirSync(path.join(root, '.generated/api-types'))).toEqual(['own.d.ts']);
    expect(fs.readFileSync(path.join(root, '.generated/api-types/own.d.ts'), 'utf8')).toContain('listOwn');
  }, 30_000);

  it('leaves a property with a default optional: a request may leave it out', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-'));
    fs.mkdirSync(path.join(root, 'openapi'));
    fs.writeFileSync(
      path.join(root, 'openapi/pets.yaml'),
      'openapi: 3.1.0\ninfo: { title: Pets, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    Pet:\n' +
        '      type: object\n      required: [name]\n      properties:\n        name: { type: string }\n' +
        '        indoor: { type: boolean, default: false }\n',
    );
    fs.mkdirSync(path.join(root, 'lib/twoslash'), { recursive: true });
    fs.copyFileSync(
      path.join(import.meta.dirname, 'typescript5-hook.mjs'),
      path.join(root, 'lib/twoslash/typescript5-hook.mjs'),
    );
    ensureApiTypes(root, process.cwd());
    const types = fs.readFileSync(path.join(root, '.generated/api-types/pets.d.ts'), 'utf8');
    expect(types).toMatch(/\bname: string;/);
    expect(types).toMatch(/\bindoor\?: boolean;/);
  }, 30_000);
});
