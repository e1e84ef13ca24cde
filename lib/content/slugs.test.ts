import { describe, expect, it } from 'vitest';
import { docIdToHref, filePathToId, stripTrailingSlash } from './slugs';

describe('slugs', () => {
  it.each([
    ['intro.mdx', 'intro'],
    ['a/b.md', 'a/b'],
    ['a/index.mdx', 'a'],
    ['index.mdx', ''],
    ['a\\b.mdx', 'a/b'],
  ])('filePathToId(%s) = %s', (file, id) => expect(filePathToId(file)).toBe(id));

  it('builds doc routes and strips trailing slashes', () => {
    expect(docIdToHref('a/b')).toBe('/docs/a/b');
    expect(docIdToHref('')).toBe('/docs');
    expect(stripTrailingSlash('/api/content/')).toBe('/api/content');
    expect(stripTrailingSlash('/')).toBe('/');
  });
});
