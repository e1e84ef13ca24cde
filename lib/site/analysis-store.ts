import { createHash } from 'node:crypto';
import v8 from 'node:v8';
import { diskCache } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import type { AnalysisStore, EntryAnalysis } from './graph';

/**
 * The analysis of every entry (its Markdown tree, headings and links), kept between builds in
 * .next/cache/acme-analysis by a key over the entry's file and text and the analysing code
 * (lib/site/graph.ts and what it imports, the lockfile). The prebuild writes it; the prebuild of
 * the next build and the build's workers read it, so a one-doc edit parses one doc once. Stored
 * with Node's structured serializer (v8): a tree's MDX expressions carry estree nodes, whose
 * values (a RegExp, a BigInt, undefined) JSON would change or refuse, and it reads back several
 * times faster than the parser.
 */

const FORMAT = 'acme-analysis/2';
export const ANALYSIS_CACHE_DIR = '.next/cache/acme-analysis';
const ANALYSER_ENTRIES = ['lib/site/graph.ts'];

/** Whether a deserialized value has the stored shape (a damaged file is parsed again). Pure. */
export function isStoredAnalysis(value: unknown): value is EntryAnalysis {
  const v = value as EntryAnalysis | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.headings) &&
    Array.isArray(v.links) &&
    typeof v.tree === 'object' &&
    v.tree?.type === 'root' &&
    Array.isArray(v.tree.children)
  );
}

/** The store under `<root>/.next/cache/acme-analysis`. */
export function diskAnalysisStore(root = process.cwd()): AnalysisStore {
  const cache = diskCache(ANALYSIS_CACHE_DIR, '.bin', root);
  const code = codeFingerprint(ANALYSER_ENTRIES, root);
  const file = (key: string) => createHash('sha256').update(`${FORMAT}\0${code}\0${key}`).digest('hex');
  return {
    read(key) {
      const data = cache.read(file(key));
      if (!data) return undefined;
      try {
        const value: unknown = v8.deserialize(data);
        return isStoredAnalysis(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      let data: Buffer;
      try {
        data = v8.serialize({ tree: value.tree, headings: value.headings, links: value.links });
      } catch {
        // A value the serializer refuses (none today) is only parsed again next time.
        return;
      }
      cache.write(file(key), data);
    },
  };
}
