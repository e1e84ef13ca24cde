/** A link to one doc page. */
export interface SidebarDoc {
  type: 'doc';
  /** Doc id, e.g. `experience-sdk/intro`. */
  id: string;
  label: string;
  href: string;
}

/** A folder of docs; never hidden, collapsible unless its meta says otherwise. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Folder under content/docs, used as a stable key. */
  dir: string;
  collapsible: boolean;
  /** Initial state when the current page is not inside it. */
  collapsed: boolean;
  /** Empty when `pruned` is set. */
  items: SidebarItem[];
  /** Set when the items were left out of a page's HTML (see pruneSidebar): they load on opening. */
  pruned?: PrunedItems;
}

/** What a page keeps of a category whose items it left out. */
export interface PrunedItems {
  /** The category's first page: a link to it stands in for the items, so it works without JavaScript. */
  first: { label: string; href: string };
  /** How many pages the category holds at any depth. */
  pages: number;
  /** The sidebar file to load the items from (`/sidebar-{docs plugin id}.json`). */
  source: string;
}

/** A link to any other URL. */
interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

export type SidebarItem = SidebarDoc | SidebarCategory | SidebarLink;

/** One level of the breadcrumb trail. */
export interface Crumb {
  label: string;
  href?: string;
}
