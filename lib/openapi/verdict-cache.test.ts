import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { schemaValidator } from './validate-examples';
import { cachedSchemaValidator, VERDICT_CACHE_DIR } from './verdict-cache';

const project = tempProjects('verdicts-', 'lib/openapi/validate-examples.ts');

const doc = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Tag: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 8 } } },
    },
  },
};
const pointer = '/components/schemas/Tag';
const stored = (root: string) => fs.readdirSync(path.join(root, VERDICT_CACHE_DIR));
/** Replaces every stored verdict with one that no schema gives, to tell a read from a validation. */
const plant = (root: string, text = JSON.stringify([{ instancePath: '', message: 'planted', schemaPath: '#' }])) => {
  for (const file of stored(root)) fs.writeFileSync(path.join(root, VERDICT_CACHE_DIR, file), text);
};

describe('cachedSchemaValidator', () => {
  it('gives the verdicts schemaValidator gives, passing and failing', () => {
    const root = project();
    const cached = cachedSchemaValidator(doc, root);
    for (const value of [{ name: 'beta' }, { name: 'far too long a name' }, {}])
      expect(cached(pointer, value)).toEqual(schemaValidator(doc)(pointer, value));
    expect(cached(pointer, {})).toEqual([expect.objectContaining({ message: expect.stringContaining('name') })]);
    expect(stored(root)).toHaveLength(3);
  });

  it('reads a verdict back, until the document, the pointer, the value or the validating code changes', () => {
    const root = project();
    cachedSchemaValidator(doc, root)(pointer, { name: 'beta' });
    plant(root);
    expect(cachedSchemaValidator(doc, root)(pointer, { name: 'beta' })).toEqual([
      { instancePath: '', message: 'planted', schemaPath: '#' },
    ]);
    const stricter = structuredClone(doc);
    stricter.components.schemas.Tag.properties.name.maxLength = 2;
    expect(cachedSchemaValidator(stricter, root)(pointer, { name: 'beta' })).toEqual([
      expect.objectContaining({ instancePath: '/name' }),
    ]);
    expect(cachedSchemaValidator(doc, root)(pointer, { name: 'gamma' })).toEqual([]);
    expect(cachedSchemaValidator(doc, root)(`${pointer}/properties/name`, 'beta')).toEqual([]);
    fs.writeFileSync(path.join(root, 'lib/openapi/validate-examples.ts'), 'export const version = 2;\n');
    expect(cachedSchemaValidator(doc, root)(pointer, { name: 'beta' })).toEqual([]);
  });

  it('validates again over a damaged verdict', () => {
    const root = project();
    cachedSchemaValidator(doc, root)(pointer, {});
    for (const text of ['not json', '{"instancePath": ""}', '[{"message": 1}]']) {
      plant(root, text);
      expect(cachedSchemaValidator(doc, root)(pointer, {})).toEqual(schemaValidator(doc)(pointer, {}));
    }
  });
});
