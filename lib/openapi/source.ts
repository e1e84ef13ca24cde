import { highlightReference } from './highlight';
import { loadOpenApiDocument, type LoadedDocument } from './load';
import { toApiReference } from './model';
import { apiSpecs, getApiSpec } from './specs';
import type { ApiReference } from './types';

const cache = new Map<string, Promise<ApiReference>>();

/** The model a reference page renders from a loaded document: samples included, highlighted. */
export const pageModel = (id: string, loaded: LoadedDocument): Promise<ApiReference> => highlightReference(toApiReference(loaded.dereferenced, { id, warnings: loaded.warnings }));

/** The portal's own reference by route id: loaded strictly, modelled and highlighted once per process. */
export function getApiReference(id: string): Promise<ApiReference> {
  const spec = getApiSpec(id);
  if (!spec) throw new Error(`Unknown API reference "${id}". Known: ${apiSpecs.map((s) => s.id).join(', ')}`);
  let model = cache.get(id);
  if (!model) {
    model = loadOpenApiDocument(spec.file, 'strict').then((loaded) => pageModel(id, loaded));
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
