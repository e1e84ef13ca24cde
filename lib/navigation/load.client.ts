import { type Fetch, fetchOnce } from '../utils/fetch-once.client';
import { parseSidebarFile } from './sidebar-file.client';
import type { SidebarItem } from './types';

/** A sidebar file being fetched, loaded, or failed (then pruned categories keep their first-page link). */
export type SidebarFileState =
  | { status: 'loading' }
  | { status: 'loaded'; items: SidebarItem[] }
  | { status: 'failed' };

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

const sidebarFiles = fetchOnce(
  parseSidebarFile,
  (url, reason) => `Sidebar ${url} could not be loaded (${reason}); collapsed categories link to their first page.`,
);

/**
 * Fetches a sidebar file once per page lifetime (later calls share its result). The sidebar must
 * never take the page down: a failed request or a malformed file gives the `failed` state and one
 * warning.
 */
export async function requestSidebarFile(
  url: string,
  fetchImpl?: Fetch,
  warn?: (message: string) => void,
): Promise<SidebarFileState> {
  if (!states.has(url)) set(url, { status: 'loading' });
  const file = await sidebarFiles.load(url, fetchImpl, warn);
  if (states.get(url)?.status === 'loading')
    set(url, file.ok ? { status: 'loaded', items: file.value } : { status: 'failed' });
  return states.get(url)!;
}

/** Forgets every file (tests only). */
export function resetSidebarFiles(): void {
  states.clear();
  sidebarFiles.reset();
}
