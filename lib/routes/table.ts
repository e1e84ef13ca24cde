import { stripTrailingSlash } from '../content/slugs';

/** A route the site serves, with the anchors known on it (null: not checked, e.g. assets). */
export interface RouteEntry {
  path: string;
  /** What produces the route, for duplicate warnings (a file or "app"). */
  source: string;
  anchors?: Iterable<string> | null;
}

export interface RouteTable {
  routes: Map<string, { source: string; anchors: Set<string> | null }>;
  /** One warning per route produced twice. */
  duplicates: string[];
}

/** Indexes routes by path and reports routes that two sources produce. */
export function buildRouteTable(entries: RouteEntry[]): RouteTable {
  const routes: RouteTable['routes'] = new Map();
  const duplicates: string[] = [];
  for (const entry of entries) {
    const path = stripTrailingSlash(entry.path);
    const existing = routes.get(path);
    if (existing) {
      duplicates.push(`duplicate route "${path}": produced by ${existing.source} and by ${entry.source}; the first one wins`);
      continue;
    }
    routes.set(path, { source: entry.source, anchors: entry.anchors ? new Set(entry.anchors) : null });
  }
  return { routes, duplicates };
}
