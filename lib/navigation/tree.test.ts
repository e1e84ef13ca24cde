import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocs, loadMetaFiles } from '../content/load';
import { buildSidebar, titleFromDir } from './tree';
import { findBreadcrumbs, findCategoryPath, findNeighbours, firstDoc, flattenDocs } from './walk.client';

const root = path.join(import.meta.dirname, '../content/__fixtures__/site');
const tree = buildSidebar(loadDocs({ root, includeDrafts: false }), loadMetaFiles({ root }));

describe('buildSidebar', () => {
  it('turns folders into categories ordered by position, then label', () => {
    expect(tree).toEqual([
      {
        type: 'category',
        label: 'Guide',
        dir: 'guide',
        collapsible: true,
        collapsed: false,
        items: [
          { type: 'doc', id: 'guide/start', label: 'Start here', href: '/docs/guide/start' },
          { type: 'doc', id: 'guide/usage', label: 'Usage', href: '/docs/guide/usage' },
          {
            type: 'category',
            label: 'Advanced',
            dir: 'guide/advanced',
            collapsible: true,
            collapsed: false,
            items: [
              { type: 'doc', id: 'guide/advanced/alpha', label: 'Alpha', href: '/docs/guide/advanced/alpha' },
              { type: 'doc', id: 'guide/advanced/zeta', label: 'Zeta', href: '/docs/guide/advanced/zeta' },
            ],
          },
        ],
      },
      { type: 'doc', id: 'top', label: 'Top level', href: '/docs/top' },
    ]);
  });

  it('leaves drafts out of the sidebar', () => {
    expect(flattenDocs(tree).map((d) => d.id)).not.toContain('guide/secret');
  });

  it('labels folders without meta from their name', () => {
    expect(titleFromDir('experience-sdk/overriding-components')).toBe('Overriding components');
  });
});

describe('walking the sidebar', () => {
  it('finds previous and next docs across category boundaries', () => {
    expect(findNeighbours(tree, '/docs/guide/usage')).toMatchObject({
      previous: { id: 'guide/start' },
      next: { id: 'guide/advanced/alpha' },
    });
    expect(findNeighbours(tree, '/docs/guide/start').previous).toBeUndefined();
    expect(findNeighbours(tree, '/docs/top').next).toBeUndefined();
    expect(findNeighbours(tree, '/docs/missing')).toEqual({});
  });

  it('builds breadcrumbs with category links', () => {
    expect(findBreadcrumbs(tree, '/docs/guide/advanced/zeta')).toEqual([
      { label: 'Guide', href: '/docs/guide/start' },
      { label: 'Advanced', href: '/docs/guide/advanced/alpha' },
      { label: 'Zeta' },
    ]);
    expect(findBreadcrumbs(tree, '/docs/top')).toEqual([{ label: 'Top level' }]);
  });

  it('finds the categories to open for a page', () => {
    expect(findCategoryPath(tree, '/docs/guide/advanced/alpha').map((c) => c.dir)).toEqual(['guide', 'guide/advanced']);
    expect(findCategoryPath(tree, '/docs/top')).toEqual([]);
    expect(firstDoc(tree)?.id).toBe('guide/start');
  });
});
