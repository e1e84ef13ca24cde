import { stripTrailingSlash } from '../content/slugs';

/**
 * A route the site serves, with the anchors known on it (null: not checked, e.g. assets). Anchors
 * may be given as a function: they are worked out only when a link asks for one of them.
 */
export interface RouteEntry {
  path: string;
  /** What produces the route, for duplicate warnings (a file or "app"). */
  source: string;
  anchors?: Iterable<string> | (() => Iterable<string>) | null;
}

interface RouteInfo {
  source: string;
  /** The anchors of the page, or null when they are not checked. */
  anchors(): Set<string> | null;
}

export interface RouteTable {
  routes: Map<string, RouteInfo>;
  /** One warning per route produced twice. */
  duplicates: string[];
}

/** The anchors of an entry, worked out once on first use. */
function lazyAnchors(anchors: RouteEntry['anchors']): () => Set<string> | null {
  if (!anchors) return () => null;
  let set: Set<string> | undefined;
  return () => (set ??= new Set(typeof anchors === 'function' ? anchors() : anchors));
}

/** Indexes routes by path and reports routes that two sources produce. */
export function buildRouteTable(entries: RouteEntry[]): RouteTable {
  const routes: RouteTable['routes'] = new Map();
  const duplicates: string[] = [];
  for (const entry of entries) {
    const path = stripTrailingSlash(entry.path);
    const existing = routes.get(path);
    if (existing) {
      duplicates.push(
        `duplicate route "${path}": produced by ${existing.source} and by ${entry.source}; the first one wins`,
      );
      continue;
    }
    routes.set(path, { source: entry.source, anchors: lazyAnchors(entry.anchors) });
  }
  return { routes, duplicates };
}
