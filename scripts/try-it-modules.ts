/**
 * Writes the "Try it" console's module of every operation, public/try-it/<api>/<operation>.js: the
 * operation's data and its ajv standalone validators (lib/try-it/validator-module.ts). The console
 * imports it when the reader opens it, so the reference page's first load carries none of it. Run
 * by the prebuild step with the documents it has already loaded and checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { ApiEntry } from '../lib/openapi/catalog';
import { cachedDocumentModules } from '../lib/try-it/module-cache';
import { tryItEntries } from '../lib/try-it/operation-data';

/** Where an operation's module is served from: also the URL on its "Try it" button. */
export const tryItModuleDir = (root: string, api: string) => path.join(root, 'public/try-it', api);

/** Writes every module; returns a one-line summary (count, largest gzip size, time). */
export async function writeTryItModules(
  apis: ApiEntry[],
  allSpecs: ReadonlyArray<{ id: string }>,
  root = process.cwd(),
): Promise<string> {
  const started = performance.now();
  let count = 0;
  let largest = 0;
  let reused = 0;
  const warnings: string[] = [];
  const documentModules = cachedDocumentModules(root);
  fs.rmSync(path.join(root, 'public/try-it'), { recursive: true, force: true });
  for (const { spec, loaded, model } of apis) {
    const dir = tryItModuleDir(root, spec.id);
    fs.mkdirSync(dir, { recursive: true });
    const index = allSpecs.findIndex((s) => s.id === spec.id);
    const made = await documentModules(loaded.raw, tryItEntries({ id: spec.id, index, tryIt: spec.tryIt }, model));
    if (made.from === 'cache') reused++;
    for (const pointer of made.skipped)
      warnings.push(`${spec.file}: ${pointer}: the schema does not compile; the console does not check it`);
    for (const { operation, code } of made.modules) {
      fs.writeFileSync(path.join(dir, `${operation}.js`), code);
      largest = Math.max(largest, zlib.gzipSync(code, { level: 9 }).length);
      count++;
    }
  }
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const ms = Math.round(performance.now() - started);
  const kept = reused ? ` (${reused} of ${apis.length} references' from the cache)` : '';
  return `Try it modules: ${count} operations${kept}, largest ${(largest / 1024).toFixed(1)} KB gzip, ${ms} ms → public/try-it/`;
}

/**
 * The modules of the test references (lib/site/fixture-references.ts), for end-to-end builds only
 * (E2E_TEST_ROUTES=1): their pages exist only there. In mock mode, as the tests use them.
 */
export async function writeFixtureTryItModules(root = process.cwd()): Promise<string> {
  // Imported here: the fixtures' page models load the request samples, which the site's modules never need.
  const { FIXTURE_REFERENCES, fixtureReference } = await import('../lib/site/fixture-references');
  let count = 0;
  const documentModules = cachedDocumentModules(root);
  for (const id of Object.keys(FIXTURE_REFERENCES)) {
    const { loaded, model } = await fixtureReference(id);
    const dir = tryItModuleDir(root, id);
    fs.mkdirSync(dir, { recursive: true });
    const tryIt = { defaultMode: 'mock' as const, allowedOrigins: [] };
    const made = await documentModules(loaded.raw, tryItEntries({ id, index: -1, tryIt }, model));
    for (const { operation, code } of made.modules) {
      fs.writeFileSync(path.join(dir, `${operation}.js`), code);
      count++;
    }
  }
  return `Try it modules of the test references: ${count} operations → public/try-it/`;
}
