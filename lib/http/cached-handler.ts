import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { BrotliCopies } from './brotli-copies';
import { negotiateEncoding } from './encoding';
import {
  type CachedResponse,
  cacheKeyUrl,
  etagMatches,
  type Headers,
  isCacheableRequest,
  type SharedCache,
} from './shared-cache';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Replays a stored response: 304 when the client already has it, no body for HEAD. */
function replay(req: IncomingMessage, res: ServerResponse, entry: CachedResponse) {
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    'x-cache': 'HIT',
    age: String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))),
  };
  if (etagMatches(req.headers['if-none-match'], entry.headers.etag)) {
    delete headers['content-length'];
    res.writeHead(304, headers).end();
    return;
  }
  headers['content-length'] = String(entry.body.length);
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/**
 * Wraps the origin's handler with a shared cache (see shared-cache.ts). A miss goes to the origin
 * and, on the way out, the bytes it sends are kept when the response is shareable: headers from
 * setHeader and writeHead, the body from write and end (after any compression the origin does).
 * Only GET requests fill the cache; HEAD and conditional requests are answered from it.
 *
 * The request's headers are copied before the origin runs: Next deletes the RSC headers from
 * `req.headers` while it renders, and a response must be stored under the headers that asked
 * for it. Accept-Encoding is rewritten to its canonical value first, so the origin compresses
 * exactly as the variant key says (gzip or identity). A client that prefers br is answered from
 * the br copy of the stored response; until `brotli` has made it, from the gzip or identity one.
 */
export function withSharedCache(
  origin: RequestHandler,
  cache: SharedCache,
  brotli = new BrotliCopies(cache),
): RequestHandler {
  return (req, res) => {
    const url = req.url ?? '/';
    if (!isCacheableRequest(req.method, req.headers) || cacheKeyUrl(url) === undefined) return origin(req, res);
    const { canonical, preferred } = negotiateEncoding(req.headers['accept-encoding']);
    const wantsBrotli = preferred === 'br';
    req.headers['accept-encoding'] = canonical;
    const request: Headers = { ...req.headers };
    // The br variant's key; the gzip or identity one (`request`) is what the origin is asked for.
    const brRequest = wantsBrotli ? { ...request, 'accept-encoding': 'br' } : undefined;
    const hit = brRequest ? cache.get(url, brRequest, request) : cache.get(url, request);
    if (hit) {
      // Not the br copy (not made yet, or none for this response): make it for the next request.
      if (brRequest) brotli.make(url, brRequest, hit);
      return replay(req, res, hit);
    }
    if (req.method !== 'GET') return origin(req, res);

    res.setHeader('x-cache', 'MISS');
    const chunks: Buffer[] = [];
    let size = 0;
    let capturing = true;
    const writeHeadHeaders: OutgoingHttpHeaders = {};
    // The headers as the origin set them, taken when it writes the head: the wrappers outside
    // (withoutInternalHeaders) remove Next's internal ones on the way out, but the cache judges
    // what it stores by them (a prerendered 404 is `x-nextjs-prerender`).
    let originHeaders: OutgoingHttpHeaders | undefined;
    const capture = (chunk: unknown, encoding: unknown) => {
      if (!capturing || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > cache.maxEntryBytes) {
        capturing = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };

    const { writeHead, write, end } = res;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      if (Array.isArray(headers))
        for (let i = 0; i + 1 < headers.length; i += 2)
          writeHeadHeaders[String(headers[i]).toLowerCase()] = headers[i + 1];
      else if (headers)
        for (const [name, value] of Object.entries(headers)) writeHeadHeaders[name.toLowerCase()] = value as string;
      originHeaders = { ...this.getHeaders(), ...writeHeadHeaders };
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      capture(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      capture(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];

    res.once('finish', () => {
      if (!capturing) return;
      try {
        const headers = originHeaders ?? { ...res.getHeaders(), ...writeHeadHeaders };
        if (cache.put(url, request, res.statusCode, headers, Buffer.concat(chunks)) && brRequest) {
          const stored = cache.peek(url, request);
          if (stored) brotli.make(url, brRequest, stored);
        }
      } catch (error) {
        // A response that cannot be stored is still served; the cache must never break a page.
        console.warn(`shared cache: not stored ${url}: ${(error as Error).message}`);
      }
    });
    return origin(req, res);
  };
}

/**
 * Runs `edit` on every response head before it is written: `headers()` reads a header of either
 * source (setHeader or writeHead's argument, any case), `drop` removes the headers a test matches
 * from both, `set` sets one on the response.
 */
export function onHead(
  res: ServerResponse,
  edit: (
    status: number,
    head: {
      get(name: string): string;
      drop(test: (lowerName: string) => boolean): void;
      set(name: string, value: string): void;
    },
  ) => void,
): void {
  const { writeHead } = res;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const given = rest.find((arg) => arg && typeof arg === 'object') as Record<string, unknown> | unknown[] | undefined;
    const head = {
      get: (name: string) => {
        if (Array.isArray(given))
          for (let i = 0; i + 1 < given.length; i += 2)
            if (String(given[i]).toLowerCase() === name) return String(given[i + 1]);
        if (given && !Array.isArray(given))
          for (const [key, value] of Object.entries(given)) if (key.toLowerCase() === name) return String(value);
        return String(this.getHeader(name) ?? '');
      },
      drop: (test: (lowerName: string) => boolean) => {
        if (Array.isArray(given)) {
          for (let i = given.length - 2; i >= 0; i -= 2) if (test(String(given[i]).toLowerCase())) given.splice(i, 2);
        } else if (given) for (const key of Object.keys(given)) if (test(key.toLowerCase())) delete given[key];
        if (!this.headersSent) for (const key of this.getHeaderNames()) if (test(key)) this.removeHeader(key);
      },
      set: (name: string, value: string) => {
        if (!this.headersSent) this.setHeader(name, value);
      },
    };
    edit(status, head);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
}

/**
 * Next's internal response headers say how it found a response (`x-nextjs-cache`,
 * `x-nextjs-prerender`, `x-middleware-rewrite`, …): nothing a reader or a cache downstream needs,
 * and they tell an attacker what is cached. Removed on the way out; `x-nextjs-stale-time` and
 * `x-nextjs-postponed` stay on RSC payloads, where Next's client router reads them.
 */
const INTERNAL_HEADERS = /^x-(nextjs-|middleware-)/;
const CLIENT_ROUTER_HEADERS = new Set(['x-nextjs-stale-time', 'x-nextjs-postponed']);

export function withoutInternalHeaders(origin: RequestHandler): RequestHandler {
  return (req, res) => {
    onHead(res, (_status, head) => {
      const rsc = head.get('content-type').startsWith('text/x-component');
      head.drop((name) => INTERNAL_HEADERS.test(name) && !(rsc && CLIENT_ROUTER_HEADERS.has(name)));
    });
    return origin(req, res);
  };
}

/** Redirects that may point elsewhere tomorrow (`/docs` to the first doc): revalidated, never kept as they are. */
const TEMPORARY_REDIRECTS = new Set([302, 303, 307]);

/**
 * Error responses are never cacheable downstream either: whatever the origin's rules added (a
 * path pattern's `immutable`, a page's `s-maxage`), a 4xx or 5xx leaves with `no-store`. A
 * temporary redirect leaves with `no-cache` (Next marks the prerendered `/docs` redirect like a
 * page, `s-maxage=31536000`).
 */
export function withUncachedErrors(origin: RequestHandler): RequestHandler {
  return (req, res) => {
    onHead(res, (status, head) => {
      const value = status >= 400 ? 'no-store' : TEMPORARY_REDIRECTS.has(status) ? 'no-cache' : undefined;
      if (value === undefined) return;
      head.drop((name) => name === 'cache-control');
      head.set('cache-control', value);
    });
    return origin(req, res);
  };
}
