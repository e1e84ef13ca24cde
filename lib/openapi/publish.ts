import fs from 'node:fs';
import path from 'node:path';
import { referenceAnchors } from './anchors';
import { loadOpenApiDocument, type LoadedDocument } from './load';
import { toApiReference } from './model';
import { apiSpecs } from './specs';

/** Loads the portal's documents strictly: a schema error or contradicting example throws. */
export async function loadPortalDocuments(root = process.cwd()): Promise<Map<string, LoadedDocument>> {
  const docs = new Map<string, LoadedDocument>();
  for (const spec of apiSpecs) docs.set(spec.id, await loadOpenApiDocument(spec.file, 'strict', root));
  return docs;
}

/** The anchors of each reference page, for the link check. */
export function anchorsOf(docs: Map<string, LoadedDocument>): Map<string, string[]> {
  return new Map([...docs].map(([id, loaded]) => [id, referenceAnchors(toApiReference(loaded.dereferenced, { id, samples: false }))]));
}

/** Writes the downloadable copies to public/api/{id}.yaml and {id}.json. */
export function publishApiDocuments(docs: Map<string, LoadedDocument>, root = process.cwd()): void {
  const outDir = path.join(root, 'public/api');
  fs.mkdirSync(outDir, { recursive: true });
  for (const spec of apiSpecs) {
    const loaded = docs.get(spec.id);
    if (!loaded) continue;
    fs.copyFileSync(path.join(root, spec.file), path.join(outDir, `${spec.id}.yaml`));
    fs.writeFileSync(path.join(outDir, `${spec.id}.json`), `${JSON.stringify(loaded.raw, null, 2)}\n`);
  }
}
