import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../browser/storage';
import { preferredRoute, readPreferredVersion, savePreferredVersion } from './preferred-version.client';

/** A storage over a Map, as localStorage is. */
function memory(entries: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

describe('the preferred docs version', () => {
  it('is remembered per docs plugin', () => {
    const storage = memory();
    savePreferredVersion(storage, 'default', '3.2');
    savePreferredVersion(storage, 'sdk', 'current');
    expect(readPreferredVersion(storage, 'default', ['current', '3.2'])).toBe('3.2');
    expect(readPreferredVersion(storage, 'sdk', ['current', '3.2'])).toBe('current');
    expect(storage.map.get('docs-preferred-version-default')).toBe('3.2');
  });

  it('is none until chosen', () => {
    expect(readPreferredVersion(memory(), 'default', ['current', '3.2'])).toBeNull();
  });

  it('is cleared when the version no longer exists, so the reader gets the latest', () => {
    const storage = memory({ 'docs-preferred-version-default': '3.1' });
    expect(readPreferredVersion(storage, 'default', ['current', '3.2'])).toBeNull();
    expect(storage.map.has('docs-preferred-version-default')).toBe(false);
  });
});

describe('a docs link', () => {
  const versions = { pluginId: 'default', routes: { '3.2': '/docs/3.2/guide/start' } };

  it('leads to the preferred version while it exists', () => {
    const storage = memory({ 'docs-preferred-version-default': '3.2' });
    expect(preferredRoute(storage, '/docs/guide/start', versions)).toBe('/docs/3.2/guide/start');
  });

  it('leads to the latest version without a preference, for the current one, or for one that is gone', () => {
    expect(preferredRoute(memory(), '/docs/guide/start', versions)).toBe('/docs/guide/start');
    const current = memory({ 'docs-preferred-version-default': 'current' });
    expect(preferredRoute(current, '/docs/guide/start', versions)).toBe('/docs/guide/start');
    const gone = memory({ 'docs-preferred-version-default': '3.1' });
    expect(preferredRoute(gone, '/docs/guide/start', versions)).toBe('/docs/guide/start');
    expect(gone.map.size).toBe(0);
  });

  it('is left alone on a single-version site', () => {
    const storage = memory({ 'docs-preferred-version-default': '3.2' });
    expect(preferredRoute(storage, '/docs/guide/start', undefined)).toBe('/docs/guide/start');
  });
});
