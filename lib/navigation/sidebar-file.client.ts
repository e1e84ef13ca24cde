import type { SidebarItem } from './types';

/** Format version of the sidebar file; the client ignores a file of another version. */
export const SIDEBAR_FILE_VERSION = 1;

/** The whole docs sidebar, as the prebuild step writes it for the client. */
export interface SidebarFile {
  version: number;
  items: SidebarItem[];
}

/** The sidebar file served from the site root for a docs plugin: `sidebar-{id}.json`. */
export function sidebarFileName(docsPluginId: string): string {
  return `sidebar-${docsPluginId}.json`;
}

/** The file's content for a sidebar tree: every category with its items (nothing pruned). */
export function toSidebarFile(items: SidebarItem[]): SidebarFile {
  return { version: SIDEBAR_FILE_VERSION, items };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A path on this site (not `//host`, `/\host`, or with tabs and newlines browsers drop). */
const isSitePath = (value: unknown): boolean => typeof value === 'string' && /^\/(?![/\\])[^\t\n\r]*$/.test(value);

/** Throws with the JSON path of the first item that is not a doc, link or category. */
function checkItems(items: unknown, at: string): void {
  if (!Array.isArray(items)) throw new Error(`${at}: expected an array`);
  items.forEach((item, i) => {
    const here = `${at}[${i}]`;
    if (!isObject(item) || typeof item.label !== 'string') throw new Error(`${here}: expected an item with a label`);
    if (item.type === 'doc' || item.type === 'link') {
      if (!isSitePath(item.href)) throw new Error(`${here}: expected an href on this site`);
      if (item.type === 'doc' && typeof item.id !== 'string') throw new Error(`${here}: expected a doc id`);
      return;
    }
    if (item.type !== 'category') throw new Error(`${here}: unknown type ${String(item.type)}`);
    if (typeof item.dir !== 'string' || typeof item.collapsible !== 'boolean' || typeof item.collapsed !== 'boolean')
      throw new Error(`${here}: expected a category with dir, collapsible and collapsed`);
    if (item.pruned !== undefined) throw new Error(`${here}: a pruned category in the sidebar file`);
    checkItems(item.items, `${here}.items`);
  });
}

/**
 * Checks a fetched sidebar file, so a truncated, stale-format or foreign file cannot crash the
 * sidebar. Throws with the first problem; the caller keeps the page's own (pruned) sidebar.
 */
export function parseSidebarFile(json: unknown): SidebarItem[] {
  if (!isObject(json)) throw new Error('expected a JSON object');
  if (json.version !== SIDEBAR_FILE_VERSION)
    throw new Error(`expected version ${SIDEBAR_FILE_VERSION}, got ${String(json.version)}`);
  checkItems(json.items, 'items');
  return json.items as SidebarItem[];
}
