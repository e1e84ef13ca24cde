/**
 * The main page of a split reference carries a JSON map from each anchor that moved to another page
 * (`#operationId`, `#schema-…`) to that page, so an old `/api/<id>#<anchor>` link still lands on its
 * target: the fragment never reaches the server, so the browser forwards it. No imports: the
 * reference's client code reads it.
 */

/** Marks the `<script type="application/json">` element that holds the map. */
export const PAGE_MAP_ATTRIBUTE = 'data-api-page-map';

/**
 * Where an anchor that is not on this page now lives (`/api/stripe/charges#PostCharges`), from the
 * map's JSON text; undefined when the map does not know it or cannot be read.
 */
export function movedAnchorUrl(mapText: string | null | undefined, anchor: string): string | undefined {
  if (!mapText || !anchor) return undefined;
  try {
    const map = JSON.parse(mapText) as unknown;
    const page = map && typeof map === 'object' ? (map as Record<string, unknown>)[anchor] : undefined;
    return typeof page === 'string' && /^\/(?!\/)/.test(page) ? `${page}#${encodeURIComponent(anchor)}` : undefined;
  } catch {
    return undefined;
  }
}
