import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import { diskCache, readOrMake } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import { parseMarkdown } from './parse';

/**
 * `parseMarkdown` with its trees kept between builds and a build's processes in
 * .next/cache/acme-trees, by a key over the text and the parsing code (parse.ts and what it
 * imports, the lockfile). The tree depends on the text alone (the file and line offset only name
 * the place of a syntax error, which is never stored: such a text is parsed, and fails, every
 * time). The content graph parses this way what it reads before analysing: the partials' files
 * and the bodies that include them (lib/site/graph-load.ts), about 0.3 s a process otherwise.
 */

const FORMAT = 'acme-trees/1';
export const TREE_CACHE_DIR = '.next/cache/acme-trees';
const PARSER_ENTRIES = ['lib/markdown/parse.ts'];

export type ParseMarkdown = typeof parseMarkdown;

/** Whether a deserialized value is a tree (a damaged file is parsed again). Pure. */
function isTree(value: unknown): value is Root {
  const v = value as Root | null;
  return typeof v === 'object' && v !== null && v.type === 'root' && Array.isArray(v.children);
}

/** The cached parser of `<root>/.next/cache/acme-trees`; each call returns a tree of its own. */
export function cachedParseMarkdown(root = process.cwd()): ParseMarkdown {
  const cache = diskCache(TREE_CACHE_DIR, '.bin', root);
  const code = codeFingerprint(PARSER_ENTRIES, root);
  return (body, filePath, lineOffset, sourceLines) => {
    const key = createHash('sha256').update(`${FORMAT}\0${code}\0`).update(body).digest('hex');
    return readOrMake(cache, key, isTree, () => parseMarkdown(body, filePath, lineOffset, sourceLines));
  };
}
