import type { DocEntry, MetaEntry } from '../content/types';
import type { SidebarCategory, SidebarItem } from './types';

interface Positioned {
  item: SidebarItem;
  position: number;
}

/** Builds the sidebar tree from docs and folder meta files: folders become categories. */
export function buildSidebar(docs: DocEntry[], metas: MetaEntry[]): SidebarItem[] {
  const metaByDir = new Map(metas.map((m) => [m.dir, m.meta]));
  return buildLevel('', docs, metaByDir);
}

/** Builds the items directly inside one folder, sorted by position then label. */
function buildLevel(dir: string, docs: DocEntry[], metaByDir: Map<string, MetaEntry['meta']>): SidebarItem[] {
  const entries: Positioned[] = [];
  for (const doc of docs.filter((d) => d.dir === dir)) {
    const label = doc.frontmatter.sidebar_label ?? doc.frontmatter.title;
    entries.push({
      item: { type: 'doc', id: doc.id, label, href: doc.href },
      position: doc.frontmatter.sidebar_position ?? Infinity,
    });
  }
  for (const child of childDirs(dir, docs)) {
    const items = buildLevel(child, docs, metaByDir);
    if (items.length === 0) continue;
    const meta = metaByDir.get(child);
    const category: SidebarCategory = {
      type: 'category',
      label: meta?.label ?? titleFromDir(child),
      dir: child,
      collapsible: meta?.collapsible ?? true,
      collapsed: meta?.collapsed ?? false,
      items,
    };
    entries.push({ item: category, position: meta?.position ?? Infinity });
  }
  return entries.sort(compareEntries).map((e) => e.item);
}

/** Orders by position, then label, so the order never depends on the file system. */
function compareEntries(a: Positioned, b: Positioned): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.item.label.localeCompare(b.item.label, 'en');
}

/** The immediate subfolders of `dir` that contain docs at any depth. */
function childDirs(dir: string, docs: DocEntry[]): string[] {
  const prefix = dir ? `${dir}/` : '';
  const children = new Set<string>();
  for (const doc of docs) {
    if (!doc.dir.startsWith(prefix) || doc.dir === dir) continue;
    const next = doc.dir.slice(prefix.length).split('/')[0];
    children.add(prefix + next);
  }
  return [...children];
}

/** A readable label for a folder without meta: `overriding-components` → `Overriding components`. */
export function titleFromDir(dir: string): string {
  const name = dir.split('/').pop() ?? dir;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
