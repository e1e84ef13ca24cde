import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { loadOpenApiDocument } from '../openapi/load';
import { toApiReference } from '../openapi/model';
import { cachedDocumentModules, isStoredModules, TRY_IT_CACHE_DIR } from './module-cache';
import { tryItEntries } from './operation-data';
import { validatorModule } from './validator-module';

const newProject = tempProjects('try-it-cache-', 'lib/try-it/validator-module.ts');

/** A project folder with the generating code (validator-module.ts is the fingerprint's entry) and a lockfile. */
function project(): string {
  const root = newProject();
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

async function pets(edit = (text: string) => text) {
  const root = project();
  const file = path.join(root, 'pets.yaml');
  fs.writeFileSync(file, edit(fs.readFileSync('lib/openapi/__fixtures__/pets.yaml', 'utf8')));
  const loaded = await loadOpenApiDocument('pets.yaml', 'strict', root);
  const model = toApiReference(loaded.dereferenced, { id: 'pets', samples: false, raw: loaded.raw });
  const entries = tryItEntries({ id: 'pets', index: 0, tryIt: { defaultMode: 'mock', allowedOrigins: [] } }, model);
  return { root, raw: loaded.raw, entries };
}

describe('cachedDocumentModules', { timeout: 60_000 }, () => {
  it('makes the modules a clean build makes, and serves them from the cache the next time', async () => {
    const { root, raw, entries } = await pets();
    const first = await cachedDocumentModules(root)(raw, entries);
    expect(first.from).toBe('generator');
    // Byte for byte what validatorModule writes, one operation after the other on the same document.
    const direct: string[] = [];
    for (const entry of entries) direct.push((await validatorModule(structuredClone(raw), entry, root)).code);
    expect(first.modules.map((m) => m.code)).toEqual(direct);
    expect(first.modules.map((m) => m.operation)).toEqual(entries.map((e) => e.operation.id));

    const again = await cachedDocumentModules(root)(raw, entries);
    expect(again).toEqual({ ...first, from: 'cache' });
  });

  it('makes them again when the document, the console data or the generating code changed', async () => {
    const { root, raw, entries } = await pets();
    const make = cachedDocumentModules(root);
    const first = await make(raw, entries);
    const edited = structuredClone(raw) as {
      components: { schemas: { Pet: { allOf: Array<{ properties?: Record<string, { maxLength?: number }> }> } } };
    };
    const name = edited.components.schemas.Pet.allOf[1].properties?.name;
    if (name) name.maxLength = 12;
    const fromEdit = await make(edited as never, entries);
    expect(fromEdit.from).toBe('generator');
    expect(fromEdit.modules.map((m) => m.code).join('\n')).toContain('12');
    expect(fromEdit.modules).not.toEqual(first.modules);

    const renamed = entries.map((e) => ({
      ...e,
      operation: { ...e.operation, summary: `${e.operation.summary} (v2)` },
    }));
    expect((await make(raw, renamed)).from).toBe('generator');

    fs.writeFileSync(path.join(root, 'lib/try-it/validator-module.ts'), 'export const generator = 2;\n');
    expect((await cachedDocumentModules(root)(raw, entries)).from).toBe('generator');
  });

  it('makes them again over a damaged entry', async () => {
    const { root, raw, entries } = await pets();
    await cachedDocumentModules(root)(raw, entries);
    const dir = path.join(root, TRY_IT_CACHE_DIR);
    for (const name of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, name), '{"modules": [');
    expect((await cachedDocumentModules(root)(raw, entries)).from).toBe('generator');
    expect(isStoredModules({ modules: [{ operation: 'a' }], skipped: [] })).toBe(false);
  });
});
