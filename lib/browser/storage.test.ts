import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPreferredVersion, savePreferredVersion } from '../versions/preferred-version.client';
import { createStorage, ServerStorageError } from './storage';

/** A Map-backed Storage for tests. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('createStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws a clear error when used during server rendering', () => {
    const storage = createStorage(() => memoryStorage());
    expect(() => storage.get('theme')).toThrow(ServerStorageError);
    expect(() => storage.get('theme')).toThrow(/used during server rendering \(key "theme"\)/);
  });

  it('reads and writes through to the backend in the browser', () => {
    vi.stubGlobal('window', {});
    const backend = memoryStorage();
    const storage = createStorage(() => backend);
    storage.set('a', '1');
    expect(backend.getItem('a')).toBe('1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });

  it('works as a no-op with one warning when storage is blocked', () => {
    vi.stubGlobal('window', {});
    const warn = vi.fn();
    const storage = createStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, warn);
    storage.set('a', '1');
    expect(storage.get('a')).toBeNull();
    storage.remove('a');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/storage is unavailable/);
  });

  it('treats a backend whose writes throw (quota, private mode) as unavailable', () => {
    vi.stubGlobal('window', {});
    const warn = vi.fn();
    const backend = memoryStorage();
    backend.setItem = () => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    };
    const storage = createStorage(() => backend, warn);
    expect(storage.get('x')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('preferred docs version', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is remembered per docs plugin and kept while the version exists', () => {
    vi.stubGlobal('window', {});
    const storage = createStorage(() => memoryStorage());
    expect(readPreferredVersion(storage, 'default', ['current'])).toBeNull();
    savePreferredVersion(storage, 'default', 'current');
    expect(readPreferredVersion(storage, 'default', ['current'])).toBe('current');
    expect(readPreferredVersion(storage, 'other', ['current'])).toBeNull();
    expect(storage.get('docs-preferred-version-default')).toBe('current');
  });

  it('is cleared when the version no longer exists', () => {
    vi.stubGlobal('window', {});
    const storage = createStorage(() => memoryStorage());
    savePreferredVersion(storage, 'default', '2.x');
    expect(readPreferredVersion(storage, 'default', ['current'])).toBeNull();
    expect(storage.get('docs-preferred-version-default')).toBeNull();
  });
});
