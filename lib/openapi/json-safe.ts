/** Limits that keep example data small and serializable. */
const MAX_DEPTH = 40;

/**
 * A JSON-safe copy of example data: cycles become "[circular]", functions and undefined are
 * dropped, Dates become strings. Examples are data, so `$ref` keys inside them stay as they are.
 */
export function jsonSafe(value: unknown, seen: WeakSet<object> = new WeakSet(), depth = 0): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return undefined;
  if (seen.has(value) || depth > MAX_DEPTH) return '[circular]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => jsonSafe(item, seen, depth + 1) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const safe = jsonSafe(item, seen, depth + 1);
      if (safe !== undefined) out[key] = safe;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
