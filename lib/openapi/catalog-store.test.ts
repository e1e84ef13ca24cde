import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { loadApiCatalog } from './catalog';
import { CATALOG_CACHE_DIR, diskCatalogStore, isStoredEntry } from './catalog-store';
import type { ApiSpec } from './specs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const FIXTURES = path.join(import.meta.dirname, '__fixtures__');

/**
 * A project folder with the loading code (catalog.ts is the fingerprint's entry), a lockfile and
 * the pets document; each test's text is its own (the loader also keeps documents in memory by text).
 */
function project(): { root: string; doc: string; text: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-store-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'lib/openapi'), { recursive: true });
  fs.mkdirSync(path.join(root, 'openapi'));
  fs.writeFileSync(path.join(root, 'lib/openapi/catalog.ts'), 'export const loader = 1;\n');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  const text = `${fs.readFileSync(path.join(FIXTURES, 'pets.yaml'), 'utf8')}\n# ${root}\n`;
  const doc = path.join(root, 'openapi/pets.yaml');
  fs.writeFileSync(doc, text);
  return { root, doc, text };
}

const spec = { id: 'pets', title: 'Pets API', navLabel: 'Pets', file: 'openapi/pets.yaml', mode: 'strict' } as ApiSpec;
const cached = (root: string) => fs.readdirSync(path.join(root, CATALOG_CACHE_DIR)).filter((f) => f.endsWith('.bin'));

describe('diskCatalogStore', () => {
  it('keeps a loaded reference whole: the dereferenced document, its shared references, the anchors', async () => {
    const { root, text } = project();
    const [loaded] = await loadApiCatalog([spec], root, diskCatalogStore(root));
    expect(cached(root)).toHaveLength(1);
    const stored = diskCatalogStore(root).read(spec, text);
    expect(stored).toEqual(loaded);
    expect(stored?.spec).toBe(spec);
    expect(stored?.anchors).toBeInstanceOf(Map);
    // A $ref used twice is one object, as swagger-parser made it.
    const schemas = stored?.loaded.dereferenced.components as { schemas: Record<string, { allOf: unknown[] }> };
    const pet = schemas.schemas.Pet;
    expect(pet.allOf[0]).toBe(schemas.schemas.Base);
  });

  it('serves a later load from the store, without loading the document again', async () => {
    const { root, text } = project();
    const store = diskCatalogStore(root);
    const [loaded] = await loadApiCatalog([spec], root, store);
    // A stand-in stored under the same text: a load that answers it did not validate or parse.
    const marked = { ...loaded, href: '/api/from-the-store' };
    const edited = `${text}# again\n`;
    fs.writeFileSync(path.join(root, spec.file), edited);
    store.write(spec, edited, marked);
    const [again] = await loadApiCatalog([spec], root, diskCatalogStore(root));
    expect(again.href).toBe('/api/from-the-store');
  });

  it('loads an edited document again, and the model says what it says now', async () => {
    const { root, doc, text } = project();
    const [before] = await loadApiCatalog([spec], root, diskCatalogStore(root));
    fs.writeFileSync(doc, text.replace('title: Pets API', 'title: Pets and Owners API'));
    const [after] = await loadApiCatalog([spec], root, diskCatalogStore(root));
    expect(before.model.title).toBe('Pets API');
    expect(after.model.title).toBe('Pets and Owners API');
    expect(cached(root)).toHaveLength(2);
  });

  it('never stores a document that fails: it fails every time, naming the file and the pointer', async () => {
    const { root, doc } = project();
    fs.writeFileSync(doc, `${fs.readFileSync(path.join(FIXTURES, 'bad-example.yaml'), 'utf8')}\n# ${root}\n`);
    for (let i = 0; i < 2; i++)
      await expect(loadApiCatalog([spec], root, diskCatalogStore(root))).rejects.toThrow(
        /openapi\/pets\.yaml[\s\S]*example does not match its schema: \/paths\//,
      );
    expect(fs.existsSync(path.join(root, CATALOG_CACHE_DIR))).toBe(false);
  });

  it('is keyed by the configuration entry, the text and the loading code', async () => {
    const { root, text } = project();
    await loadApiCatalog([spec], root, diskCatalogStore(root));
    expect(diskCatalogStore(root).read({ ...spec, mode: 'lenient' }, text)).toBeUndefined();
    expect(diskCatalogStore(root).read({ ...spec, id: 'animals' }, text)).toBeUndefined();
    expect(diskCatalogStore(root).read(spec, `${text} `)).toBeUndefined();
    fs.writeFileSync(path.join(root, 'lib/openapi/catalog.ts'), 'export const loader = 2;\n');
    expect(diskCatalogStore(root).read(spec, text)).toBeUndefined();
  });

  it('ignores a damaged entry or one of another shape', async () => {
    const { root, text } = project();
    await loadApiCatalog([spec], root, diskCatalogStore(root));
    const [name] = cached(root);
    const file = path.join(root, CATALOG_CACHE_DIR, name);
    fs.writeFileSync(file, 'not a serialized value');
    expect(diskCatalogStore(root).read(spec, text)).toBeUndefined();
    fs.writeFileSync(file, v8.serialize({ href: '/api/pets', model: {} }));
    expect(diskCatalogStore(root).read(spec, text)).toBeUndefined();
    expect(isStoredEntry(null)).toBe(false);
  });
});
