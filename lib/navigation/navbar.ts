import type { NavbarItem } from '../config/schema';
import { ContentError } from '../utils/errors';
import type { SidebarItem } from './types';
import { firstDoc } from './walk.client';

/** A navbar item ready to render. */
export type ResolvedNavbarItem =
  | {
      kind: 'link';
      label: string;
      href: string;
      external: boolean;
      position: 'left' | 'right';
      docsPrefix?: string;
      /** A doc link's route in each cut docs version (where it leads when the reader prefers one). */
      versions?: { pluginId: string; routes: Record<string, string> };
    }
  | { kind: 'search' | 'localeDropdown' | 'docsVersionDropdown'; position: 'left' | 'right' };

export interface NavbarContext {
  /** Doc id → route. */
  docs: Map<string, string>;
  /** Sidebar id → tree. */
  sidebars: Map<string, SidebarItem[]>;
  configFile?: string;
}

/** Turns configured navbar items into links; unknown doc or sidebar ids fail, naming the known ones. */
export function resolveNavbarItems(items: NavbarItem[], ctx: NavbarContext): ResolvedNavbarItem[] {
  const file = ctx.configFile ?? 'content/site.config.json';
  return items.map((item, index) => {
    const where = `navbar.items[${index}]`;
    switch (item.type) {
      case 'doc': {
        const href = ctx.docs.get(item.docId);
        if (!href)
          throw new ContentError(file, [
            `${where}: unknown doc id "${item.docId}". Available doc ids: ${[...ctx.docs.keys()].join(', ')}`,
          ]);
        return {
          kind: 'link',
          label: item.label,
          href,
          external: false,
          position: item.position,
          docsPrefix: docSection(href),
        };
      }
      case 'docSidebar': {
        const tree = ctx.sidebars.get(item.sidebarId);
        if (!tree)
          throw new ContentError(file, [
            `${where}: unknown sidebar id "${item.sidebarId}". ` +
              `Available sidebar ids: ${[...ctx.sidebars.keys()].join(', ')}`,
          ]);
        const doc = firstDoc(tree);
        if (!doc) throw new ContentError(file, [`${where}: sidebar "${item.sidebarId}" has no docs`]);
        return { kind: 'link', label: item.label, href: doc.href, external: false, position: item.position };
      }
      case 'link':
        return {
          kind: 'link',
          label: item.label,
          href: (item.to ?? item.href)!,
          external: Boolean(item.href),
          position: item.position,
        };
      default:
        return { kind: item.type, position: item.position };
    }
  });
}

/** The docs section a doc belongs to (`/docs/acme-profiles`), so the item is active on all its pages. */
function docSection(href: string): string {
  return href.split('/').slice(0, 3).join('/');
}
