import type { SidebarCategory, SidebarItem } from './types';
import { containsHref, flattenDocs } from './walk.client';

/**
 * The sidebar as the page at `href` renders it. Every page carrying the whole sidebar makes each
 * page's HTML grow with the number of pages, and the site's output with its square; so a category
 * configured to start collapsed (`"collapsed": true`, collapsible) that does not hold the page
 * keeps its header only: its items are left out and `pruned` names its first page (linked in their
 * place, which works without JavaScript), how many pages it holds, and the sidebar file the client
 * loads them from when the reader opens it. Every other category keeps its items: those on the
 * page's path, and all of them on a site without collapsed categories, which renders as before.
 */
export function pruneSidebar(items: SidebarItem[], href: string, source: string): SidebarItem[] {
  return items.map((item) => (item.type === 'category' ? pruneCategory(item, href, source) : item));
}

function pruneCategory(category: SidebarCategory, href: string, source: string): SidebarCategory {
  const first = firstLink(category.items);
  if (category.collapsed && category.collapsible && first && !containsHref(category, href)) {
    return { ...category, items: [], pruned: { first, pages: flattenDocs(category.items).length, source } };
  }
  return { ...category, items: pruneSidebar(category.items, href, source) };
}

/** The first doc or link of a list, at any depth: where a pruned category's header leads. */
function firstLink(items: SidebarItem[]): { label: string; href: string } | undefined {
  for (const item of items) {
    if (item.type !== 'category') return { label: item.label, href: item.href };
    const inner = item.pruned?.first ?? firstLink(item.items);
    if (inner) return inner;
  }
  return undefined;
}

/** The category of a tree with this folder, at any depth. */
export function findCategory(items: SidebarItem[], dir: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.dir === dir) return item;
    if (dir.startsWith(`${item.dir}/`)) return findCategory(item.items, dir);
  }
  return undefined;
}
