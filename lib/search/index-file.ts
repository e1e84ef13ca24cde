import { SEARCH_INDEX_VERSION } from './constants';
import type { IndexedRecord, SearchIndexFile } from './types';

/** An index with nothing in it: what a failed or malformed index response gives. */
export const EMPTY_SEARCH_INDEX: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  stats: { count: 0, avgLengths: [0, 0, 0, 0], df: {} },
  records: [],
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const isLengths = (value: unknown): boolean =>
  Array.isArray(value) && value.length === 4 && value.every((v) => typeof v === 'number' && v >= 0);
const KINDS = new Set(['doc', 'api', 'blog', 'page']);
/**
 * A path on this site. Browsers read "/\\host" like "//host" and drop tabs and newlines from a URL
 * ("/\t/host" is "//host"), so those are refused along with the protocol-relative form.
 */
const isSitePath = (url: unknown): boolean => typeof url === 'string' && /^\/(?![/\\])[^\t\n\r]*$/.test(url);

function isRecord(value: unknown): value is IndexedRecord {
  if (!isObject(value)) return false;
  const { kind, url, page, title, content, tags, parents, lengths } = value;
  return (
    typeof kind === 'string' &&
    KINDS.has(kind) &&
    isSitePath(url) &&
    typeof page === 'string' &&
    typeof title === 'string' &&
    typeof content === 'string' &&
    isStringArray(tags) &&
    isStringArray(parents) &&
    isLengths(lengths)
  );
}

/**
 * Checks a fetched index file's shape, so a truncated or foreign file cannot crash the search box.
 * Throws with the first problem found; the caller falls back to the empty index.
 */
export function parseSearchIndex(json: unknown): SearchIndexFile {
  if (!isObject(json)) throw new Error('expected a JSON object');
  if (json.version !== SEARCH_INDEX_VERSION)
    throw new Error(`expected version ${SEARCH_INDEX_VERSION}, got ${String(json.version)}`);
  const { stats, records } = json;
  if (!isObject(stats) || typeof stats.count !== 'number' || !isLengths(stats.avgLengths) || !isObject(stats.df))
    throw new Error('expected stats with count, avgLengths and df');
  if (!Array.isArray(records)) throw new Error('expected a records array');
  const bad = records.findIndex((r) => !isRecord(r));
  if (bad !== -1) throw new Error(`record ${bad} is malformed`);
  if (records.length !== stats.count)
    throw new Error(`stats.count is ${stats.count} but there are ${records.length} records`);
  return json as unknown as SearchIndexFile;
}
