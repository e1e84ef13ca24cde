import { describe, expect, it } from 'vitest';
import { sameDocIn, type VersionPages, versionLinks, versionOfRoute } from './map';

const current: VersionPages = {
  name: 'current',
  label: 'Next',
  hrefs: new Map([
    ['guide/start', '/docs/guide/start'],
    ['guide/new', '/docs/guide/new'],
  ]),
  first: '/docs/guide/start',
};
const old: VersionPages = {
  name: '3.2',
  label: '3.2',
  hrefs: new Map([
    ['guide/start', '/docs/3.2/guide/start'],
    ['guide/gone', '/docs/3.2/guide/gone'],
  ]),
  first: '/docs/3.2/guide/start',
};

describe('the same page in another version', () => {
  it('is that version page of the same doc id', () => {
    expect(sameDocIn(old, 'guide/start')).toBe('/docs/3.2/guide/start');
    expect(sameDocIn(current, 'guide/new')).toBe('/docs/guide/new');
  });

  it("is the version's first page when the doc does not exist there", () => {
    expect(sameDocIn(old, 'guide/new')).toBe('/docs/3.2/guide/start');
    expect(sameDocIn(current, 'guide/gone')).toBe('/docs/guide/start');
  });

  it('gives every version an entry, in order', () => {
    expect(versionLinks([current, old], 'guide/new')).toEqual([
      { name: 'current', label: 'Next', href: '/docs/guide/new' },
      { name: '3.2', label: '3.2', href: '/docs/3.2/guide/start' },
    ]);
  });
});

describe('versionOfRoute', () => {
  it('reads the version from the first segment after the docs base', () => {
    expect(versionOfRoute('/docs/3.2/guide/start', 'docs', ['3.2'])).toBe('3.2');
    expect(versionOfRoute('/docs/3.2', 'docs', ['3.2'])).toBe('3.2');
    expect(versionOfRoute('/docs/guide/start', 'docs', ['3.2'])).toBe('current');
    expect(versionOfRoute('/docs', 'docs', ['3.2'])).toBe('current');
    expect(versionOfRoute('/docs/3.21/x', 'docs', ['3.2'])).toBe('current');
  });

  it('is undefined outside the docs', () => {
    expect(versionOfRoute('/api/3.2/content', 'docs', ['3.2'])).toBeUndefined();
    expect(versionOfRoute('/docsy', 'docs', ['3.2'])).toBeUndefined();
  });
});
