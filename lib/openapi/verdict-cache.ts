import { diskCache } from '../build/disk-cache';
import { codeFingerprint, sha256 } from '../build/fingerprint';
import type { Obj } from './document';
import { type SchemaError, schemaValidator } from './validate-examples';

/**
 * `schemaValidator` with its verdicts kept between builds in .next/cache/acme-verdicts, by a key
 * over the document, the schema's pointer, the value and the validating code (validate-examples.ts
 * and what it imports, the lockfile: ajv's version). A rebuild's content check compiled every
 * schema the docs' HTTP examples name again: 0.3 s of its prebuild (ajv's compile), for verdicts
 * that had not changed (bench/RESULTS.md, "The build, round six"). ajv is set up on the first miss.
 */

const FORMAT = 'acme-verdicts/1';
export const VERDICT_CACHE_DIR = '.next/cache/acme-verdicts';
const VALIDATOR_ENTRIES = ['lib/openapi/validate-examples.ts'];

/** Whether a stored verdict has the shape of a list of schema errors (a damaged one is made again). Pure. */
function isVerdict(value: unknown): value is SchemaError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.instancePath === 'string' &&
        typeof e.message === 'string' &&
        typeof e.schemaPath === 'string',
    )
  );
}

export function cachedSchemaValidator(doc: Obj, root = process.cwd()): ReturnType<typeof schemaValidator> {
  const cache = diskCache(VERDICT_CACHE_DIR, '.json', root);
  let shared: string | undefined;
  let validate: ReturnType<typeof schemaValidator> | undefined;
  return (schemaPointer, value) => {
    shared ??= sha256(JSON.stringify([FORMAT, codeFingerprint(VALIDATOR_ENTRIES, root), sha256(JSON.stringify(doc))]));
    const key = sha256(JSON.stringify([shared, schemaPointer, value]));
    const stored = cache.read(key);
    if (stored) {
      try {
        const verdict: unknown = JSON.parse(stored.toString('utf8'));
        if (isVerdict(verdict)) return verdict;
      } catch {
        // Damaged: validated again below.
      }
    }
    validate ??= schemaValidator(doc);
    const verdict = validate(schemaPointer, value);
    cache.write(key, JSON.stringify(verdict));
    return verdict;
  };
}
