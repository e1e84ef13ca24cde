import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

/**
 * A folder of files named by key under .next/cache/ (next to Next's own build cache, so a preview
 * build that restores .next/cache restores these too, and `next build` leaves them in place).
 * Writes go to a temporary file that is then renamed, so a prerender worker reading a key while
 * another writes it never sees half a file. Best effort: a cache that cannot be read or written
 * is only slower, with one warning.
 */
export interface DiskCache {
  file(key: string): string;
  read(key: string): Buffer | undefined;
  write(key: string, data: string | Uint8Array): void;
}

/** The cache in `<root>/<dir>` whose entries are `<key><extension>`. */
export function diskCache(dir: string, extension: string, root = process.cwd()): DiskCache {
  let warned = false;
  const file = (key: string) => path.join(/*turbopackIgnore: true*/ root, dir, `${key}${extension}`);
  return {
    file,
    read(key) {
      try {
        return fs.readFileSync(/*turbopackIgnore: true*/ file(key));
      } catch {
        return undefined;
      }
    },
    write(key, data) {
      const target = file(key);
      const temporary = `${target}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(/*turbopackIgnore: true*/ path.dirname(target), { recursive: true });
        fs.writeFileSync(/*turbopackIgnore: true*/ temporary, data);
        fs.renameSync(/*turbopackIgnore: true*/ temporary, target);
      } catch (error) {
        try {
          fs.rmSync(/*turbopackIgnore: true*/ temporary, { force: true });
        } catch {
          // No temporary file to remove: the folder itself could not be made.
        }
        if (!warned)
          console.warn(
            `warning: could not write the cache ${dir} (${(error as Error).message}); the build goes on without it.`,
          );
        warned = true;
      }
    },
  };
}

/**
 * The value stored under `key` (v8-serialized) when it deserializes to the expected shape;
 * otherwise `make()`'s, stored for next time. A damaged entry is made again; a value the
 * serializer refuses is only made again next time.
 */
export function readOrMake<T>(
  cache: DiskCache,
  key: string,
  isStored: (value: unknown) => value is T,
  make: () => T,
): T {
  const stored = cache.read(key);
  if (stored) {
    try {
      const value: unknown = v8.deserialize(stored);
      if (isStored(value)) return value;
    } catch {
      // Damaged: made again below.
    }
  }
  const value = make();
  try {
    cache.write(key, v8.serialize(value));
  } catch {
    // Not serializable: made again next time.
  }
  return value;
}
