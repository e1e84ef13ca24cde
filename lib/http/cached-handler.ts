import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type CachedResponse, etagMatches, isCacheableRequest, type SharedCache } from './shared-cache';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Replays a stored response: 304 when the client already has it, no body for HEAD. */
function replay(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, now: number) {
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    'x-cache': 'HIT',
    age: String(Math.floor((now - entry.storedAt) / 1000)),
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
 */
export function withSharedCache(origin: RequestHandler, cache: SharedCache): RequestHandler {
  return (req, res) => {
    const url = req.url ?? '/';
    if (!isCacheableRequest(req.method, req.headers)) return origin(req, res);
    const now = Date.now();
    const hit = cache.get(url, req.headers, now);
    if (hit) return replay(req, res, hit, now);
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
        cache.put(
          url,
          req.headers,
          res.statusCode,
          { ...res.getHeaders(), ...writeHeadHeaders },
          Buffer.concat(chunks),
        );
      } catch (error) {
        // A response that cannot be stored is still served; the cache must never break a page.
        console.warn(`shared cache: not stored ${url}: ${(error as Error).message}`);
      }
    });
    return origin(req, res);
  };
}
