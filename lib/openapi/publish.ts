import fs from 'node:fs';
import path from 'node:path';
import type { ApiEntry } from './catalog';

/** Writes the downloadable copies to public/api/{id}.yaml and {id}.json (a pinned id `3.2/content` in a folder). */
export function publishApiDocuments(apis: ApiEntry[], root = process.cwd()): void {
  const outDir = path.join(/*turbopackIgnore: true*/ root, 'public/api');
  fs.mkdirSync(outDir, { recursive: true });
  for (const { spec, loaded } of apis) {
    fs.mkdirSync(path.dirname(path.join(outDir, spec.id)), { recursive: true });
    fs.copyFileSync(path.join(root, spec.file), path.join(outDir, `${spec.id}.yaml`));
    fs.writeFileSync(path.join(outDir, `${spec.id}.json`), `${JSON.stringify(loaded.raw, null, 2)}\n`);
  }
}
