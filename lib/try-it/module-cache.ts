import { createHash } from 'node:crypto';
import { diskCache } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import type { Obj } from '../openapi/document';
import type { TryItEntry } from './operation-data';

/**
 * The "Try it" modules of one document, kept between builds in .next/cache/acme-try-it by a key
 * over the document as written, its operations' console data and the generating code
 * (validator-module.ts and what it imports, the lockfile: ajv's and esbuild's versions). A whole
 * document's modules are one entry, made in one pass as a clean build makes them: ajv numbers the
 * functions it generates in the order it compiles a document's schemas, so a module made alone
 * could differ in its names from the same module made beside its document's others.
 */

const FORMAT = 'acme-try-it/1';
export const TRY_IT_CACHE_DIR = '.next/cache/acme-try-it';
const GENERATOR_ENTRIES = ['lib/try-it/validator-module.ts'];

export interface DocumentModules {
  /** Each operation's module text, in the entries' order. */
  modules: Array<{ operation: string; code: string }>;
  /** The schemas that did not compile (the console does not check them), as JSON pointers. */
  skipped: string[];
  from: 'cache' | 'generator';
}

/** Whether a parsed value has the stored shape (a damaged file is made again). Pure. */
export function isStoredModules(value: unknown): value is Omit<DocumentModules, 'from'> {
  const v = value as DocumentModules | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.skipped) &&
    Array.isArray(v.modules) &&
    v.modules.every((m) => typeof m?.operation === 'string' && typeof m.code === 'string')
  );
}

/** The generator for one build: every document's modules, from the cache when nothing they depend on changed. */
export function cachedDocumentModules(root = process.cwd()) {
  const cache = diskCache(TRY_IT_CACHE_DIR, '.json', root);
  const code = codeFingerprint(GENERATOR_ENTRIES, root);
  return async (raw: Obj, entries: TryItEntry[]): Promise<DocumentModules> => {
    const key = createHash('sha256')
      .update(`${FORMAT}\0${code}\0`)
      .update(JSON.stringify(raw))
      .update('\0')
      .update(JSON.stringify(entries))
      .digest('hex');
    const stored = cache.read(key);
    if (stored) {
      try {
        const value: unknown = JSON.parse(stored.toString('utf8'));
        if (isStoredModules(value) && value.modules.length === entries.length) return { ...value, from: 'cache' };
      } catch {
        // Damaged: made again below.
      }
    }
    // Imported to generate only: ajv's standalone code generator and esbuild.
    const { validatorModule } = await import('./validator-module');
    const modules: DocumentModules['modules'] = [];
    const skipped: string[] = [];
    for (const entry of entries) {
      const made = await validatorModule(raw, entry, root);
      modules.push({ operation: entry.operation.id, code: made.code });
      skipped.push(...made.skipped);
    }
    cache.write(key, JSON.stringify({ modules, skipped }));
    return { modules, skipped, from: 'generator' };
  };
}
