import { type KeyValueStorage, storageKeys } from '../browser/storage';

/**
 * The reader's preferred docs version for one docs plugin: kept only while that version still
 * exists, otherwise cleared (a version removed from the config must not linger).
 */
export function readPreferredVersion(storage: KeyValueStorage, pluginId: string, versions: string[]): string | null {
  const key = storageKeys.preferredVersion(pluginId);
  const stored = storage.get(key);
  if (stored === null) return null;
  if (versions.includes(stored)) return stored;
  storage.remove(key);
  return null;
}

/** Remembers the preferred docs version of a docs plugin. */
export function savePreferredVersion(storage: KeyValueStorage, pluginId: string, version: string): void {
  storage.set(storageKeys.preferredVersion(pluginId), version);
}

/** A docs link's route in each cut docs version, and the docs plugin whose preference picks one. */
export interface VersionRoutes {
  pluginId: string;
  /** Version name → the link's route in that version. */
  routes: Record<string, string>;
}

/**
 * Where a docs link leads: its route in the reader's preferred version while that version exists,
 * else `href` (the latest version's).
 */
export function preferredRoute(storage: KeyValueStorage, href: string, versions: VersionRoutes | undefined): string {
  if (!versions) return href;
  const names = [...Object.keys(versions.routes), 'current'];
  const preferred = readPreferredVersion(storage, versions.pluginId, names);
  return (preferred && versions.routes[preferred]) || href;
}
