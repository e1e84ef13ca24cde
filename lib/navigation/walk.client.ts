import type { Crumb, SidebarCategory, SidebarDoc, SidebarItem } from './types';

/** Every doc of the tree in reading order (depth first). */
export function flattenDocs(items: SidebarItem[]): SidebarDoc[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item];
    if (item.type === 'category') return flattenDocs(item.items);
    return [];
  });
}

/** The docs before and after `href` in reading order. */
export function findNeighbours(items: SidebarItem[], href: string): { previous?: SidebarDoc; next?: SidebarDoc } {
  const docs = flattenDocs(items);
  const index = docs.findIndex((d) => d.href === href);
  if (index === -1) return {};
  return { previous: docs[index - 1], next: docs[index + 1] };
}

/** The categories that contain `href`, outermost first; empty when it is not in the tree. */
export function findCategoryPath(items: SidebarItem[], href: string): SidebarCategory[] {
  for (const item of items) {
    if (item.type === 'doc' && item.href === href) return [];
    if (item.type !== 'category') continue;
    if (containsHref(item, href)) return [item, ...findCategoryPath(item.items, href)];
  }
  return [];
}

/** Whether a category holds a doc with this href at any depth. */
export function containsHref(category: SidebarCategory, href: string): boolean {
  return flattenDocs(category.items).some((d) => d.href === href);
}

/** Breadcrumbs of a doc: its categories (linking to their first doc) and the doc itself. */
export function findBreadcrumbs(items: SidebarItem[], href: string): Crumb[] {
  const doc = flattenDocs(items).find((d) => d.href === href);
  if (!doc) return [];
  const categories = findCategoryPath(items, href).map((c) => ({
    label: c.label,
    href: flattenDocs(c.items)[0]?.href,
  }));
  return [...categories, { label: doc.label }];
}

/** The first doc of the tree, where a sidebar link leads. */
export function firstDoc(items: SidebarItem[]): SidebarDoc | undefined {
  return flattenDocs(items)[0];
}
