import { createHash } from 'node:crypto';
import type { SearchRecord } from './types';

/** Format version of /search-records.json. */
export const SEARCH_RECORDS_VERSION = 1;

/** One record as a hosted engine imports it: the search record plus a stable id. */
interface ExportedRecord extends SearchRecord {
  /** 16 hex digits from the record's URL: the same page section keeps its id from build to build. */
  id: string;
}

export interface SearchRecordsFile {
  version: number;
  records: ExportedRecord[];
}

/**
 * The site's search records for a hosted engine (Typesense, Meilisearch, Algolia): the id is a
 * hash of the URL, as those engines want ids of letters and digits; a URL met twice (a section
 * whose anchor repeats) gets "-2", "-3" after the first, in record order.
 */
export function searchRecordsFile(records: readonly SearchRecord[]): SearchRecordsFile {
  const seen = new Map<string, number>();
  return {
    version: SEARCH_RECORDS_VERSION,
    records: records.map((record) => {
      const base = createHash('sha256').update(record.url).digest('hex').slice(0, 16);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return { id: n === 1 ? base : `${base}-${n}`, ...record };
    }),
  };
}
