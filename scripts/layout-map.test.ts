import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CONTRIBUTING.md's "Project layout" names every folder of components/ and lib/: a folder added,
 * moved or removed without the map fails here, naming it.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

/** The folders the map names under `top`, from its indentation (two spaces a level). */
function mappedFolders(markdown: string, top: string): string[] {
  const section = markdown.slice(markdown.indexOf('## Project layout'));
  const block = section.slice(section.indexOf('```') + 3, section.indexOf('```', section.indexOf('```') + 3));
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of block.split('\n')) {
    const match = /^( *)((?:[\w.[\]-]+\/ )*[\w.[\]-]+\/)(?:\s|$)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 2;
    const names = match[2]
      .trim()
      .split(/\s+/)
      .map((name) => name.slice(0, -1));
    stack.length = depth;
    if (depth === 0) stack[0] = names[0];
    else for (const name of names) found.push([...stack.slice(0, depth), name].join('/'));
    if (depth > 0) stack[depth] = names[names.length - 1];
  }
  return found.filter((folder) => folder.startsWith(`${top}/`)).sort();
}

function actualFolders(top: string): string[] {
  return (fs.readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((folder) => !/(^|\/)__fixtures__(\/|$)/.test(folder))
    .sort();
}

describe("CONTRIBUTING's layout map", () => {
  const markdown = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');

  it('reads nested folders and several on one line', () => {
    const sample = '## Project layout\n\n```\nlib/   x\n  a/ b/   two\n    c/   nested under b\n  d/\n```\n';
    expect(mappedFolders(sample, 'lib')).toEqual(['lib/a', 'lib/b', 'lib/b/c', 'lib/d']);
  });

  for (const top of ['components', 'lib'])
    it(`names every folder of ${top}/, and no other`, () => {
      expect(mappedFolders(markdown, top)).toEqual(actualFolders(top));
    });
});
