import { localStore, storageKeys } from './storage';

/**
 * The choice of a tab group (`<Tabs groupId="os">`): every tabs of the group on the page follow
 * it, it is remembered across pages (localStorage, Docusaurus's key) and other open tabs of the
 * site follow it too (the `storage` event, lib/browser/tabs-behaviour.ts). With `queryString`,
 * `?os=linux` in the address wins.
 */

/** The group's choice: the address's query parameter (when `queryKey` is set), else the stored one. */
export function readTabGroup(groupId: string | undefined, queryKey: string | undefined): string | null {
  const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
  return fromQuery ?? (groupId ? localStore.get(storageKeys.tabGroup(groupId)) : null);
}

/** Records a choice: stored for the group and written to the address's query. */
export function chooseTabGroup(groupId: string | undefined, queryKey: string | undefined, value: string): void {
  if (queryKey) {
    const url = new URL(window.location.href);
    url.searchParams.set(queryKey, value);
    window.history.replaceState(window.history.state, '', url);
  }
  if (groupId) localStore.set(storageKeys.tabGroup(groupId), value);
}
