import { siteConfig } from '../config/site';
import { resolveNavbarItems, type ResolvedNavbarItem } from '../config/navbar';
import { loadPosts } from '../blog/load';
import type { PostEntry } from '../blog/types';
import { buildSidebar } from '../navigation/tree';
import type { SidebarItem } from '../navigation/types';
import { loadDocs, loadMetaFiles, loadPages } from './load';
import type { DocEntry, MetaEntry, PageEntry } from './types';

// Content is read once per process: the build renders every page from the same snapshot.
let cache: { docs: DocEntry[]; metas: MetaEntry[]; pages: PageEntry[]; posts: PostEntry[]; sidebar: SidebarItem[] } | undefined;

function load() {
  if (!cache) {
    const options = { basePath: siteConfig.docs.routeBasePath };
    const docs = loadDocs(options);
    const metas = loadMetaFiles(options);
    cache = { docs, metas, pages: loadPages(options), posts: loadPosts(), sidebar: buildSidebar(docs, metas) };
  }
  return cache;
}

/** All docs of this build (drafts only in development). */
export function getDocs(): DocEntry[] {
  return load().docs;
}

/** One doc by id, or undefined. */
export function getDoc(id: string): DocEntry | undefined {
  return load().docs.find((doc) => doc.id === id);
}

/** The standalone pages. */
export function getPages(): PageEntry[] {
  return load().pages;
}

/** One standalone page by slug. */
export function getPage(slug: string): PageEntry | undefined {
  return load().pages.find((page) => page.slug === slug);
}

/** The blog posts, newest first (drafts only in development). */
export function getPosts(): PostEntry[] {
  return load().posts;
}

/** One post by slug. */
export function getPost(slug: string): PostEntry | undefined {
  return load().posts.find((post) => post.slug === slug);
}

/** The docs sidebar (tutorialSidebar). */
export function getSidebar(): SidebarItem[] {
  return load().sidebar;
}

let fileRoutes: Map<string, string> | undefined;
let navbarItems: ResolvedNavbarItem[] | undefined;

/** Doc file path → route, to turn links to markdown files into page links (built once). */
export function getFileRoutes(): Map<string, string> {
  fileRoutes ??= new Map(getDocs().map((doc) => [doc.filePath, doc.href]));
  return fileRoutes;
}

/** The navbar items with doc ids resolved to routes (fails on unknown ids, naming the known ones). */
export function getNavbarItems(): ResolvedNavbarItem[] {
  navbarItems ??= resolveNavbarItems(siteConfig.navbar.items, {
    docs: new Map(getDocs().map((doc) => [doc.id, doc.href])),
    sidebars: new Map([[siteConfig.docs.sidebarId, getSidebar()]]),
  });
  return navbarItems;
}
