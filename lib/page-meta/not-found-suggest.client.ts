/**
 * The pages a 404 suggests for a mistyped or moved address, ranked in the browser from the site's
 * routes: first paths whose segments differ by a small edit distance (a typo, a folder added or
 * dropped), then pages the site search finds for the path's words.
 */
import { editDistance } from '../utils/edit-distance.client';

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 5;
/** Cost of a route segment the address lacks (`/docs/profiles-api` for `/docs/acme-profiles/profiles-api`). */
const SKIPPED_ROUTE_SEGMENT = 1;
/** Cost of an address segment the route lacks (a folder that was removed). */
const DROPPED_SEGMENT = 2;
/** Words of a path that say where, not what: never searched. */
const SECTION_WORDS = new Set(['docs', 'api', 'blog', 'tags', 'page', 'html', 'index']);

/** The address's path, lowercase, decoded, without `.html`, a trailing slash or an empty segment. */
export function pathSegments(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Malformed escapes: compare the raw text.
  }
  return decoded
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\.html?$/, '')
    .split('/')
    .filter(Boolean);
}

/** The typos a path segment tolerates: none up to 2 letters, 1 up to 5, 2 up to 10, then 3. */
function segmentBudget(segment: string): number {
  if (segment.length <= 2) return 0;
  if (segment.length <= 5) return 1;
  return segment.length <= 10 ? 2 : 3;
}

/** Edit distance of two segments within the address segment's budget, or Infinity. */
function segmentCost(wanted: string, actual: string): number {
  const budget = segmentBudget(wanted);
  const distance = wanted === actual ? 0 : editDistance(wanted, actual, budget);
  return distance > budget ? Number.POSITIVE_INFINITY : distance;
}

/** Cheapest alignment of two segment lists: matches within budget, skipped route and dropped address segments. */
function alignCost(wanted: readonly string[], route: readonly string[]): number {
  let prev = route.map((_, j) => (j + 1) * SKIPPED_ROUTE_SEGMENT);
  prev.unshift(0);
  for (let i = 1; i <= wanted.length; i++) {
    const row = [i * DROPPED_SEGMENT];
    for (let j = 1; j <= route.length; j++)
      row.push(
        Math.min(
          prev[j - 1] + segmentCost(wanted[i - 1], route[j - 1]),
          row[j - 1] + SKIPPED_ROUTE_SEGMENT,
          prev[j] + DROPPED_SEGMENT,
        ),
      );
    prev = row;
  }
  return prev[route.length];
}

/**
 * How far a route is from the address: the last address segment (the page's name) must match a
 * route segment within its typo budget; the rest aligns as cheaply as it can. Infinity for no match.
 */
export function routeDistance(wanted: readonly string[], route: readonly string[]): number {
  const last = wanted.at(-1);
  if (last === undefined) return Number.POSITIVE_INFINITY;
  let best = Number.POSITIVE_INFINITY;
  route.forEach((segment, k) => {
    const own = segmentCost(last, segment);
    if (own === Number.POSITIVE_INFINITY) return;
    const trailing = (route.length - 1 - k) * SKIPPED_ROUTE_SEGMENT;
    best = Math.min(best, alignCost(wanted.slice(0, -1), route.slice(0, k)) + own + trailing);
  });
  return best;
}

/** The routes closest to an address, nearest first (site order among equals), at most `limit`. */
export function closestRoutes(pathname: string, routes: readonly string[], limit = MAX_SUGGESTIONS): string[] {
  const wanted = pathSegments(pathname);
  if (wanted.length === 0) return [];
  return routes
    .map((route, index) => ({ route, index, cost: routeDistance(wanted, pathSegments(route)) }))
    .filter((r) => r.cost < Number.POSITIVE_INFINITY && r.route !== pathname)
    .sort((a, b) => a.cost - b.cost || a.index - b.index)
    .slice(0, limit)
    .map((r) => r.route);
}

/** The words of an address worth searching for (`/docs/sdk/custom_login-page` → `custom login`). */
export function pathQuery(pathname: string): string {
  const words = pathSegments(pathname)
    .flatMap((segment) => segment.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3 && !SECTION_WORDS.has(word));
  return [...new Set(words)].join(' ');
}

/** The close routes first, then the search's pages (without their anchors), no repeats, at most `limit`. */
export function mergeSuggestions(close: readonly string[], searched: readonly string[], limit = MAX_SUGGESTIONS) {
  const pages = searched.map((url) => url.replace(/[?#].*$/, ''));
  return [...new Set([...close, ...pages])].slice(0, limit);
}
