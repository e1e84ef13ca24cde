import { highlightReference } from './highlight';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { apiSpecs, getApiSpec } from './specs';
import type { ApiReference } from './types';

const cache = new Map<string, Promise<ApiReference>>();

/** The portal's own reference by route id: loaded strictly, modelled and highlighted once per process. */
export function getApiReference(id: string): Promise<ApiReference> {
  const spec = getApiSpec(id);
  if (!spec) throw new Error(`Unknown API reference "${id}". Known: ${apiSpecs.map((s) => s.id).join(', ')}`);
  let model = cache.get(id);
  if (!model) {
    model = loadOpenApiDocument(spec.file, 'strict').then((loaded) => highlightReference(toApiReference(loaded.dereferenced, { id, warnings: loaded.warnings })));
    cache.set(id, model);
  }
  return model;
}

/** Where the documents can be downloaded (written to public/api by the prebuild step). */
export function downloadsFor(id: string) {
  return [
    { label: 'Download YAML', href: `/api/${id}.yaml` },
    { label: 'Download JSON', href: `/api/${id}.json` },
  ];
}
