import { parseSidebarFile } from './sidebar-file';
import type { SidebarItem } from './types';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A sidebar file being fetched, loaded, or failed (then pruned categories keep their first-page link). */
export type SidebarFileState = { status: 'loading' } | { status: 'loaded'; items: SidebarItem[] } | { status: 'failed' };

const states = new Map<string, SidebarFileState>();
const listeners = new Set<() => void>();

/** Subscribes to changes of any sidebar file's state (for useSyncExternalStore). */
export function subscribeSidebarFiles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state of a sidebar file; undefined until requested. */
export function sidebarFileState(url: string): SidebarFileState | undefined {
  return states.get(url);
}

function set(url: string, state: SidebarFileState) {
  states.set(url, state);
  for (const listener of listeners) listener();
}

/**
 * Fetches a sidebar file once per page lifetime (later calls return the same promise's result).
 * The sidebar must never take the page down: a failed request or a malformed file gives the
 * `failed` state and one warning.
 */
export async function requestSidebarFile(url: string, fetchImpl: Fetch = fetch, warn: (message: string) => void = console.warn): Promise<SidebarFileState> {
  const known = states.get(url);
  if (known && known.status !== 'loading') return known;
  if (known) return new Promise((resolve) => {
    const unsubscribe = subscribeSidebarFiles(() => {
      const now = states.get(url);
      if (now && now.status !== 'loading') {
        unsubscribe();
        resolve(now);
      }
    });
  });
  set(url, { status: 'loading' });
  try {
    const response = await fetchImpl(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    set(url, { status: 'loaded', items: parseSidebarFile(await response.json()) });
  } catch (error) {
    warn(`Sidebar ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}); collapsed categories link to their first page.`);
    set(url, { status: 'failed' });
  }
  return states.get(url)!;
}

/** Forgets every file (tests only). */
export function resetSidebarFiles(): void {
  states.clear();
}
