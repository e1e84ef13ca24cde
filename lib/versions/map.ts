/**
 * The docs versions as the reader moves between them: for each version its doc ids and routes, and
 * the route of "the same page" in another version.
 */

/** One docs version's pages: "current" (today's URLs) or a cut one. */
export interface VersionPages {
  name: string;
  label: string;
  /** Doc id → route. */
  hrefs: Map<string, string>;
  /** Its first page: the default doc when it has one, else the first of its sidebar. */
  first: string;
}

/** The route of doc `id` in `version`, or that version's first page when it has no such doc. */
export const sameDocIn = (version: VersionPages, id: string): string => version.hrefs.get(id) ?? version.first;

/** For one doc id, where each version's entry of the dropdown leads. */
export function versionLinks(versions: VersionPages[], id: string): { name: string; label: string; href: string }[] {
  return versions.map((version) => ({ name: version.name, label: version.label, href: sameDocIn(version, id) }));
}

/**
 * Which version a docs route belongs to: the cut version named by its first segment after the
 * docs base (`/docs/3.2/a` → `3.2`), else "current". Undefined for a route outside the docs.
 */
export function versionOfRoute(route: string, docsBase: string, cut: readonly string[]): string | undefined {
  const prefix = `/${docsBase}`;
  if (route !== prefix && !route.startsWith(`${prefix}/`)) return undefined;
  const first = route.slice(prefix.length + 1).split('/')[0];
  return cut.includes(first) ? first : 'current';
}
