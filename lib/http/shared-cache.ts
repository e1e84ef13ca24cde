/**
 * An in-memory shared HTTP cache, as a CDN in front of the site would be: it keeps the responses
 * the origin marks as shareable (`Cache-Control: s-maxage`, or `public` with `max-age`) for as long
 * as they say, one copy per variant named by `Vary` (Accept-Encoding, Next's RSC headers), and
 * evicts the least recently used entries beyond a byte budget. It keeps the bytes exactly as sent,
 * so a page is compressed once instead of on every request. Pure logic: the HTTP glue is in
 * cached-handler.ts.
 *
 * Next marks every prerendered page `s-maxage=31536000` and build assets `immutable`; 404 pages,
 * redirects and anything `private`, `no-store`, `no-cache` or with Set-Cookie are never stored.
 */

export type HeaderValue = string | string[] | number | undefined;
export type Headers = Record<string, HeaderValue>;

export interface CachedResponse {
  status: number;
  /** Response headers as sent (lowercase names), without hop-by-hop ones. */
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** When it was stored and until when it is fresh (ms since the epoch). */
  storedAt: number;
  expiresAt: number;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** Headers that describe one connection, not the response: never stored or replayed. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'proxy-connection',
  'upgrade',
  'x-cache',
  'age',
]);

/** Every comma-separated directive of Cache-Control, lowercased, with its value if any. */
export function parseCacheControl(value: HeaderValue): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
  for (const part of text.split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (!name) continue;
    directives.set(name.toLowerCase(), rest.length ? rest.join('=').trim().replace(/^"|"$/g, '') : true);
  }
  return directives;
}

const seconds = (value: string | true | undefined) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;

/**
 * How long (seconds) a shared cache may keep this response, or 0 when it must not store it:
 * only 200s, with s-maxage (or public max-age) above 0, and nothing that makes it per-user.
 */
export function sharedLifetime(status: number, headers: Headers): number {
  if (status !== 200) return 0;
  if (headers['set-cookie'] !== undefined) return 0;
  if (String(headers.vary ?? '').includes('*')) return 0;
  const cc = parseCacheControl(headers['cache-control']);
  if (cc.has('no-store') || cc.has('private') || cc.has('no-cache')) return 0;
  const shared = seconds(cc.get('s-maxage'));
  if (shared !== undefined) return shared;
  const max = seconds(cc.get('max-age'));
  return max !== undefined && (cc.has('public') || cc.has('immutable')) ? max : 0;
}

/** The request headers a response varies on, lowercased, in order (empty when it does not vary). */
export function varyNames(headers: Headers): string[] {
  const vary = headers.vary;
  const text = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** The key of one variant: the request's values of the headers the response varies on. */
export function variantKey(names: string[], request: Headers): string {
  return names.map((name) => `${name}=${String(request[name] ?? '').trim()}`).join('\n');
}

/** Whether a request may be answered from (or stored in) the cache at all. */
export function isCacheableRequest(method: string | undefined, request: Headers): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // Partial content and credentials are the origin's business; no-cache asks for a fresh answer.
  if (request.range !== undefined || request.authorization !== undefined) return false;
  return !parseCacheControl(request['cache-control']).has('no-cache');
}

/** The response headers worth replaying: lowercase names, hop-by-hop and undefined ones dropped. */
export function storableHeaders(headers: Headers): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower)) continue;
    kept[lower] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}

/** Whether the request's If-None-Match names the stored ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: HeaderValue, etag: HeaderValue): boolean {
  if (ifNoneMatch === undefined || etag === undefined) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = String(ifNoneMatch).split(',').map(strip);
  return wanted.includes('*') || wanted.includes(strip(String(etag)));
}

/**
 * How long a response may be kept: sharedLifetime, or a policy that knows more about the origin
 * (see staticNotFoundLifetime).
 */
export type LifetimePolicy = (status: number, headers: Headers) => number;

/**
 * Negative caching for a fully prerendered site: Next marks its 404 page `no-store` (a page could
 * appear later in apps that render on demand), but here every route is prerendered and unknown
 * paths stay unknown until the next deploy. A 404 that Next served from its prerendered not-found
 * page (`x-nextjs-prerender`) is kept for a few minutes, as CDNs keep 404s, and replayed with the
 * origin's own headers, so browsers and caches downstream still see `no-store`.
 */
export const NOT_FOUND_SECONDS = 300;
export function staticNotFoundLifetime(status: number, headers: Headers): number {
  return status === 404 && headers['x-nextjs-prerender'] !== undefined && headers['set-cookie'] === undefined
    ? NOT_FOUND_SECONDS
    : 0;
}

/** For a site whose every route is prerendered: what sharedLifetime keeps, plus the static 404s. */
export const staticSiteLifetime: LifetimePolicy = (status, headers) =>
  sharedLifetime(status, headers) || staticNotFoundLifetime(status, headers);

export class SharedCache {
  /** URL → the request headers its responses vary on (learned from the first stored response). */
  private readonly vary = new Map<string, string[]>();
  /** URL + variant key → response; Map order is recency (oldest first). */
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  /** Stored responses that are not 200s: bounded, so random unknown URLs cannot evict the pages. */
  private negative = 0;

  /**
   * @param maxBytes total body bytes kept; the least recently used entries go first
   * @param maxEntryBytes larger responses are passed through, never stored
   * @param lifetime which responses may be kept, and for how long (seconds)
   * @param maxNegativeEntries most non-200 responses kept at once
   */
  constructor(
    readonly maxBytes = 64 * 1024 * 1024,
    readonly maxEntryBytes = 8 * 1024 * 1024,
    private readonly lifetime: LifetimePolicy = sharedLifetime,
    readonly maxNegativeEntries = 500,
  ) {}

  private key(url: string, request: Headers): string | undefined {
    const names = this.vary.get(url);
    return names === undefined ? undefined : `${url}\0${variantKey(names, request)}`;
  }

  /** The fresh stored response for this request, or undefined (a miss). */
  get(url: string, request: Headers, now = Date.now()): CachedResponse | undefined {
    const key = this.key(url, request);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      if (entry) this.remove(key!);
      this.misses++;
      return undefined;
    }
    // Most recently used goes last.
    this.entries.delete(key!);
    this.entries.set(key!, entry);
    this.hits++;
    return entry;
  }

  /** Stores the response when it is shareable and fits; returns whether it was stored. */
  put(url: string, request: Headers, status: number, headers: Headers, body: Buffer, now = Date.now()): boolean {
    const lifetime = this.lifetime(status, headers);
    if (!(lifetime > 0) || body.length > this.maxEntryBytes || body.length > this.maxBytes) return false;
    const length = headers['content-length'];
    if (length !== undefined && Number(length) !== body.length) return false; // incomplete body
    const names = varyNames(headers);
    if (names.includes('*')) return false;
    this.vary.set(url, names);
    const key = this.key(url, request)!;
    if (this.entries.has(key)) this.remove(key);
    if (status !== 200 && this.negative >= this.maxNegativeEntries) return false;
    this.entries.set(key, {
      status,
      headers: storableHeaders(headers),
      body,
      storedAt: now,
      expiresAt: now + lifetime * 1000,
    });
    this.bytes += body.length;
    if (status !== 200) this.negative++;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    if (entry.status !== 200) this.negative--;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}
