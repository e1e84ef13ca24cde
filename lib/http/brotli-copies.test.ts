import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrotliCopies, brotliCopy, canHaveBrotliCopy } from './brotli-copies';
import { type CachedResponse, SharedCache } from './shared-cache';

afterEach(() => vi.restoreAllMocks());

const html = Buffer.from('<section><h2>Schema</h2><details><summary>field</summary></details></section>'.repeat(200));
const headers = {
  'cache-control': 's-maxage=31536000',
  vary: 'rsc, Accept-Encoding',
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  etag: '"v1"',
};
const gzip = { 'accept-encoding': 'gzip' };
const br = { 'accept-encoding': 'br' };

/** A cache holding `/page` as Next sent it (gzip), and that stored response. */
function stored(body = gzipSync(html), extra: Record<string, string> = {}) {
  const cache = new SharedCache();
  expect(cache.put('/page', gzip, 200, { ...headers, ...extra }, body)).toBe(true);
  return { cache, response: cache.peek('/page', gzip) as CachedResponse };
}

describe('brotliCopy', () => {
  it('decodes the gzip and compresses the same bytes with brotli, with headers of its own', async () => {
    const { response } = stored();
    const copy = await brotliCopy(response);
    expect(copy).toBeDefined();
    expect(brotliDecompressSync(copy!.body).equals(html)).toBe(true);
    expect(copy!.body.length).toBeLessThan(response.body.length);
    expect(copy!.headers['content-encoding']).toBe('br');
    expect(copy!.headers['content-length']).toBe(String(copy!.body.length));
    expect(copy!.headers.etag).toBe('"v1-br"');
    expect(copy!.headers.vary).toBe('rsc, Accept-Encoding');
    expect(copy!.expiresAt).toBe(response.expiresAt);
    expect(copy!.storedAt).toBe(response.storedAt);
    // The original is untouched.
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toBe('"v1"');
  });

  it('compresses an identity body of 1 KB or more, and drops an ETag it cannot tag', async () => {
    const copy = await brotliCopy({
      ...stored().response,
      headers: { ...headers, 'content-encoding': 'identity', etag: 'unquoted' },
      body: html,
    });
    expect(brotliDecompressSync(copy!.body).equals(html)).toBe(true);
    expect(copy!.headers.etag).toBeUndefined();
  });

  it('makes none for a 404, or what is not text, does not vary on the encoding, is small, or is in another coding', () => {
    const { response } = stored();
    const no = (change: Record<string, string>, body = response.body) =>
      expect(canHaveBrotliCopy({ ...response, headers: { ...response.headers, ...change }, body })).toBe(false);
    expect(canHaveBrotliCopy(response)).toBe(true);
    no({ 'content-type': 'image/png' });
    no({ 'content-type': 'font/woff2' });
    no({ vary: 'rsc' });
    no({ 'content-encoding': 'br' });
    no({ 'content-encoding': 'deflate' });
    no({ 'content-encoding': 'identity' }, Buffer.from('<p>small</p>'));
    // The prerendered 404 answers every made-up URL: no quality-11 work per URL.
    expect(canHaveBrotliCopy({ ...response, status: 404 })).toBe(false);
  });

  it('rejects a corrupt gzip body', async () => {
    const { response } = stored(Buffer.from('not gzip at all'));
    await expect(brotliCopy(response)).rejects.toThrow();
  });
});

describe('BrotliCopies', () => {
  it('stores the copy under the br key, once, beside the gzip bytes, counted in the budget', async () => {
    const { cache, response } = stored();
    const before = cache.stats().bytes;
    const copies = new BrotliCopies(cache);
    copies.make('/page', br, response);
    copies.make('/page', br, response); // asked again while being made: still once
    await copies.idle();
    const copy = cache.peek('/page', br);
    expect(copy?.headers['content-encoding']).toBe('br');
    expect(cache.peek('/page', gzip)).toBe(response);
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeGreaterThan(before + copy!.body.length);
    // A gzip request never gets it, nor a br request the gzip bytes once the copy exists.
    expect(cache.get('/page', gzip)?.headers['content-encoding']).toBe('gzip');
    expect(cache.get('/page', br, gzip)?.headers['content-encoding']).toBe('br');
  });

  it('does not try a corrupt body twice, and keeps serving the stored bytes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { cache, response } = stored(Buffer.from('not gzip at all'));
    const copies = new BrotliCopies(cache);
    copies.make('/page', br, response);
    await copies.idle();
    copies.make('/page', br, response);
    await copies.idle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(cache.peek('/page', br)).toBeUndefined();
    expect(cache.get('/page', br, gzip)).toBe(response);
  });

  it('makes one copy at a time and drops requests past its queue', async () => {
    const cache = new SharedCache();
    const paths = ['/a', '/b', '/c', '/d'];
    const responses = paths.map((path) => {
      cache.put(path, gzip, 200, headers, gzipSync(html));
      return cache.peek(path, gzip) as CachedResponse;
    });
    const copies = new BrotliCopies(cache, 5, 2);
    for (const [i, path] of paths.entries()) copies.make(path, br, responses[i]);
    await copies.idle();
    // /a started at once, /b and /c waited, /d found the queue full.
    expect(paths.map((path) => cache.peek(path, br) !== undefined)).toEqual([true, true, true, false]);
    copies.make('/d', br, responses[3]);
    await copies.idle();
    expect(cache.peek('/d', br)).toBeDefined();
  });
});

describe('SharedCache.putCopy', () => {
  it('refuses a copy whose coding the key does not name, an expired one, or a cut one', async () => {
    const { cache, response } = stored();
    const copy = (await brotliCopy(response))!;
    expect(cache.putCopy('/page', gzip, copy)).toBe(false);
    expect(cache.putCopy('/page', {}, copy)).toBe(false);
    expect(cache.putCopy('/page', br, { ...copy, expiresAt: Date.now() - 1 })).toBe(false);
    expect(cache.putCopy('/page', br, { ...copy, body: copy.body.subarray(1) })).toBe(false);
    expect(cache.putCopy('/page', { ...br, rsc: '1' }, copy)).toBe(false);
    expect(cache.peek('/page', br)).toBeUndefined();
    expect(cache.putCopy('/page', br, copy)).toBe(true);
    // Nor does put take gzip bytes under the br key.
    expect(cache.put('/other', br, 200, headers, response.body)).toBe(false);
  });

  it("never keeps a copy past the original's expiry", async () => {
    const { cache, response } = stored();
    const copy = (await brotliCopy(response))!;
    expect(cache.putCopy('/page', br, { ...copy, expiresAt: Date.now() + 50 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.peek('/page', br)).toBeUndefined();
  });
});
