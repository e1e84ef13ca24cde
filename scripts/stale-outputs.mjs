/**
 * Removes files that earlier builds wrote under public/ and that route handlers now serve (the
 * search index, the sidebar file, llms.txt): Next refuses a public file and a route at one path.
 * Run before `next build` (prebuild) and `next dev` (predev). Plain JavaScript so `npm run dev`
 * starts it with node in milliseconds instead of a TypeScript loader's second.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STALE = /^(search-index-[^/]*\.json|sidebar-[^/]*\.json|llms\.txt)$/;

/**
 * Deletes the stale generated files under `<root>/public`; returns their names. The build's "Try
 * it" modules (public/try-it/) go too: `next dev` makes them from the documents as they are now,
 * and a public file would hide that route; the prebuild writes them again.
 */
export function removeStaleOutputs(root = process.cwd()) {
  const dir = path.join(root, 'public');
  const stale = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => STALE.test(name) || name === 'try-it') : [];
  for (const name of stale) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) removeStaleOutputs();
