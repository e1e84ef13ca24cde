import { localStore, storageKeys } from './storage';

/**
 * The choice of a tab group (`<Tabs groupId="os">`): every tabs of the group on the page follow
 * it, it is remembered across pages (localStorage, Docusaurus's key) and other open tabs of the
 * site follow it too (the `storage` event). With `queryString`, `?os=linux` in the address wins.
 */
const listeners = new Map<string, Set<() => void>>();

/** Subscribes to a group's choice (useSyncExternalStore's subscribe). */
export function subscribeTabGroup(groupId: string, listener: () => void): () => void {
  const set = listeners.get(groupId) ?? new Set();
  listeners.set(groupId, set.add(listener));
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.tabGroup(groupId)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The group's choice: the address's query parameter (when `queryKey` is set), else the stored one. */
export function readTabGroup(groupId: string | undefined, queryKey: string | undefined): string | null {
  const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
  return fromQuery ?? (groupId ? localStore.get(storageKeys.tabGroup(groupId)) : null);
}

/** Records a choice: stored for the group, written to the address's query, and told to the group's tabs. */
export function chooseTabGroup(groupId: string | undefined, queryKey: string | undefined, value: string): void {
  if (queryKey) {
    const url = new URL(window.location.href);
    url.searchParams.set(queryKey, value);
    window.history.replaceState(window.history.state, '', url);
  }
  if (!groupId) return;
  localStore.set(storageKeys.tabGroup(groupId), value);
  for (const listener of listeners.get(groupId) ?? []) listener();
}
