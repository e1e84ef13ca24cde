import fs from 'node:fs';
import path from 'node:path';
import { referenceAnchors } from './anchors';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { apiSpecs } from './specs';

/**
 * Validates the portal's OpenAPI documents strictly (schema, then every example), writes the
 * downloadable copies to public/api/{id}.yaml and .json, and returns each page's anchors.
 */
export async function publishApiDocuments(root = process.cwd()): Promise<Map<string, string[]>> {
  const anchors = new Map<string, string[]>();
  const outDir = path.join(root, 'public/api');
  fs.mkdirSync(outDir, { recursive: true });
  for (const spec of apiSpecs) {
    const loaded = await loadOpenApiDocument(spec.file, 'strict', root);
    fs.copyFileSync(path.join(root, spec.file), path.join(outDir, `${spec.id}.yaml`));
    fs.writeFileSync(path.join(outDir, `${spec.id}.json`), `${JSON.stringify(loaded.raw, null, 2)}\n`);
    anchors.set(spec.id, referenceAnchors(toApiReference(loaded.dereferenced, { id: spec.id, samples: false })));
  }
  return anchors;
}
