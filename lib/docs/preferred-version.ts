import { type KeyValueStorage, storageKeys } from '../storage/storage';

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
