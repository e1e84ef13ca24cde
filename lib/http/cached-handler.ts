import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  type CachedResponse,
  cacheKeyUrl,
  canonicalEncoding,
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
 * exactly as the variant key says.
 */
export function withSharedCache(origin: RequestHandler, cache: SharedCache): RequestHandler {
  return (req, res) => {
    const url = req.url ?? '/';
    if (!isCacheableRequest(req.method, req.headers) || cacheKeyUrl(url) === undefined) return origin(req, res);
    req.headers['accept-encoding'] = canonicalEncoding(req.headers['accept-encoding']);
    const request: Headers = { ...req.headers };
    const hit = cache.get(url, request);
    if (hit) return replay(req, res, hit);
    if (req.method !== 'GET') return origin(req, res);

    res.setHeader('x-cache', 'MISS');
    const chunks: Buffer[] = [];
    let size = 0;
    let capturing = true;
    const writeHeadHeaders: OutgoingHttpHeaders = {};
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
        cache.put(url, request, res.statusCode, { ...res.getHeaders(), ...writeHeadHeaders }, Buffer.concat(chunks));
      } catch (error) {
        // A response that cannot be stored is still served; the cache must never break a page.
        console.warn(`shared cache: not stored ${url}: ${(error as Error).message}`);
      }
    });
    return origin(req, res);
  };
}

/**
 * Error responses are never cacheable downstream either: whatever the origin's rules added (a
 * path pattern's `immutable`, a page's `s-maxage`), a 4xx or 5xx leaves with `no-store`.
 */
export function withUncachedErrors(origin: RequestHandler): RequestHandler {
  return (req, res) => {
    const { writeHead } = res;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status >= 400) {
        const headers = rest.find((arg) => arg && typeof arg === 'object');
        if (Array.isArray(headers)) {
          for (let i = headers.length - 2; i >= 0; i -= 2)
            if (String(headers[i]).toLowerCase() === 'cache-control') headers.splice(i, 2);
        } else if (headers)
          for (const name of Object.keys(headers))
            if (name.toLowerCase() === 'cache-control') delete (headers as Record<string, unknown>)[name];
        if (!this.headersSent) this.setHeader('cache-control', 'no-store');
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
    return origin(req, res);
  };
}
