/** The subset of the Web Storage API the site uses. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Thrown when storage is used while rendering on the server, where there is no browser storage. */
export class ServerStorageError extends Error {
  constructor(key: string) {
    super(
      `Browser storage was used during server rendering (key "${key}"). ` +
        'Read it in an effect or an event handler instead.',
    );
    this.name = 'ServerStorageError';
  }
}

const noop: KeyValueStorage = { get: () => null, set: () => {}, remove: () => {} };

/** Probes a storage backend by writing and removing a key; false when blocked, full or missing. */
function works(backend: Storage | undefined): backend is Storage {
  if (!backend) return false;
  const probe = '__storage_probe__';
  backend.setItem(probe, probe);
  backend.removeItem(probe);
  return true;
}

/**
 * Wraps localStorage (or another backend). Where it is unavailable (blocked, private mode, quota)
 * it logs one warning and behaves as an empty no-op storage. Used on the server, it throws.
 */
export function createStorage(
  getBackend: () => Storage | undefined,
  warn: (message: string) => void = console.warn,
): KeyValueStorage {
  let resolved: KeyValueStorage | undefined;
  const resolve = (key: string): KeyValueStorage => {
    if (typeof window === 'undefined') throw new ServerStorageError(key);
    if (resolved) return resolved;
    try {
      const backend = getBackend();
      if (works(backend)) resolved = wrap(backend);
    } catch {
      // Access itself can throw (SecurityError when storage is blocked).
    }
    if (!resolved) {
      warn('Browser storage is unavailable (blocked, private mode or full): preferences will not be remembered.');
      resolved = noop;
    }
    return resolved;
  };
  return {
    get: (key) => resolve(key).get(key),
    set: (key, value) => resolve(key).set(key, value),
    remove: (key) => resolve(key).remove(key),
  };
}

/** Adapts a Storage, turning write failures (quota) into no-ops. */
function wrap(backend: Storage): KeyValueStorage {
  return {
    get: (key) => backend.getItem(key),
    set: (key, value) => {
      try {
        backend.setItem(key, value);
      } catch {
        // Quota exceeded: the preference is not kept, the page goes on.
      }
    },
    remove: (key) => backend.removeItem(key),
  };
}

/** The site's localStorage wrapper. */
export const localStore = createStorage(() => window.localStorage);

/** The site's sessionStorage wrapper (same fallbacks). */
export const sessionStore = createStorage(() => window.sessionStorage);

/** Storage keys the site uses, in one place. */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  chunkReloaded: 'chunk-reload-attempted',
  tabGroup: (groupId: string) => `docusaurus.tab.${groupId}`,
  /** The example chosen on one reference page (components/openapi/enhancer/use-example-tabs.ts). */
  apiExample: (pathname: string) => `api-example:${pathname.replace(/\/+$/, '') || '/'}`,
} as const;
