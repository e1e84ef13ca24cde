/**
 * An in-memory shared HTTP cache, as a CDN in front of the site would be: it keeps the responses
 * the origin marks as shareable for as long as they say, one copy per variant named by `Vary`
 * (Accept-Encoding, Next's RSC headers), and keeps the bytes exactly as sent, so a page is
 * compressed once instead of on every request. Pure logic: the HTTP glue is in cached-handler.ts,
 * the design in README.md.
 *
 * - What may be stored, for how long and which variant answers a request: `http-cache-semantics`
 *   (a shared cache's view of RFC 9111), restricted to 200s, plus an explicit policy for the
 *   prerendered 404 page (staticNotFoundLifetime). Errors (4xx other than that 404, 5xx) never.
 * - Where: `lru-cache`, bounded by total bytes: the key, the stored headers, the request values
 *   the response varies on and a fixed overhead per entry count, not only the body. Each URL's
 *   list of Vary names is an entry of the same cache, so it is counted and evicted like the rest.
 * - The key: the path without the query string (the site's pages are prerendered and ignore it)
 *   and the coding the client is answered in (preferredEncoding: br, gzip or identity), so neither
 *   multiplies entries. A br variant is a copy this server made of a stored one (putCopy).
 * - Never a mixed variant: an RSC request (header `rsc: 1`) is only ever answered with an RSC
 *   payload (`text/x-component`) and a document request never with one, whatever Vary says.
 */
import { createHash } from 'node:crypto';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { preferredFormat } from './accept';
import { type ContentCoding, preferredEncoding } from './encoding';

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
  /** Stored responses (variants); Vary records are not counted here. */
  entries: number;
  /** Everything the cache holds, as counted against its budget: bodies, keys, headers, Vary data. */
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

/** Statuses that are never stored, whatever their headers say. */
const ERROR_STATUSES_NEVER_STORED = (status: number) => status >= 400 && status !== 404;

/** Bytes charged per entry beyond what it holds: the LRU's own slots, the objects, the policy. */
export const ENTRY_OVERHEAD_BYTES = 1024;
/** Longer URLs are passed through: a request line of 16 KB must not pin 16 KB. */
const MAX_URL_LENGTH = 2048;

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

/** The request headers a response varies on, lowercased, in order (empty when it does not vary). */
export function varyNames(headers: Headers): string[] {
  const vary = headers.vary;
  const text = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The value a variant is keyed on for one Vary name. Next varies its pages on its router headers,
 * but on a prerendered site only some of their values select a different answer, and a key holding
 * raw values let anyone flush the cache with made-up ones (115 requests did). Next reads `rsc` only
 * as `1`, the prefetch kind only as `1`-`3` and the segment only with a segment prefetch (kind
 * `1`; kinds 2 and 3 answer the whole payload whatever the segment says), and a prerendered
 * payload does not depend on the client's state tree (the same bytes for any tree; put() stores
 * only prerendered answers that vary on it). Any other header is keyed on its value.
 */
function keyedValue(name: string, request: Headers): string {
  const rsc = isRscRequest(request);
  const prefetch = rsc ? String(request['next-router-prefetch'] ?? '') : '';
  switch (name) {
    case 'rsc':
      return rsc ? '1' : '';
    case 'next-router-state-tree':
      return '';
    case 'next-router-prefetch':
      return ROUTER_PREFETCH_KINDS.has(prefetch) ? prefetch : '';
    case 'next-router-segment-prefetch':
      // Next reads the segment only on a segment prefetch (kind 1); kinds 2 and 3 answer the whole
      // payload whatever it says, so keying it there let made-up segments flush the cache.
      return prefetch === '1' ? String(request[name] ?? '').trim() : '';
    case 'accept-encoding':
      // Only the coding the client is answered in (encoding.ts): raw spellings would each make an entry.
      return preferredEncoding(request[name]);
    case 'accept':
      // Only the Markdown-or-HTML choice (markdown-negotiation.ts): raw values would let anyone flush the cache.
      return preferredFormat(request.accept);
    default:
      return String(request[name] ?? '').trim();
  }
}
const ROUTER_PREFETCH_KINDS = new Set(['1', '2', '3']);

/**
 * Whether Next answered from what the build prerendered, the same bytes for any state tree: a page
 * or its payload says `x-nextjs-prerender`; a route handler (the search manifest and shards, the
 * sidebar JSON) says only `x-nextjs-cache: HIT`, and never renders for a tree. Without the second,
 * every search shard went to Next on every request (20–140 ms each under load, no brotli copy).
 */
const isPrerendered = (headers: Headers) =>
  headers['x-nextjs-prerender'] !== undefined ||
  (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'HIT' && !isRscResponse(headers));
/** A request whose keyed values are longer is passed through: a key must not pin kilobytes per request. */
const MAX_VARIANT_VALUE_LENGTH = 512;

/** The key of one variant: the request's values of the headers the response varies on (keyedValue). */
export function variantKey(names: string[], request: Headers): string {
  return names.map((name) => `${name}=${keyedValue(name, request)}`).join('\n');
}

/** Whether a request's keyed values fit a key (MAX_VARIANT_VALUE_LENGTH). */
const keyable = (names: string[], request: Headers) =>
  names.every((name) => keyedValue(name, request).length <= MAX_VARIANT_VALUE_LENGTH);

/** Whether a request may be answered from (or stored in) the cache at all. */
export function isCacheableRequest(method: string | undefined, request: Headers): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // Partial content and credentials are the origin's business; no-cache asks for a fresh answer.
  if (request.range !== undefined || request.authorization !== undefined) return false;
  return !parseCacheControl(request['cache-control']).has('no-cache');
}

/**
 * The URL a response is stored under: the path alone. Every page of the site is prerendered and
 * reads no query string, so `/docs/x?utm=1` and `/docs/x?a=2` are `/docs/x`. Next's `_rsc`
 * parameter is a hash of the RSC headers, which the variant key already holds. Returns undefined
 * for targets the cache should not handle (not origin-form, too long, or an alias of another
 * path: isCanonicalPath).
 */
export function cacheKeyUrl(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//') || url.length > MAX_URL_LENGTH) return undefined;
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  return isCanonicalPath(path) ? path : undefined;
}

/** An unreserved character (RFC 3986), which a normalized path never percent-encodes. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Whether a path is the one spelling of its resource: no dot segment (`.`, `..`, or one spelled
 * `%2e`), no percent-encoded unreserved character (`%61` for `a`), no lowercase escape, no
 * backslash. Next resolves every alias to the same page (`/x/../docs/a` is `/docs/a`), so each
 * alias stored as its own entry let anyone push every page out of the cache with made-up
 * prefixes; aliases are passed to the origin uncached instead (never rewritten onto the canonical
 * key, which an answer Next gives only to the alias, such as a redirect, would then poison).
 */
function isCanonicalPath(path: string): boolean {
  if (path.includes('\\')) return false;
  for (const match of path.matchAll(/%(..)/g)) {
    const hex = match[1];
    if (!/^[0-9A-F]{2}$/.test(hex) || UNRESERVED.test(String.fromCharCode(Number.parseInt(hex, 16)))) return false;
  }
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Whether a response's Content-Encoding may answer a variant keyed on `coding`: br only a br copy,
 * gzip Next's gzip or the identity it sends for bodies too small to compress, identity only identity.
 */
function codingFits(coding: ContentCoding, headers: Headers): boolean {
  const sent =
    String(headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase() || 'identity';
  return sent === coding || (coding === 'gzip' && sent === 'identity');
}

/** Whether a request asks for an RSC payload (Next's client navigation and prefetch). */
const isRscRequest = (request: Headers) => String(request.rsc ?? '') === '1';
/** Whether a response is an RSC payload rather than a document or a file. */
const isRscResponse = (headers: Headers) => String(headers['content-type'] ?? '').startsWith('text/x-component');

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
 * The validator of a stored 200 that browsers revalidate but Next sent without one (what its
 * route handlers serve: the search manifest, the sidebar JSON, llms.txt, all `max-age=0,
 * must-revalidate` or no `max-age`): a hash of the bytes as sent, the same for the same build,
 * so a returning reader's `If-None-Match` gets a 304 instead of the file again. Undefined when
 * the response has an ETag already, or is `immutable` or has a browser lifetime (never
 * revalidated before it changes name: the bytes of a tag would be spent on every request).
 */
export function contentEtag(headers: Record<string, string | string[]>, body: Buffer): string | undefined {
  if (headers.etag !== undefined) return undefined;
  const cc = parseCacheControl(headers['cache-control']);
  if (cc.has('immutable') || Number(cc.get('max-age')) > 0) return undefined;
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The response headers a cache policy judges: the stored ones, with Cache-Control as `override`
 * says (the 404 policy), and `must-revalidate` dropped when a shared lifetime is given: it only
 * forbids serving stale, which this cache never does, and http-cache-semantics would treat it as
 * "always revalidate" (Next's generated files say `max-age=0, must-revalidate, s-maxage=…`).
 */
function policyHeaders(headers: Record<string, string | string[]>, override?: string): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  if (override !== undefined) flat['cache-control'] = override;
  const cc = parseCacheControl(flat['cache-control']);
  if (cc.has('s-maxage') && cc.has('must-revalidate'))
    flat['cache-control'] = flat['cache-control']
      .split(',')
      .filter((part) => part.trim().toLowerCase() !== 'must-revalidate')
      .join(',');
  return flat;
}

/** The request as the policy sees it: only the headers the response varies on (no cookies kept). */
function policyRequest(url: string, names: string[], request: Headers) {
  const headers: Record<string, string> = {};
  for (const name of names) if (request[name] !== undefined) headers[name] = keyedValue(name, request);
  return { url, method: 'GET', headers };
}

/**
 * Extra lifetime (seconds) for responses the standard policy would not keep, or 0. Given the
 * status and the stored headers.
 */
export type ExtraLifetimePolicy = (status: number, headers: Headers) => number;

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
const noExtraLifetime: ExtraLifetimePolicy = () => 0;

const byteLength = (text: string) => Buffer.byteLength(text);
function headersBytes(headers: Record<string, string | string[]>): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers))
    for (const one of Array.isArray(value) ? value : [value]) bytes += byteLength(name) + byteLength(one) + 4;
  return bytes;
}

type Slot = { kind: 'vary'; names: string[] } | { kind: 'response'; response: CachedResponse };

/** One LRU of Vary records and responses, bounded by the bytes they hold (each set gives its size). */
function slots(maxBytes: number, maxEntries?: number) {
  return new LRUCache<string, Slot>({ maxSize: Math.max(1, maxBytes), ...(maxEntries ? { max: maxEntries } : {}) });
}

/** What a Vary record costs: its key, its names, the overhead. */
const varySize = (key: string, names: string[]) =>
  byteLength(key) + ENTRY_OVERHEAD_BYTES + names.reduce((sum, name) => sum + byteLength(name) + 8, 0);

/**
 * What a response costs: its key, body and headers (twice, for the copies made while storing),
 * the request values it varies on (in the key), the overhead.
 */
function responseSize(key: string, response: CachedResponse, varied: Record<string, string>): number {
  const variedBytes = Object.entries(varied).reduce(
    (sum, [name, value]) => sum + byteLength(name) + byteLength(value),
    0,
  );
  return (
    byteLength(key) + ENTRY_OVERHEAD_BYTES + response.body.length + headersBytes(response.headers) * 2 + variedBytes
  );
}

export class SharedCache {
  /** 200s and their Vary records. */
  private readonly main: LRUCache<string, Slot>;
  /** Prerendered 404s and their Vary records: a share of the budget, so unknown URLs cannot push pages out. */
  private readonly negative: LRUCache<string, Slot>;
  private hits = 0;
  private misses = 0;

  /**
   * @param maxBytes total bytes kept (bodies, keys, headers, Vary data, overhead)
   * @param maxEntryBytes larger responses are passed through, never stored
   * @param extraLifetime responses kept beyond the standard policy (the prerendered 404)
   * @param maxNegativeEntries most 404 responses kept at once (within an eighth of maxBytes)
   */
  constructor(
    readonly maxBytes = 64 * 1024 * 1024,
    readonly maxEntryBytes = 8 * 1024 * 1024,
    private readonly extraLifetime: ExtraLifetimePolicy = noExtraLifetime,
    readonly maxNegativeEntries = 500,
  ) {
    const negativeBytes = Math.floor(maxBytes / 8);
    this.main = slots(maxBytes - negativeBytes);
    this.negative = slots(negativeBytes, maxNegativeEntries);
  }

  /**
   * The fresh stored response for this request (its headers as sent by the client), or undefined.
   * `fallback`, when given, is asked for when `request` finds nothing: a br request's gzip or
   * identity variant while its br copy is not made yet. Counted as one hit or miss.
   */
  get(url: string, request: Headers, fallback?: Headers): CachedResponse | undefined {
    const found = this.peek(url, request) ?? (fallback ? this.peek(url, fallback) : undefined);
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  /** The fresh stored response for this request, as get finds it, without counting a hit or miss. */
  peek(url: string, request: Headers): CachedResponse | undefined {
    const path = cacheKeyUrl(url);
    if (path === undefined) return undefined;
    return this.find(this.main, path, request) ?? this.find(this.negative, path, request);
  }

  private find(store: LRUCache<string, Slot>, path: string, request: Headers): CachedResponse | undefined {
    const vary = store.get(path);
    if (vary?.kind !== 'vary' || !keyable(vary.names, request)) return undefined;
    const key = variantSlotKey(path, vary.names, request);
    const slot = store.get(key);
    if (slot?.kind !== 'response') return undefined;
    const { response } = slot;
    // The key already separates RSC from documents; this guards the replay itself.
    if (isRscRequest(request) !== isRscResponse(response.headers)) return undefined;
    // Vary was matched by the key; freshness is the lifetime the policy gave when storing (a
    // stale entry is a miss), which spares evaluating the policy on every hit.
    if (Date.now() >= response.expiresAt) {
      store.delete(key);
      return undefined;
    }
    return response;
  }

  /**
   * Stores the response when it is shareable and fits; returns whether it was stored. `request`
   * must be the headers the client sent (a snapshot taken before the origin saw them).
   */
  put(url: string, request: Headers, status: number, headers: Headers, body: Buffer): boolean {
    return this.store(url, request, status, headers, body);
  }

  /**
   * Stores a copy this server made of a stored response in another coding (the br copy of
   * brotli-copies.ts) under the variant key of `request`, with the original's age and never
   * past its expiry. The same checks as put: its Vary, its coding against the key, its size.
   */
  putCopy(url: string, request: Headers, copy: CachedResponse): boolean {
    if (Date.now() >= copy.expiresAt) return false;
    return this.store(url, request, copy.status, copy.headers, copy.body, copy);
  }

  private store(
    url: string,
    request: Headers,
    status: number,
    headers: Headers,
    body: Buffer,
    copyOf?: CachedResponse,
  ): boolean {
    const path = cacheKeyUrl(url);
    if (path === undefined || ERROR_STATUSES_NEVER_STORED(status)) return false;
    if (body.length > this.maxEntryBytes) return false;
    const length = headers['content-length'];
    if (length !== undefined && Number(length) !== body.length) return false; // incomplete body
    if (headers['set-cookie'] !== undefined) return false;
    if (isRscRequest(request) !== isRscResponse(headers)) return false; // never a mixed variant
    const names = varyNames(headers);
    if (names.includes('*') || !keyable(names, request)) return false;
    // The key leaves the state tree out: only a prerendered answer is known not to depend on it.
    if (names.includes('next-router-state-tree') && !isPrerendered(headers)) return false;
    // Nor a coding the key does not name (gzip bytes under the br key).
    if (names.includes('accept-encoding') && !codingFits(preferredEncoding(request['accept-encoding']), headers))
      return false;

    const stored = storableHeaders(headers);
    // A copy has the original's validator, tagged with its coding (brotli-copies.ts).
    const etag = copyOf || status !== 200 ? undefined : contentEtag(stored, body);
    if (etag !== undefined) stored.etag = etag;
    const extra = status === 404 ? this.extraLifetime(status, headers) : 0;
    if (status !== 200 && !(extra > 0)) return false;
    const policy = new CachePolicy(
      policyRequest(path, names, request),
      { status: 200, headers: policyHeaders(stored, extra > 0 ? `s-maxage=${extra}` : undefined) },
      { shared: true, cacheHeuristic: 0, immutableMinTimeToLive: 0 },
    );
    if (!policy.storable() || !(policy.timeToLive() > 0)) return false;

    const store = status === 200 ? this.main : this.negative;
    const now = Date.now();
    const expiresAt = Math.min(now + policy.timeToLive(), copyOf?.expiresAt ?? Number.POSITIVE_INFINITY);
    const response: CachedResponse = { status, headers: stored, body, storedAt: copyOf?.storedAt ?? now, expiresAt };
    const key = variantSlotKey(path, names, request);
    const size = responseSize(key, response, policyRequest(path, names, request).headers);
    if (size > store.maxSize) return false;
    store.set(path, { kind: 'vary', names }, { size: varySize(path, names) });
    store.set(key, { kind: 'response', response }, { size, ttl: expiresAt - now });
    // lru-cache refuses an entry larger than the whole budget without storing it.
    return store.peek(key) !== undefined;
  }

  stats(): CacheStats {
    const responses = (store: LRUCache<string, Slot>) => {
      let n = 0;
      for (const slot of store.values()) if (slot.kind === 'response') n++;
      return n;
    };
    return {
      entries: responses(this.main) + responses(this.negative),
      bytes: this.main.calculatedSize + this.negative.calculatedSize,
      hits: this.hits,
      misses: this.misses,
    };
  }
}

/**
 * A variant's key: the path, whether the request asks for RSC (always, whatever Vary says), then
 * the request values of the Vary headers.
 */
function variantSlotKey(path: string, names: string[], request: Headers): string {
  return `${path}\0${isRscRequest(request) ? 'rsc' : 'doc'}\0${variantKey(names, request)}`;
}
