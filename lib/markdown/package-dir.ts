import fs from 'node:fs';
import path from 'node:path';

/**
 * A package's folder (or a folder inside it), found as Node finds packages: in node_modules from
 * `root` up (a copy of the site inside the project resolves the checkout's). Not
 * `require.resolve`: in a route bundled by Turbopack it gives a module id.
 */
export function packageDirFrom(root: string, name: string, ...inside: string[]): string {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(/*turbopackIgnore: true*/ dir, 'node_modules', name, ...inside);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(`${[name, ...inside].join('/')} not found in node_modules from ${root} up`);
  }
}

/** packageDirFrom the project root (the working directory). */
export const packageDir = (name: string, ...inside: string[]): string => packageDirFrom(process.cwd(), name, ...inside);
