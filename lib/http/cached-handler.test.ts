import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BrotliCopies } from './brotli-copies';
import { withoutInternalHeaders, withSharedCache, withUncachedErrors } from './cached-handler';
import { SharedCache, staticNotFoundLifetime } from './shared-cache';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for Next: counts its calls, and compresses like its middleware, by wrapping res.write/end. */
function fakeOrigin() {
  const calls: string[] = [];
  const origin = (req: IncomingMessage, res: ServerResponse) => {
    calls.push(`${req.method} ${req.url}`);
    const url = req.url ?? '/';
    // As Next does while it renders: it reads the RSC headers, then deletes them from the request.
    const rsc = req.headers.rsc === '1';
    delete req.headers.rsc;
    const error = /^\/error-(\d+)/.exec(url);
    if (error)
      return void res
        .writeHead(Number(error[1]), {
          'content-type': 'text/plain',
          'Cache-Control': 'public, max-age=31536000, immutable',
          ...(error[1] === '405' ? { allow: 'GET, HEAD' } : {}),
        })
        .end(`error ${error[1]}`);
    if (url.startsWith('/moved'))
      return void res
        .writeHead(307, { location: '/docs/first', 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT' })
        .end();
    // Next's prerendered pages and 404: marked, varying on its router headers, telling how it found them.
    if (url.startsWith('/prerendered') || url.startsWith('/gone')) {
      const found = url.startsWith('/prerendered');
      res.setHeader('cache-control', found ? 's-maxage=31536000' : 'private, no-cache, no-store');
      res.setHeader(
        'vary',
        'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      );
      for (const [name, value] of [
        ['x-nextjs-cache', 'HIT'],
        ['x-nextjs-prerender', '1'],
        ['x-nextjs-stale-time', '300'],
        ['x-middleware-rewrite', '/x'],
      ])
        res.setHeader(name, value);
      res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
      return void res.writeHead(found ? 200 : 404).end(rsc ? '0:[]' : '<h1>page</h1>');
    }
    if (url.startsWith('/image'))
      return void res
        .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' })
        .end(Buffer.alloc(4096, 7));
    if (url.startsWith('/missing'))
      return void res
        .writeHead(404, { 'content-type': 'text/html', 'cache-control': 'private, no-store' })
        .end('not found');
    const html = rsc ? `0:["${url}"]`.repeat(50) : `<h1>${url}</h1>`.repeat(50);
    // A route handler's file, as Next sends the search manifest: revalidated, and without an ETag.
    const manifest = url.startsWith('/search-index');
    res.setHeader(
      'cache-control',
      manifest
        ? 'public, max-age=0, must-revalidate, s-maxage=31536000'
        : url.startsWith('/fresh')
          ? 'public, max-age=0'
          : 's-maxage=31536000',
    );
    res.setHeader('vary', 'rsc, Accept-Encoding');
    if (!manifest) res.setHeader('etag', '"v1"');
    res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    if (String(req.headers['accept-encoding']).includes('gzip')) {
      const { write, end } = res;
      const parts: Buffer[] = [];
      res.write = ((chunk: string) => {
        parts.push(Buffer.from(chunk));
        return true;
      }) as ServerResponse['write'];
      res.end = ((chunk?: string) => {
        if (chunk) parts.push(Buffer.from(chunk));
        res.setHeader('content-encoding', 'gzip');
        const zipped = gzipSync(Buffer.concat(parts));
        res.setHeader('content-length', zipped.length);
        (write as (chunk: Buffer) => boolean).call(res, zipped.subarray(0, 10));
        return (end as (chunk: Buffer) => ServerResponse).call(res, zipped.subarray(10));
      }) as ServerResponse['end'];
    }
    res.write(html.slice(0, 100));
    res.end(html.slice(100));
  };
  return { origin, calls };
}

async function serve(cache = new SharedCache(undefined, undefined, staticNotFoundLifetime)) {
  const { origin, calls } = fakeOrigin();
  const brotli = new BrotliCopies(cache);
  // As scripts/start.ts stacks them.
  server = createServer(withoutInternalHeaders(withUncachedErrors(withSharedCache(origin, cache, brotli))));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(base + path, {
      method,
      redirect: 'manual',
      headers: { 'accept-encoding': 'identity', ...headers },
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };
  return {
    get,
    raw: (path: string, headers: Record<string, string> = {}, method = 'GET') => raw(path, headers, method),
    calls,
    cache,
    brotli,
  };
}

/** A response as sent on the wire (fetch() would decode it): status, headers, body bytes. */
function raw(path: string, headers: Record<string, string>, method: string) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    const address = server!.address() as AddressInfo;
    request({ host: '127.0.0.1', port: address.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (c) => chunks.push(c))
        .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('withSharedCache', () => {
  it('answers a second request from the cache with the same bytes and headers', async () => {
    const { get, calls } = await serve();
    const first = await get('/page');
    const second = await get('/page');
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.response.headers.get('etag')).toBe('"v1"');
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(calls).toEqual(['GET /page']);
  });

  it('keeps the compressed bytes the origin sent, apart from the identity variant', async () => {
    const { get, calls } = await serve();
    const raw = async () => {
      // fetch() would decompress: read the wire bytes with node:http instead.
      const { request } = await import('node:http');
      const address = server!.address() as AddressInfo;
      return new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        request(
          { host: '127.0.0.1', port: address.port, path: '/zip', headers: { 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res
              .on('data', (c) => chunks.push(c))
              .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
          .on('error', reject)
          .end();
      });
    };
    await raw();
    const hit = await raw();
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(hit.body).toString()).toContain('<h1>/zip</h1>');
    expect((await get('/zip')).response.headers.get('x-cache')).toBe('MISS');
    expect(calls).toEqual(['GET /zip', 'GET /zip']);
  });

  it('keeps variants apart (an RSC request never gets the HTML)', async () => {
    const { get } = await serve();
    await get('/page');
    const rsc = await get('/page', { rsc: '1' });
    expect(rsc.response.headers.get('x-cache')).toBe('MISS');
    expect(rsc.response.headers.get('content-type')).toBe('text/x-component');
  });

  it('stores a response under the headers the client sent, though the origin deletes rsc', async () => {
    const { get, calls } = await serve();
    const flight = await get('/docs/intro?_rsc=X', { rsc: '1' });
    expect(flight.response.headers.get('content-type')).toBe('text/x-component');
    // The same address from a browser gets the page, never the flight payload.
    const browser = await get('/docs/intro?_rsc=X');
    expect(browser.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(browser.body.toString()).toContain('<h1>');
    const page = await get('/docs/intro');
    expect(page.response.headers.get('x-cache')).toBe('HIT');
    expect(page.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // And RSC requests are served from the cache too.
    const again = await get('/docs/intro?_rsc=Y', { rsc: '1' });
    expect(again.response.headers.get('x-cache')).toBe('HIT');
    expect(again.response.headers.get('content-type')).toBe('text/x-component');
    expect(calls).toEqual(['GET /docs/intro?_rsc=X', 'GET /docs/intro?_rsc=X']);
  });

  it('answers every query string and Accept-Encoding spelling of a page from one entry', async () => {
    const { get, calls, cache } = await serve();
    await get('/page?a=1', { 'accept-encoding': 'gzip, deflate' });
    for (let i = 0; i < 20; i++) {
      const hit = await get(`/page?utm=${i}`, { 'accept-encoding': `gzip;q=0.${i + 2}, br;q=0.01, x-${i}` });
      expect(hit.response.headers.get('x-cache')).toBe('HIT');
    }
    expect(calls).toHaveLength(1);
    expect(cache.stats().entries).toBe(1);
  });
  it('never stores an error response, and sends it no-store', async () => {
    const { get, calls, cache } = await serve();
    for (const status of [400, 405, 416, 500]) {
      for (let i = 0; i < 2; i++) {
        const { response } = await get(`/error-${status}`);
        expect(response.status).toBe(status);
        expect(response.headers.get('x-cache')).toBe('MISS');
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(calls).toHaveLength(8);
    expect(cache.stats().entries).toBe(0);
  });

  it('never stores 404s or responses that must be revalidated', async () => {
    const { get, calls } = await serve();
    await get('/missing');
    const again = await get('/missing');
    expect(again.response.status).toBe(404);
    await get('/fresh');
    await get('/fresh');
    expect(calls).toEqual(['GET /missing', 'GET /missing', 'GET /fresh', 'GET /fresh']);
  });

  it('answers HEAD and If-None-Match from a stored entry, and passes other methods through', async () => {
    const { get, calls } = await serve();
    const full = await get('/page');
    const head = await get('/page', {}, 'HEAD');
    expect(head.response.headers.get('x-cache')).toBe('HIT');
    expect(head.response.headers.get('content-length')).toBe(String(full.body.length));
    expect(head.body.length).toBe(0);
    // As a browser revalidates (fetch() would add Cache-Control: no-cache, which bypasses the cache).
    const notModified = await get('/page', { 'if-none-match': '"v1"', 'cache-control': 'max-age=0' });
    expect(notModified.response.status).toBe(304);
    await get('/page', {}, 'POST');
    await get('/page', { 'cache-control': 'no-cache' });
    expect(calls).toEqual(['GET /page', 'POST /page', 'GET /page']);
  });

  it('serves but does not keep a body larger than an entry may be', async () => {
    const { get, calls, cache } = await serve(new SharedCache(1_000_000, 100));
    const first = await get('/page');
    expect(first.body.length).toBeGreaterThan(100);
    await get('/page');
    expect(calls).toHaveLength(2);
    expect(cache.stats().entries).toBe(0);
  });
});

describe('brotli for clients that prefer it', () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const gzip = { 'accept-encoding': 'gzip, deflate' };

  it('answers the stored gzip first, then a br copy made once, whose bytes decode to the same page', async () => {
    const { raw, calls, cache, brotli } = await serve();
    const first = await raw('/page', browser, 'GET');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('gzip');
    await brotli.idle();
    const second = await raw('/page?x=1', browser, 'GET');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(second.headers.etag).toBe('"v1-br"');
    expect(second.headers.vary).toBe('rsc, Accept-Encoding');
    expect(brotliDecompressSync(second.body).equals(gunzipSync(first.body))).toBe(true);
    expect(calls).toEqual(['GET /page']);
    expect(cache.stats().entries).toBe(2);
    // Every spelling that prefers br gets the same copy; the others today's gzip bytes.
    for (const value of ['br', '*', 'br;q=1.0, gzip;q=0.8', 'gzip;q=0.5, br;q=0.5', 'gzip;q=0, *']) {
      const hit = await raw('/page', { 'accept-encoding': value }, 'GET');
      expect(hit.headers['content-encoding'], value).toBe('br');
      expect(hit.body.equals(second.body), value).toBe(true);
    }
    for (const value of ['gzip, deflate', 'br;q=0, gzip', 'br;q=0.5, gzip', 'br;q=abc, gzip']) {
      const hit = await raw('/page', { 'accept-encoding': value }, 'GET');
      expect(hit.headers['content-encoding'], value).toBe('gzip');
      expect(hit.body.equals(first.body), value).toBe(true);
      expect(hit.headers.etag).toBe('"v1"');
    }
    expect(calls).toEqual(['GET /page']);
    await brotli.idle();
    expect(cache.stats().entries).toBe(2);
  });

  it('answers HEAD and If-None-Match of the br copy by its own length and ETag', async () => {
    const { raw, brotli } = await serve();
    await raw('/page', browser, 'GET');
    await brotli.idle();
    const full = await raw('/page', browser, 'GET');
    const head = await raw('/page', browser, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.body.length).toBe(0);
    const revalidate = (tag: string, headers = browser) =>
      raw('/page', { ...headers, 'if-none-match': tag, 'cache-control': 'max-age=0' }, 'GET');
    expect((await revalidate('"v1-br"')).status).toBe(304);
    // The gzip bytes' tag does not validate the br copy, nor the reverse.
    expect((await revalidate('"v1"')).status).toBe(200);
    expect((await revalidate('"v1-br"', gzip)).status).toBe(200);
    expect((await revalidate('"v1"', gzip)).status).toBe(304);
  });

  it('makes the copy from the identity bytes for a client that takes br but not gzip', async () => {
    const { raw, calls, brotli } = await serve();
    const path = '/a-page-long-enough-for-one-kilobyte';
    const first = await raw(path, { 'accept-encoding': 'br' }, 'GET');
    expect(first.headers['content-encoding']).toBeUndefined();
    await brotli.idle();
    const second = await raw(path, { 'accept-encoding': 'br, gzip;q=0' }, 'GET');
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.body).equals(first.body)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('leaves images, uncached and Range requests as they were', async () => {
    const { raw, calls, cache, brotli } = await serve();
    for (let i = 0; i < 2; i++) {
      const image = await raw('/image', browser, 'GET');
      expect(image.headers['content-encoding']).toBeUndefined();
      expect(image.body.length).toBe(4096);
      // max-age=0: never stored, answered by the origin each time, as it compressed it.
      const fresh = await raw('/fresh', browser, 'GET');
      expect(fresh.headers['x-cache']).toBe('MISS');
      expect(fresh.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(fresh.body).toString()).toContain('<h1>/fresh</h1>');
      await brotli.idle();
    }
    await raw('/page', browser, 'GET');
    await brotli.idle();
    const range = await raw('/page', { ...browser, range: 'bytes=0-9' }, 'GET');
    expect(range.headers['content-encoding']).toBe('gzip');
    expect(calls).toEqual(['GET /image', 'GET /fresh', 'GET /fresh', 'GET /page', 'GET /page']);
    expect(cache.stats().entries).toBe(3);
  });

  it('serves the gzip bytes when nothing fits the cache', async () => {
    const { raw, cache, brotli } = await serve(new SharedCache(1_000_000, 10));
    // Too big for an entry: neither the page nor its copy is stored, and nothing breaks.
    await raw('/page', browser, 'GET');
    await brotli.idle();
    const again = await raw('/page', browser, 'GET');
    expect(again.headers['x-cache']).toBe('MISS');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(cache.stats().entries).toBe(0);
  });
});

describe('no request can flush or poison the cache', () => {
  it("makes no variant of Next's router headers that select nothing: a made-up state tree or prefetch kind is a hit", async () => {
    const { get, calls, cache } = await serve();
    await get('/prerendered', { rsc: '1' });
    for (let i = 0; i < 50; i++) {
      const tree = encodeURIComponent(JSON.stringify(['', { children: [`x${i}`, {}] }]));
      const hit = await get('/prerendered', {
        rsc: '1',
        'next-router-state-tree': tree,
        'next-router-prefetch': `z${i}`,
      });
      expect(hit.response.headers.get('x-cache')).toBe('HIT');
    }
    // `rsc` other than 1 is a document request to Next: keyed, and answered, as one.
    expect((await get('/prerendered', { rsc: `${Math.random()}` })).response.headers.get('content-type')).toMatch(
      /html/,
    );
    expect((await get('/prerendered', { rsc: 'yes' })).response.headers.get('x-cache')).toBe('HIT');
    expect(calls).toEqual(['GET /prerendered', 'GET /prerendered']);
    expect(cache.stats().entries).toBe(2);
  });

  it('keys a segment prefetch on its segment, and refuses to key values longer than 512 characters', async () => {
    const { get, calls } = await serve();
    const segment = (name: string) => ({ rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': name });
    await get('/prerendered', segment('/_tree'));
    expect((await get('/prerendered', segment('/_tree'))).response.headers.get('x-cache')).toBe('HIT');
    expect((await get('/prerendered', segment('/docs'))).response.headers.get('x-cache')).toBe('MISS');
    const long = segment(`/${'a'.repeat(600)}`);
    await get('/prerendered', long);
    expect((await get('/prerendered', long)).response.headers.get('x-cache')).toBe('MISS');
    expect(calls).toHaveLength(4);
  });

  it('stores no answer that varies on the state tree unless Next prerendered it', async () => {
    const cache = new SharedCache();
    const vary = {
      vary: 'rsc, next-router-state-tree',
      'cache-control': 's-maxage=60',
      'content-type': 'text/x-component',
    };
    expect(cache.put('/a', { rsc: '1' }, 200, vary, Buffer.from('0:[]'))).toBe(false);
    expect(cache.put('/a', { rsc: '1' }, 200, { ...vary, 'x-nextjs-prerender': '1' }, Buffer.from('0:[]'))).toBe(true);
  });

  it("stores a route handler's answer Next served from the build (a search shard: `x-nextjs-cache: HIT`), not a payload that says only that", async () => {
    const cache = new SharedCache();
    const shard = {
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'application/json; charset=utf-8',
    };
    const body = Buffer.from('[]');
    expect(cache.put('/search-shards/t0.abc.json', {}, 200, shard, body)).toBe(false);
    expect(cache.put('/search-shards/t0.abc.json', {}, 200, { ...shard, 'x-nextjs-cache': 'HIT' }, body)).toBe(true);
    expect(cache.get('/search-shards/t0.abc.json', { 'next-router-state-tree': 'made-up' })).toBeDefined();
    // Rendered on request (no mark), or a flight payload: never keyed without the tree.
    const flight = { ...shard, 'content-type': 'text/x-component', 'x-nextjs-cache': 'HIT' };
    expect(cache.put('/b', { rsc: '1' }, 200, flight, Buffer.from('0:[]'))).toBe(false);
    expect(cache.put('/c', {}, 200, { ...shard, 'x-nextjs-cache': 'MISS' }, body)).toBe(false);
  });
});

describe('validators', () => {
  it('gives a revalidated file Next sends without one (the search manifest) an ETag of its bytes: a 304 for a returning reader, in gzip and br', async () => {
    const { get, raw, brotli } = await serve();
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await raw('/search-index-default.json', gzip, 'GET');
    expect(first.headers['x-cache']).toBe('MISS');
    // The bytes are hashed once stored: the origin's own answer cannot carry it.
    expect(first.headers.etag).toBeUndefined();
    const stored = await raw('/search-index-default.json', gzip, 'GET');
    const etag = String(stored.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(stored.body.equals(first.body)).toBe(true);
    expect((await raw('/search-index-default.json', { ...gzip, 'if-none-match': etag }, 'GET')).status).toBe(304);
    // The identity variant is other bytes: another tag.
    const identity = await get('/search-index-default.json');
    expect((await get('/search-index-default.json')).response.headers.get('etag')).not.toBe(etag);
    expect(identity.body.length).toBeGreaterThan(0);

    const br = { 'accept-encoding': 'gzip, deflate, br' };
    await raw('/search-index-default.json', br, 'GET');
    await brotli.idle();
    const copy = await raw('/search-index-default.json', br, 'GET');
    expect(copy.headers['content-encoding']).toBe('br');
    expect(copy.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(
      (await raw('/search-index-default.json', { ...br, 'if-none-match': copy.headers.etag! }, 'GET')).status,
    ).toBe(304);
    // The gzip tag never validates the br bytes.
    expect((await raw('/search-index-default.json', { ...br, 'if-none-match': etag }, 'GET')).status).toBe(200);
  });

  it("keeps the origin's ETag, and adds none to what browsers keep without asking (immutable, a max-age)", async () => {
    const { raw } = await serve();
    await raw('/page', {}, 'GET');
    expect((await raw('/page', {}, 'GET')).headers.etag).toBe('"v1"');
    const cache = new SharedCache();
    const json = { 'content-type': 'application/json', 'x-nextjs-cache': 'HIT' };
    const body = Buffer.from('[]');
    for (const cc of [
      'public, max-age=31536000, immutable',
      'public, max-age=600',
      'public, immutable, max-age=0, s-maxage=60',
    ]) {
      expect(cache.put('/f', {}, 200, { ...json, 'cache-control': cc }, body), cc).toBe(true);
      expect(cache.peek('/f', {})?.headers.etag, cc).toBeUndefined();
    }
    // Revalidated (no max-age, or 0): tagged, the same bytes the same tag.
    cache.put('/g', {}, 200, { ...json, 'cache-control': 's-maxage=60' }, body);
    cache.put('/x', {}, 200, { ...json, 'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60' }, body);
    expect(cache.peek('/g', {})?.headers.etag).toBe(cache.peek('/x', {})?.headers.etag);
    cache.put('/h', {}, 200, { ...json, 'cache-control': 's-maxage=60' }, Buffer.from('[1]'));
    expect(cache.peek('/h', {})?.headers.etag).not.toBe(cache.peek('/g', {})?.headers.etag);
  });
});

describe('withoutInternalHeaders', () => {
  const internal = ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-middleware-rewrite'];

  it("sends none of Next's internal headers with a page, fresh or replayed, and keeps the stale time on RSC payloads", async () => {
    const { get } = await serve();
    for (const round of ['MISS', 'HIT']) {
      const page = await get('/prerendered');
      expect(page.response.headers.get('x-cache')).toBe(round);
      for (const name of internal) expect(page.response.headers.get(name), name).toBeNull();
      const flight = await get('/prerendered', { rsc: '1' });
      expect(flight.response.headers.get('x-nextjs-stale-time')).toBe('300');
      expect(flight.response.headers.get('x-nextjs-prerender')).toBeNull();
    }
  });

  it('still lets the cache keep the prerendered 404 by its mark', async () => {
    const { get, calls } = await serve();
    await get('/gone');
    const again = await get('/gone');
    expect(again.response.status).toBe(404);
    expect(again.response.headers.get('x-cache')).toBe('HIT');
    expect(again.response.headers.get('x-nextjs-prerender')).toBeNull();
    expect(calls).toEqual(['GET /gone']);
  });
});

describe('withUncachedErrors', () => {
  it('sends a temporary redirect no-cache, whatever the origin said, without internal headers', async () => {
    const { get } = await serve();
    const { response } = await get('/moved');
    expect(response.status).toBe(307);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-nextjs-cache')).toBeNull();
  });
});
