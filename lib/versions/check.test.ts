import { describe, expect, it } from 'vitest';
import { crossVersionLinkErrors } from './check';

const context = {
  docsBase: 'docs',
  versions: ['3.2', '3.1'],
  apiIds: ['content', 'profiles'],
  pinned: new Map([
    ['3.2', ['3.2/content']],
    ['3.1', []],
  ]),
};
const source = (version: string, ...urls: string[]) => ({
  file: `content/versions/${version}/docs/a.mdx`,
  version,
  links: urls.map((url, i) => ({ url, line: 10 + i, column: 3 })),
});

describe('crossVersionLinkErrors', () => {
  it('accepts links within the version, to references it did not pin, and outside the docs', () => {
    expect(
      crossVersionLinkErrors(
        [source('3.2', '/docs/3.2/a', '/docs/3.2/b#x', '/api/3.2/content#op', '/api/profiles', '/blog', './b.mdx')],
        context,
      ),
    ).toEqual([]);
  });

  it('reports links to the current docs and to another version, naming file, line and column', () => {
    expect(crossVersionLinkErrors([source('3.2', '/docs/new', '/docs/3.1/a')], context)).toEqual([
      'content/versions/3.2/docs/a.mdx:10:3: link to /docs/new leads out of version 3.2 to the current docs ' +
        '(expected a page of 3.2, under /docs/3.2/)',
      'content/versions/3.2/docs/a.mdx:11:3: link to /docs/3.1/a leads out of version 3.2 to version 3.1 ' +
        '(expected a page of 3.2, under /docs/3.2/)',
    ]);
  });

  it('reports a link to the current copy of a reference the version pinned', () => {
    expect(crossVersionLinkErrors([source('3.2', '/api/content#op')], context)).toEqual([
      'content/versions/3.2/docs/a.mdx:10:3: link to /api/content#op leads to the current content reference ' +
        '(expected the one version 3.2 pinned, /api/3.2/content)',
    ]);
  });
});
