import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { PostEntry } from '../blog/types';
import type { PageEntry } from '../content/types';
import { type ResolvedNavbarItem, resolveNavbarItems } from '../navigation/navbar';
import type { SidebarItem } from '../navigation/types';
import { sameDocIn } from '../versions/map';
import { contentSignature } from './freshness';
import type { ContentGraph } from './graph';
import { loadContentGraph } from './graph-load';
import { type Site, siteOf } from './site';

/**
 * The site's content graph for the running app. A production build reads it once per process.
 * The development server reads it again whenever a file under content/ or openapi/ was saved,
 * added, renamed or deleted, so every reload shows the files as they are, drafts included.
 */

const development = process.env.NODE_ENV === 'development';
/**
 * `next build`'s workers (collect page data, prerender): they read the trees and references the
 * prebuild kept in .next/cache instead of parsing and validating them again, each of them
 * (lib/site/analysis-store.ts, lib/openapi/catalog-store.ts). Next sets NEXT_PHASE for the build;
 * `npm start` and `next dev` keep their graph in memory only.
 */
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
/** How long the development server trusts its last look at the files (one render asks many times). */
const RECHECK_MS = 50;

interface State {
  signature?: string;
  checkedAt: number;
  result?: { graph: ContentGraph } | { error: unknown };
  /** Counts the graphs read: a new number after each content change. */
  version: number;
  navbar?: { graph: ContentGraph; items: ResolvedNavbarItem[] };
}

// On globalThis: Next's development server loads this module once per bundle (pages, route
// handlers, …) and they must all see the same graph.
const KEY = Symbol.for('acme.content-graph');
const state: State = ((globalThis as Record<symbol, State>)[KEY] ??= { checkedAt: 0, version: 0 });

/** The content graph (fails with the content error that stops it from loading, naming the file). */
export function getContentGraph(): ContentGraph {
  if (development) refreshIfChanged();
  if (!state.result) {
    state.version += 1;
    try {
      // In development one broken file shows on its own page only (keepBroken), not on every page.
      state.result = {
        graph: loadContentGraph({ includeDrafts: development, keepBroken: development, buildCache: building }),
      };
    } catch (error) {
      state.result = { error };
    }
  }
  if ('error' in state.result) throw state.result.error;
  return state.result.graph;
}

/** Forgets the graph when the files changed since the last look. */
function refreshIfChanged() {
  const now = Date.now();
  if (now - state.checkedAt < RECHECK_MS && state.result) return;
  state.checkedAt = now;
  const signature = contentSignature(process.cwd());
  if (signature !== state.signature) {
    state.signature = signature;
    state.result = undefined;
  }
}

/** The site of the current graph (lib/site/site.ts): the one door to what is derived from it. */
export function getSite(): Site {
  return siteOf(getContentGraph());
}

/** Which read of the content this is: changes whenever the development server reads the files again. */
export function getContentVersion(): number {
  getContentGraph();
  return state.version;
}

/** The standalone pages. */
export function getPages(): PageEntry[] {
  return getContentGraph().pages;
}

/** One standalone page by slug. */
export function getPage(slug: string): PageEntry | undefined {
  return getPages().find((page) => page.slug === slug);
}

/** The blog posts, newest first (drafts only in development). */
export function getPosts(): PostEntry[] {
  return getContentGraph().posts;
}

/** One post by slug. */
export function getPost(slug: string): PostEntry | undefined {
  return getPosts().find((post) => post.slug === slug);
}

/** The docs sidebar (tutorialSidebar). */
export function getSidebar(): SidebarItem[] {
  return getContentGraph().sidebar;
}

/** Source file → route, to turn links to markdown files into page links. */
export function getFileRoutes(): Map<string, string> {
  return getContentGraph().fileRoutes;
}

/** The navbar items with doc ids resolved to routes (fails on unknown ids, naming the known ones). */
export function getNavbarItems(): ResolvedNavbarItem[] {
  const graph = getContentGraph();
  if (state.navbar?.graph !== graph) {
    const items = resolveNavbarItems(graph.config.navbar.items, {
      docs: new Map(graph.docs.map((doc) => [doc.id, doc.href])),
      sidebars: new Map([[graph.config.docs.sidebarId, graph.sidebar]]),
    });
    state.navbar = { graph, items: withVersionRoutes(graph, items) };
  }
  return state.navbar.items;
}

/** Each docs link of the navbar gets its route in every cut version (the same doc, else the version's first page). */
function withVersionRoutes(graph: ContentGraph, items: ResolvedNavbarItem[]): ResolvedNavbarItem[] {
  if (graph.versions.length === 0) return items;
  const ids = new Map(graph.docs.map((doc) => [doc.href, doc.id]));
  const cut = siteOf(graph).versionPages.filter((v) => graph.versions.some((c) => c.name === v.name));
  return items.map((item) => {
    const id = item.kind === 'link' && item.docsPrefix ? ids.get(item.href) : undefined;
    if (id === undefined) return item;
    const routes = Object.fromEntries(cut.map((v) => [v.name, sameDocIn(v, id)]));
    return { ...item, versions: { pluginId: graph.config.docs.pluginId, routes } };
  });
}
