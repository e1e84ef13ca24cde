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
  items: SidebarItem[];
}

/** A link to any other URL. */
export interface SidebarLink {
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
