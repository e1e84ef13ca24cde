import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { apiTypesStamp } from './api-types';
import { checkSamples } from './check';

/**
 * The generated API types are never stale when samples are checked: the check generates them from
 * the OpenAPI documents first, again whenever a document changes (even within one running process,
 * as in `next dev`), and replaces a generated file that does not match its document.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const doc = (operationId: string) =>
  `openapi: 3.1.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      operationId: ${operationId}\n` +
  '      responses: { "200": { description: ok } }\n';

/** A project root with the real node_modules, no SDK declarations and one OpenAPI document. */
function project(operationId: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-fresh-'));
  roots.push(root);
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  fs.mkdirSync(path.join(root, 'content/types'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/types/preamble.d.ts'), 'export {};\n');
  fs.mkdirSync(path.join(root, 'lib/twoslash'), { recursive: true });
  fs.copyFileSync(
    path.join(import.meta.dirname, 'typescript5-hook.mjs'),
    path.join(root, 'lib/twoslash/typescript5-hook.mjs'),
  );
  fs.mkdirSync(path.join(root, 'openapi'));
  fs.writeFileSync(path.join(root, 'openapi/pets.yaml'), doc(operationId));
  return root;
}

/** A page whose sample names one operation of the generated types. */
const page = (operationId: string) => ({
  file: 'content/docs/pets.mdx',
  tree: unified()
    .use(remarkParse)
    .parse(
      `\`\`\`ts\nimport type { operations } from '@acme/api-types/pets';\ntype Op = operations['${operationId}'];\n\`\`\`\n`,
    ),
  lineOffset: 0,
});

/** Whether each generated file's stamp is the hash of its document now. */
function fresh(root: string): boolean {
  return fs
    .readFileSync(path.join(root, '.generated/api-types/pets.d.ts'), 'utf8')
    .startsWith(apiTypesStamp(fs.readFileSync(path.join(root, 'openapi/pets.yaml'))));
}

describe('generated API types and the OpenAPI documents', { timeout: 120_000 }, () => {
  it('a sample sees an operation added to the document since the last check, in the same process', () => {
    const root = project('listPets');
    expect(checkSamples([page('listPets')], root).errors).toEqual([]);
    expect(fresh(root)).toBe(true);

    // The document changes (a rename), as an author's edit does while `next dev` runs.
    fs.writeFileSync(path.join(root, 'openapi/pets.yaml'), doc('listAnimals'));
    expect(fresh(root)).toBe(false);
    expect(checkSamples([page('listAnimals')], root).errors).toEqual([]);
    expect(fresh(root)).toBe(true);
    expect(checkSamples([page('listPets')], root).errors).toEqual([
      expect.stringMatching(/^content\/docs\/pets\.mdx:3: TS2339: Property 'listPets' does not exist/),
    ]);
  });

  it('replaces a generated file that does not match its document before checking', () => {
    const root = project('listPets');
    fs.mkdirSync(path.join(root, '.generated/api-types'), { recursive: true });
    fs.writeFileSync(
      path.join(root, '.generated/api-types/pets.d.ts'),
      '// openapi 0000\nexport interface operations { oldOperation: {} }\n',
    );
    expect(checkSamples([page('listPets')], root).errors).toEqual([]);
    expect(fresh(root)).toBe(true);
  });

  it("this site's generated types match its documents once the check has run", () => {
    const root = process.cwd();
    checkSamples([], root);
    for (const name of fs.readdirSync(path.join(root, 'openapi')).filter((n) => /\.ya?ml$/.test(n))) {
      const generated = path.join(root, '.generated/api-types', name.replace(/\.ya?ml$/, '.d.ts'));
      const stamp = apiTypesStamp(fs.readFileSync(path.join(root, 'openapi', name)));
      expect(`${fs.readFileSync(generated, 'utf8').split('\n')[0]}\n`, name).toBe(stamp);
    }
  });
});
