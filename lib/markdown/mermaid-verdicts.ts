import { createHash } from 'node:crypto';
import { diskCache } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import type { DiagramVerdicts } from './mermaid-check';

/**
 * The diagrams mermaid parsed, kept between builds in .next/cache/acme-mermaid as empty files
 * named by a hash of the diagram's text and the checking code (mermaid-check.ts and what it
 * imports, the lockfile: mermaid's version). Only a diagram that parsed is recorded, so one that
 * fails is parsed, and fails naming its file and line, in every build.
 */

const FORMAT = 'acme-mermaid/1';
export const MERMAID_CACHE_DIR = '.next/cache/acme-mermaid';
const CHECKER_ENTRIES = ['lib/markdown/mermaid-check.ts'];

/** The verdicts under `<root>/.next/cache/acme-mermaid`. */
export function diskDiagramVerdicts(root = process.cwd()): DiagramVerdicts {
  const cache = diskCache(MERMAID_CACHE_DIR, '', root);
  const code = codeFingerprint(CHECKER_ENTRIES, root);
  const key = (text: string) => createHash('sha256').update(`${FORMAT}\0${code}\0`).update(text).digest('hex');
  return {
    parses: (text) => cache.read(key(text)) !== undefined,
    recordParsed: (text) => cache.write(key(text), ''),
  };
}
