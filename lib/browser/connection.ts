/** What the Network Information API tells about a connection (not in every browser). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether prefetching pages is worth it: not on 2g connections or when the reader saves data. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/**
 * The `prefetch` prop for next/link. Pages are prefetched on intent (pointer over the link, focus,
 * touch), not when links scroll into view: viewport prefetching fetched and parsed the data of
 * every visible sidebar link right after load (about 600 KB on a desktop docs page), main-thread
 * work that competed with the reader's first interactions. Pointer-over comes about 100-300 ms
 * before the click, enough for a prerendered page. `requested` is the link's own prop: false stays
 * false.
 */
export function linkPrefetch(
  allowed: boolean,
  intent: boolean,
  requested: boolean | 'auto' | null | undefined,
): boolean | 'auto' | null {
  if (!allowed || !intent || requested === false) return false;
  return requested ?? null;
}
