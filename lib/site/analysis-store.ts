import { createHash } from 'node:crypto';
import { diskCache } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import type { AnalysisStore, EntryAnalysis } from './graph';

/**
 * The headings and links of every entry, kept between builds in .next/cache/acme-analysis by a
 * key over the entry's file and text and the analysing code (lib/site/graph.ts and what it
 * imports, the lockfile). The prebuild's link check then parses only the files that changed.
 */

const FORMAT = 'acme-analysis/1';
export const ANALYSIS_CACHE_DIR = '.next/cache/acme-analysis';
const ANALYSER_ENTRIES = ['lib/site/graph.ts'];

type Stored = Pick<EntryAnalysis, 'headings' | 'links'>;

/** Whether a parsed value has the stored shape (a damaged file is parsed again). Pure. */
export function isStoredAnalysis(value: unknown): value is Stored {
  const v = value as Stored | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.headings) && Array.isArray(v.links);
}

/** The store under `<root>/.next/cache/acme-analysis`. */
export function diskAnalysisStore(root = process.cwd()): AnalysisStore {
  const cache = diskCache(ANALYSIS_CACHE_DIR, '.json', root);
  const code = codeFingerprint(ANALYSER_ENTRIES, root);
  const file = (key: string) => createHash('sha256').update(`${FORMAT}\0${code}\0${key}`).digest('hex');
  return {
    read(key) {
      const text = cache.read(file(key));
      if (!text) return undefined;
      try {
        const value: unknown = JSON.parse(text.toString('utf8'));
        return isStoredAnalysis(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write: (key, value) => cache.write(file(key), JSON.stringify({ headings: value.headings, links: value.links })),
  };
}
