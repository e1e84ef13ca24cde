import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from '../utils/errors';
import { refFanDocument, viewNodes } from './__fixtures__/hostile';
import {
  checkDocumentLimits,
  dereferencedSize,
  MAX_DEREFERENCED_NODES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_DEPTH,
} from './document-limits';
import { loadOpenApiDocument, readDocumentText } from './load';
import { toApiReference } from './model';
import { MAX_SCHEMA_VIEW_NODES } from './schema-view';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-limits-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  return file;
};

const header = 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\n';
/** Ten levels of ten aliases each: 383 bytes that expand to 10^9 strings. */
const aliasBomb = `${header}paths: {}\nx-bomb:
  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
  b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
  c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
  d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
  e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
  f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
  g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
  h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
  i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
`;
const cyclic =
  `${header}paths: {}\ncomponents:\n  schemas:\n    Loop: &loop\n` +
  '      type: object\n      properties:\n        self: *loop\n';
const deepJson =
  '{"openapi":"3.1.0","info":{"title":"T","version":"1"},"paths":{},"x-deep":' +
  `${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

async function failure(file: string, mode: 'strict' | 'lenient'): Promise<ContentError> {
  try {
    await loadOpenApiDocument(file, mode, root);
  } catch (error) {
    return error as ContentError;
  }
  throw new Error(`${file} loaded in ${mode} mode`);
}

describe('OpenAPI documents that would exhaust the build', () => {
  for (const mode of ['strict', 'lenient'] as const) {
    it(`refuses an alias bomb, a cyclic alias and deep nesting with the file named (${mode})`, async () => {
      const bomb = await failure(write('bomb.yaml', aliasBomb), mode);
      expect(bomb).toBeInstanceOf(ContentError);
      expect(bomb.file).toBe('bomb.yaml');
      expect(bomb.message).toMatch(/expands to more than 1,000,000 values/);

      const loop = await failure(write('loop.yaml', cyclic), mode);
      expect(loop).toBeInstanceOf(ContentError);
      expect(loop.file).toBe('loop.yaml');
      expect(loop.message).toContain('/components/schemas/Loop/properties/self: refers to itself');

      const deep = await failure(write('deep.json', deepJson), mode);
      expect(deep).toBeInstanceOf(ContentError);
      expect(deep.file).toBe('deep.json');
      expect(deep.message).toContain(`nested more than ${MAX_DOCUMENT_DEPTH} levels deep`);
    });

    it(`names the file when it cannot be read, or is outside the project (${mode})`, async () => {
      const missing = await failure('openapi/none.yaml', mode);
      expect(missing).toBeInstanceOf(ContentError);
      expect(missing.file).toBe('openapi/none.yaml');
      fs.writeFileSync(path.join(os.tmpdir(), 'outside-openapi.yaml'), header);
      for (const file of ['../outside-openapi.yaml', path.join(os.tmpdir(), 'outside-openapi.yaml')]) {
        const outside = await failure(file, mode);
        expect(outside).toBeInstanceOf(ContentError);
        expect(outside.message).toContain('outside the project');
      }
    });
  }

  it('reports external $refs: an error in strict mode, a warning in lenient mode', async () => {
    const file = write(
      'external.yaml',
      `${header}paths:\n  /a:\n    get:\n      operationId: a\n` +
        "      responses:\n        '200':\n          description: ok\n" +
        '          content:\n            application/json:\n' +
        "              schema: { $ref: 'https://evil.example/schema.json' }\n" +
        "              example: { $ref: 'data, not a reference' }\n",
    );
    const strict = await failure(file, 'strict');
    expect(strict.message).toContain(
      '/paths/~1a/get/responses/200/content/application~1json/schema/$ref: ' +
        'external reference "https://evil.example/schema.json" is never fetched',
    );
    expect(strict.message).not.toContain('data, not a reference');
    const lenient = await loadOpenApiDocument(file, 'lenient', root);
    expect(lenient.warnings.map((w) => w.message)).toContainEqual(expect.stringContaining('external reference'));
  });

  it(`refuses a document over ${MAX_DOCUMENT_BYTES / 2 ** 20} MB before reading it, with the file named`, async () => {
    const file = write('huge.json', `{"openapi":"3.1.0","info":{"title":"T","version":"1"},"paths":{},"x":"`);
    fs.appendFileSync(path.join(root, file), `${'x'.repeat(MAX_DOCUMENT_BYTES)}"}`);
    for (const mode of ['strict', 'lenient'] as const) {
      const huge = await failure(file, mode);
      expect(huge).toBeInstanceOf(ContentError);
      expect(huge.file).toBe('huge.json');
      expect(huge.message).toContain(`the document is 16.0 MB, over the limit of ${MAX_DOCUMENT_BYTES / 2 ** 20} MB`);
    }
    expect(() => readDocumentText(file, root)).toThrow(/huge\.json:\n {2}- the document is 16\.0 MB/);
  });

  it(`refuses (strict) or does not validate (lenient) a document past ${MAX_DEREFERENCED_NODES.toLocaleString('en')} values dereferenced`, async () => {
    const file = write('fan.json', JSON.stringify(refFanDocument()));
    // The first $ref on the path where the count crossed the bound, as written.
    const pointer = '/x-levels/L0/properties/p0';
    // The count stops just past the bound: the walk is cut, not the 8^12 values it stands for.
    const { size } = dereferencedSize(refFanDocument(), MAX_DEREFERENCED_NODES);
    expect(size).toBeGreaterThan(MAX_DEREFERENCED_NODES);
    expect(size).toBeLessThan(2 * MAX_DEREFERENCED_NODES);
    const strict = await failure(file, 'strict');
    expect(strict).toBeInstanceOf(ContentError);
    expect(strict.file).toBe('fan.json');
    expect(strict.message).toContain(`${pointer}: the document expands to more than 10,000,000 values`);
    const lenient = await loadOpenApiDocument(file, 'lenient', root);
    expect(lenient.warnings).toContainEqual({
      pointer,
      message: expect.stringContaining('the document expands to more than 10,000,000 values'),
    });
    // Unvalidated, the model keeps its own bound: the body's view is cut, with a warning.
    const model = toApiReference(lenient.dereferenced, { id: 'fan', warnings: lenient.warnings, raw: lenient.raw });
    expect(viewNodes(model.tags[0].operations[0].requestBody?.contents[0].schema)).toBeLessThanOrEqual(
      MAX_SCHEMA_VIEW_NODES + 1,
    );
    expect(model.warnings.map((w) => w.message)).toContainEqual(
      expect.stringContaining(`more than ${MAX_SCHEMA_VIEW_NODES.toLocaleString('en')} schemas`),
    );
    expect(model.tags[0].operations[0].id).toBe('createThing');
  });

  it('keeps documents with shared aliases well under the budget', () => {
    const shared = { type: 'string' };
    expect(() => checkDocumentLimits({ a: shared, b: shared, c: [shared, shared] }, 'ok.yaml')).not.toThrow();
  });
});
