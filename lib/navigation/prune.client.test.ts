import { describe, expect, it } from 'vitest';
import { findCategory, pruneSidebar } from './prune.client';
import type { SidebarCategory, SidebarItem } from './types';
import { findBreadcrumbs, findCategoryPath, flattenDocs } from './walk.client';

const SOURCE = '/sidebar-default.json';
const doc = (id: string, label = id) => ({ type: 'doc' as const, id, label, href: `/docs/${id}` });
const category = (dir: string, items: SidebarItem[], options: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category',
  label: dir,
  dir,
  collapsible: true,
  collapsed: false,
  items,
  ...options,
});

// A large site: collapsed categories with a collapsed sub-category, beside an open one.
const tree: SidebarItem[] = [
  doc('start', 'Start'),
  category('open', [doc('open/a'), doc('open/b')]),
  category(
    'webhooks',
    [
      doc('webhooks/setup', 'Set up'),
      doc('webhooks/retries'),
      category('webhooks/advanced', [doc('webhooks/advanced/signing'), doc('webhooks/advanced/replay')], {
        collapsed: true,
      }),
    ],
    { collapsed: true },
  ),
  category(
    'billing',
    [
      category('billing/invoices', [doc('billing/invoices/list', 'List invoices')], { collapsed: true }),
      doc('billing/plans'),
    ],
    { collapsed: true },
  ),
  category('fixed', [doc('fixed/one')], { collapsed: true, collapsible: false }),
];

describe('pruneSidebar', () => {
  it('keeps only the header of collapsed categories off the page path, linking their first page', () => {
    const pruned = pruneSidebar(tree, '/docs/start', SOURCE);
    expect(pruned[2]).toEqual({
      ...tree[2],
      items: [],
      pruned: { first: { label: 'Set up', href: '/docs/webhooks/setup' }, pages: 4, source: SOURCE },
    });
    // The first page of a category may sit in a sub-category.
    expect((pruned[3] as SidebarCategory).pruned?.first).toEqual({
      label: 'List invoices',
      href: '/docs/billing/invoices/list',
    });
    expect(flattenDocs(pruned).map((d) => d.id)).toEqual(['start', 'open/a', 'open/b', 'fixed/one']);
  });

  it('expands every category on the page path, and prunes collapsed ones inside them', () => {
    const pruned = pruneSidebar(tree, '/docs/webhooks/retries', SOURCE);
    const webhooks = pruned[2] as SidebarCategory;
    expect(webhooks.pruned).toBeUndefined();
    expect(webhooks.items.map((i) => i.label)).toEqual(['Set up', 'webhooks/retries', 'webhooks/advanced']);
    expect((webhooks.items[2] as SidebarCategory).pruned?.pages).toBe(2);
    expect(findCategoryPath(pruned, '/docs/webhooks/retries').map((c) => c.dir)).toEqual(['webhooks']);
    // A page deep down keeps its whole path.
    const deep = pruneSidebar(tree, '/docs/webhooks/advanced/replay', SOURCE);
    expect(findCategoryPath(deep, '/docs/webhooks/advanced/replay').map((c) => c.dir)).toEqual([
      'webhooks',
      'webhooks/advanced',
    ]);
    expect(findBreadcrumbs(deep, '/docs/webhooks/advanced/replay')).toEqual(
      findBreadcrumbs(tree, '/docs/webhooks/advanced/replay'),
    );
  });

  it(
    'never prunes categories that start open or cannot collapse: ' +
      'a site without collapsed categories renders whole',
    () => {
      const pruned = pruneSidebar(tree, '/docs/start', SOURCE);
      expect(pruned[1]).toEqual(tree[1]);
      expect(pruned[4]).toEqual(tree[4]);
      const expand = (items: SidebarItem[]): SidebarItem[] =>
        items.map((item) =>
          item.type === 'category' ? { ...item, collapsed: false, items: expand(item.items) } : item,
        );
      const open = expand(tree);
      expect(pruneSidebar(open, '/docs/start', SOURCE)).toEqual(open);
    },
  );

  it('leaves the tree it was given unchanged', () => {
    const copy = structuredClone(tree);
    pruneSidebar(tree, '/docs/start', SOURCE);
    expect(tree).toEqual(copy);
  });

  it('renders a fixed number of links per page however many pages the pruned categories hold', () => {
    const big = (n: number) =>
      Array.from({ length: 50 }, (_, c) =>
        category(
          `c${c}`,
          Array.from({ length: n }, (_, i) => doc(`c${c}/p${i}`)),
          { collapsed: true },
        ),
      );
    const links = (n: number) => flattenDocs(pruneSidebar(big(n), '/docs/c7/p3', SOURCE)).length;
    expect(links(20)).toBe(20);
    expect(links(100)).toBe(100);
  });
});

describe('findCategory', () => {
  it('finds a category by folder at any depth', () => {
    expect(findCategory(tree, 'webhooks/advanced')?.items).toHaveLength(2);
    expect(findCategory(tree, 'billing')?.label).toBe('billing');
    expect(findCategory(tree, 'missing')).toBeUndefined();
    expect(findCategory(tree, 'webhooks/missing')).toBeUndefined();
  });
});
