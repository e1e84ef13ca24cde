/** The OpenAPI documents of ../shared/openapi-corpus as `apis` entries of a site copy (bench:openapi, bench:search). */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { loadOpenApiDocument } from '../lib/openapi/load';
import type { ExtraApi } from '../scripts/site-copy';

const CORPUS = path.resolve(import.meta.dirname, '../../shared/openapi-corpus');

/** A route id from a corpus file name: `github-api.github.com.json` → `github-api-github-com`. */
const idOf = (file: string) =>
  path
    .basename(file)
    .replace(/\.(ya?ml|json)$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');

/** Every corpus document as a configuration entry: strict when it passes strict mode, else lenient. */
export async function corpusApis(): Promise<ExtraApi[]> {
  const files = fs
    .readdirSync(CORPUS)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort();
  const apis: ExtraApi[] = [];
  for (const file of files) {
    const source = path.join(CORPUS, file);
    const doc = yaml.load(fs.readFileSync(source, 'utf8')) as { info?: { title?: string } };
    // The probe's schema compiler reports every unknown format: the build reports what matters.
    const warn = console.warn;
    console.warn = () => {};
    const mode = await loadOpenApiDocument(source, 'strict', '/')
      .then(
        () => 'strict' as const,
        () => 'lenient' as const,
      )
      .finally(() => (console.warn = warn));
    apis.push({ source, id: idOf(file), title: String(doc.info?.title ?? file), mode });
  }
  return apis;
}
