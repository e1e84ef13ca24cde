import fs from 'node:fs';
import path from 'node:path';

/** The folders whose files the content graph is read from. */
const WATCHED_DIRS = ['content', 'openapi'];

/**
 * A signature of every content file's path, size and modification time: it changes when a file is
 * saved, added, renamed or deleted. Stat calls only, so the development server can compare it on
 * every request (about 1 ms per 250 files).
 */
export function contentSignature(root: string, dirs = WATCHED_DIRS): string {
  const parts: string[] = [];
  for (const dir of dirs) {
    const abs = path.join(root, dir);
    let names: string[];
    try {
      names = fs.readdirSync(/*turbopackIgnore: true*/ abs, { recursive: true, encoding: 'utf8' });
    } catch {
      parts.push(`${dir}:missing`);
      continue;
    }
    for (const name of names.sort()) {
      try {
        const stat = fs.statSync(/*turbopackIgnore: true*/ path.join(abs, name));
        if (stat.isFile()) parts.push(`${dir}/${name}:${stat.size}:${stat.mtimeMs}`);
      } catch {
        // Deleted between listing and stat: the next call sees it gone.
      }
    }
  }
  return parts.join('\n');
}
