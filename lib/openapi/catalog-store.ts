import { createHash } from 'node:crypto';
import v8 from 'node:v8';
import { diskCache } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import type { ApiEntry } from './catalog';
import type { ApiSpec } from './specs';

/**
 * Loaded API references kept between builds in .next/cache/acme-openapi, by a key over the
 * reference's configuration entry, its document's text and the loading code (lib/openapi/catalog.ts
 * and what it imports, the lockfile: the validator's and the parser's versions). Loading a document
 * (validation, every example against its schema, dereferencing, the model) is a pure function of
 * those: the prebuild's load writes the entry, the build's workers and the next prebuild read it
 * back (milliseconds, against 0.5–1.6 s a process). Only a document that loaded is stored: one that
 * fails is loaded, and fails, every time. Stored with Node's structured serializer, which keeps the
 * dereferenced document's shared and cyclic references and the anchors' Map.
 */

const FORMAT = 'acme-openapi/1';
export const CATALOG_CACHE_DIR = '.next/cache/acme-openapi';
const LOADER_ENTRIES = ['lib/openapi/catalog.ts'];

/** Where loaded references are kept, by the reference and its document's text. */
export interface CatalogStore {
  read(spec: ApiSpec, text: string): ApiEntry | undefined;
  write(spec: ApiSpec, text: string, entry: ApiEntry): void;
}

/** Whether a deserialized value has the shape of a loaded reference (a damaged file loads again). Pure. */
export function isStoredEntry(value: unknown): value is Omit<ApiEntry, 'spec'> {
  const v = value as ApiEntry | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.href === 'string' &&
    typeof v.loaded?.raw === 'object' &&
    typeof v.loaded?.dereferenced === 'object' &&
    Array.isArray(v.loaded?.warnings) &&
    typeof v.model === 'object' &&
    Array.isArray(v.layout?.pages) &&
    v.anchors instanceof Map
  );
}

/** The store under `<root>/.next/cache/acme-openapi`. */
export function diskCatalogStore(root = process.cwd()): CatalogStore {
  const cache = diskCache(CATALOG_CACHE_DIR, '.bin', root);
  const code = codeFingerprint(LOADER_ENTRIES, root);
  const file = (spec: ApiSpec, text: string) =>
    createHash('sha256')
      .update(`${FORMAT}\0${code}\0${JSON.stringify(spec)}\0`)
      .update(text)
      .digest('hex');
  return {
    read(spec, text) {
      const data = cache.read(file(spec, text));
      if (!data) return undefined;
      try {
        const value: unknown = v8.deserialize(data);
        // The configuration entry is the caller's own object (the key already says it is the same).
        return isStoredEntry(value) ? { ...value, spec } : undefined;
      } catch {
        return undefined;
      }
    },
    write(spec, text, entry) {
      let data: Buffer;
      try {
        const { spec: _spec, ...rest } = entry;
        data = v8.serialize(rest);
      } catch {
        return;
      }
      cache.write(file(spec, text), data);
    },
  };
}
