import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheKeyUrl,
  contentEtag,
  ENTRY_OVERHEAD_BYTES,
  etagMatches,
  isCacheableRequest,
  NOT_FOUND_SECONDS,
  parseCacheControl,
  SharedCache,
  staticNotFoundLifetime,
  storableHeaders,
  variantKey,
  varyNames,
} from './shared-cache';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

const page = {
  'cache-control': 's-maxage=31536000',
  vary: 'rsc, next-router-state-tree, Accept-Encoding',
  'content-encoding': 'gzip',
  etag: '"abc"',
  // Next's prerendered pages say so; only those may vary on the state tree (see keyedValue).
  'x-nextjs-prerender': '1',
};
// As withSharedCache stores a page: Accept-Encoding rewritten to the canonical value first.
const gzip = { 'accept-encoding': 'gzip' };

describe('what is stored (http-cache-semantics, as a shared cache)', () => {
  const stores = (status: number, headers: Record<string, string>) =>
    new SharedCache(1_000_000, 100_000, staticNotFoundLifetime).put('/x', gzip, status, headers, Buffer.from('x'));

  it('keeps what Next marks shareable: prerendered pages, immutable assets, generated files', () => {
    expect(stores(200, page)).toBe(true);
    expect(stores(200, { 'cache-control': 'public, max-age=31536000, immutable' })).toBe(true);
    expect(stores(200, { 'cache-control': 'public, max-age=600' })).toBe(true);
    expect(stores(200, { 'cache-control': 'public, max-age=0, must-revalidate, s-maxage=31536000' })).toBe(true);
  });

  it('stores nothing per-user, uncacheable or without a lifetime', () => {
    expect(stores(307, page)).toBe(false);
    expect(stores(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(false);
    expect(stores(200, { 'cache-control': 'public, max-age=0' })).toBe(false);
    expect(stores(200, { ...page, 'set-cookie': 'a=1' })).toBe(false);
    expect(stores(200, { ...page, vary: '*' })).toBe(false);
    expect(stores(200, {})).toBe(false);
    expect(stores(200, { 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT' })).toBe(false); // no heuristics
    expect(stores(200, { 'cache-control': 's-maxage=soon' })).toBe(false);
    expect(parseCacheControl('S-MaxAge="60", Public').get('s-maxage')).toBe('60');
  });

  it('never stores an error, whatever its headers say', () => {
    const immutable = { 'cache-control': 'public, max-age=31536000, immutable', 'x-nextjs-prerender': '1' };
    for (const status of [400, 401, 403, 405, 410, 416, 500, 501, 502, 503]) {
      const cache = new SharedCache(1_000_000, 100_000, staticNotFoundLifetime);
      expect(cache.put('/x', gzip, status, immutable, Buffer.from('x')), String(status)).toBe(false);
      expect(cache.get('/x', gzip), String(status)).toBeUndefined();
      expect(cache.stats().entries).toBe(0);
    }
  });
});

describe('the key', () => {
  it('drops the query string and the fragment, and refuses targets that are not a path', () => {
    expect(cacheKeyUrl('/docs/a?utm_source=x&b=2')).toBe('/docs/a');
    expect(cacheKeyUrl('/docs/a?_rsc=abc')).toBe('/docs/a');
    expect(cacheKeyUrl('/docs/a#x')).toBe('/docs/a');
    expect(cacheKeyUrl('*')).toBeUndefined();
    expect(cacheKeyUrl('http://evil.example/docs/a')).toBeUndefined();
    expect(cacheKeyUrl('//evil.example/')).toBeUndefined();
    expect(cacheKeyUrl(`/${'a'.repeat(5000)}`)).toBeUndefined();
  });

  it('refuses aliases of a path (dot segments, encoded unreserved characters, backslashes), so they cannot flush the pages', () => {
    for (const alias of [
      '/x1/../docs/a',
      '/docs/./a',
      '/docs/a/.',
      '/search-shards/.%2e/docs/a',
      '/search-shards/%2E%2E/docs/a',
      '/docs/%61',
      '/docs/a%2Db',
      '/docs/a%7e',
      '/docs\\a',
      '/docs/%c3%a9',
    ])
      expect(cacheKeyUrl(alias), alias).toBeUndefined();
    expect(cacheKeyUrl('/docs/%C3%A9?x=1')).toBe('/docs/%C3%A9');
    expect(cacheKeyUrl('/docs/a.b/c..d')).toBe('/docs/a.b/c..d');
    expect(cacheKeyUrl('/')).toBe('/');
  });

  it('answers every query-string variant of a page from one entry', () => {
    const cache = new SharedCache();
    cache.put('/a?x=1', gzip, 200, page, Buffer.from('page'));
    for (let i = 0; i < 100; i++) expect(cache.get(`/a?v=${i}`, gzip)?.body.toString()).toBe('page');
    expect(cache.stats().entries).toBe(1);
  });
});

describe('variants', () => {
  it('keys a variant on the request values of the Vary headers', () => {
    const names = varyNames(page);
    expect(names).toEqual(['rsc', 'next-router-state-tree', 'accept-encoding']);
    expect(variantKey(names, gzip)).not.toBe(variantKey(names, {}));
    expect(variantKey(names, { ...gzip, rsc: '1' })).not.toBe(variantKey(names, gzip));
    expect(variantKey(names, { ...gzip, cookie: 'x=1' })).toBe(variantKey(names, gzip));
  });

  it('keys the segment only on a segment prefetch (kind 1): Next ignores it for kinds 2 and 3', () => {
    const names = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch'];
    const prefetch = (kind: string, segment: string) =>
      variantKey(names, { rsc: '1', 'next-router-prefetch': kind, 'next-router-segment-prefetch': segment });
    // Kinds 2 and 3 answer the whole payload (112 KB) whatever the segment: made-up ones flushed the cache.
    expect(prefetch('2', '/made-up-1')).toBe(prefetch('2', '/made-up-2'));
    expect(prefetch('3', '/made-up-1')).toBe(prefetch('3', ''));
    expect(prefetch('1', '/_tree')).not.toBe(prefetch('1', '/_full'));
  });

  it('drops hop-by-hop headers and lowercases names', () => {
    expect(
      storableHeaders({
        'Content-Type': 'text/html',
        Connection: 'keep-alive',
        Date: 'x',
        'X-Cache': 'MISS',
        Age: '3',
        'transfer-encoding': 'chunked',
        'x-none': undefined,
        'content-length': 5,
      }),
    ).toEqual({
      'content-type': 'text/html',
      'content-length': '5',
    });
  });

  it('answers only GET and HEAD without ranges, credentials or no-cache', () => {
    expect(isCacheableRequest('GET', {})).toBe(true);
    expect(isCacheableRequest('HEAD', {})).toBe(true);
    expect(isCacheableRequest('POST', {})).toBe(false);
    expect(isCacheableRequest('GET', { range: 'bytes=0-10' })).toBe(false);
    expect(isCacheableRequest('GET', { authorization: 'Bearer x' })).toBe(false);
    expect(isCacheableRequest('GET', { 'cache-control': 'no-cache' })).toBe(false);
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"x"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc"', undefined)).toBe(false);
  });
});

describe('SharedCache', () => {
  const body = (n: number) => Buffer.alloc(n, 1);

  it('misses, stores, then hits the same variant only', () => {
    const cache = new SharedCache();
    expect(cache.get('/a', gzip)).toBeUndefined();
    expect(cache.put('/a', gzip, 200, page, body(10))).toBe(true);
    expect(cache.get('/a', gzip)?.body.length).toBe(10);
    expect(cache.get('/a', {})).toBeUndefined(); // identity encoding is another variant
    expect(cache.get('/a', { ...gzip, rsc: '1' })).toBeUndefined();
    expect(cache.get('/b', gzip)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 4 });
  });

  it('refuses what it must not keep', () => {
    const cache = new SharedCache(100_000, 50);
    expect(cache.put('/big', gzip, 200, page, body(51))).toBe(false);
    expect(cache.put('/cut', gzip, 200, { ...page, 'content-length': '20' }, body(10))).toBe(false);
    expect(cache.stats().entries).toBe(0);
  });

  it('expires entries after their lifetime', () => {
    const cache = new SharedCache();
    cache.put('/a', gzip, 200, { 'cache-control': 's-maxage=60' }, body(1));
    vi.advanceTimersByTime(59_000);
    expect(cache.get('/a', gzip)).toBeDefined();
    vi.advanceTimersByTime(1_001);
    expect(cache.get('/a', gzip)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('evicts the least recently used entries beyond its byte budget', () => {
    const entry = 10_000 + 2 * ENTRY_OVERHEAD_BYTES + 400; // body, variant and Vary record, keys and headers
    const cache = new SharedCache(Math.ceil((3.5 * entry * 8) / 7));
    cache.put('/a', gzip, 200, page, body(10_000));
    cache.put('/b', gzip, 200, page, body(10_000));
    cache.put('/c', gzip, 200, page, body(10_000));
    cache.get('/a', gzip); // /b is now the oldest
    cache.put('/d', gzip, 200, page, body(10_000));
    expect(cache.get('/b', gzip)).toBeUndefined();
    expect(cache.get('/a', gzip)).toBeDefined();
    expect(cache.get('/d', gzip)).toBeDefined();
  });

  it('counts keys, headers and Vary data against its budget, not only bodies', () => {
    const cache = new SharedCache(10 * 1024 * 1024);
    const headers = { ...page, 'x-long': 'h'.repeat(2000) };
    cache.put('/a', gzip, 200, headers, body(10));
    expect(cache.stats().bytes).toBeGreaterThan(10 + 2 * 2000 + 2 * ENTRY_OVERHEAD_BYTES);
  });

  it('stays within its budget whatever the URLs, the headers and the variants', () => {
    const maxBytes = 2 * 1024 * 1024;
    const cache = new SharedCache(maxBytes);
    const path = (i: number) => `/p${i}-${'k'.repeat(1500)}`;
    for (let i = 0; i < 2_000; i++) {
      const router = { ...gzip, 'next-router-state-tree': `tree-${i}-${'t'.repeat(500)}` };
      cache.put(path(i), router, 200, { ...page, vary: 'next-router-state-tree, accept-encoding' }, body(0));
      if (i % 500 === 0) expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.stats().entries).toBeLessThan(1_000);
    expect(cache.get(path(1_999), { ...gzip, 'next-router-state-tree': `tree-1999-${'t'.repeat(500)}` })).toBeDefined();
  });

  it('replaces an entry stored again without counting it twice', () => {
    const cache = new SharedCache();
    cache.put('/a', gzip, 200, page, body(10));
    const once = cache.stats().bytes;
    cache.put('/a', gzip, 200, page, body(10));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: once });
  });
});

describe('never a mixed variant', () => {
  const flight = { ...page, 'content-type': 'text/x-component' };
  const html = { ...page, 'content-type': 'text/html; charset=utf-8' };

  it('refuses a flight response for a document request, and a document for an RSC request', () => {
    const cache = new SharedCache();
    expect(cache.put('/a', gzip, 200, flight, Buffer.from('0:[]'))).toBe(false);
    expect(cache.put('/a', { ...gzip, rsc: '1' }, 200, html, Buffer.from('<html>'))).toBe(false);
    expect(cache.get('/a', gzip)).toBeUndefined();
    expect(cache.get('/a', { ...gzip, rsc: '1' })).toBeUndefined();
  });

  it('never serves one for the other even when the origin does not vary on rsc', () => {
    const cache = new SharedCache();
    const noVary = { ...page, vary: 'accept-encoding' };
    expect(
      cache.put(
        '/a',
        { ...gzip, rsc: '1' },
        200,
        { ...noVary, 'content-type': 'text/x-component' },
        Buffer.from('0:[]'),
      ),
    ).toBe(true);
    expect(cache.get('/a', gzip)).toBeUndefined();
    expect(cache.get('/a', { ...gzip, rsc: '1' })?.body.toString()).toBe('0:[]');
  });

  it('serves RSC payloads to RSC requests', () => {
    const cache = new SharedCache();
    cache.put('/a?_rsc=1x', { ...gzip, rsc: '1' }, 200, flight, Buffer.from('0:[]'));
    cache.put('/a', gzip, 200, html, Buffer.from('<html>'));
    expect(cache.get('/a?_rsc=2y', { ...gzip, rsc: '1' })?.body.toString()).toBe('0:[]');
    expect(cache.get('/a?_rsc=2y', gzip)?.body.toString()).toBe('<html>');
  });
});

describe('negative caching of prerendered 404s', () => {
  const notFound = {
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'x-nextjs-prerender': '1',
    vary: 'Accept-Encoding',
  };

  it('keeps a prerendered 404 for a few minutes, and nothing else that is no-store', () => {
    expect(staticNotFoundLifetime(404, notFound)).toBe(NOT_FOUND_SECONDS);
    expect(staticNotFoundLifetime(404, { ...notFound, 'x-nextjs-prerender': undefined })).toBe(0);
    expect(staticNotFoundLifetime(404, { ...notFound, 'set-cookie': 'a=1' })).toBe(0);
    expect(staticNotFoundLifetime(200, notFound)).toBe(0);
    expect(staticNotFoundLifetime(500, notFound)).toBe(0);
  });

  it('replays the 404 with the headers the origin sent', () => {
    const cache = new SharedCache(1_000_000, 100, staticNotFoundLifetime);
    expect(cache.put('/nope', gzip, 404, notFound, Buffer.from('x'))).toBe(true);
    vi.advanceTimersByTime(1000);
    const hit = cache.get('/nope', gzip);
    expect(hit?.status).toBe(404);
    expect(hit?.headers['cache-control']).toContain('no-store');
    vi.advanceTimersByTime(NOT_FOUND_SECONDS * 1000);
    expect(cache.get('/nope', gzip)).toBeUndefined();
  });

  it('bounds how many 404s it keeps, so unknown URLs cannot push the pages out', () => {
    const cache = new SharedCache(1_000_000, 100, staticNotFoundLifetime, 2);
    cache.put('/page', gzip, 200, page, Buffer.from('x'));
    for (let i = 0; i < 1_000; i++) cache.put(`/missing-${i}`, gzip, 404, notFound, Buffer.from('x'));
    expect(cache.get('/page', gzip)).toBeDefined();
    expect(cache.get('/missing-999', gzip)).toBeDefined();
    expect(cache.get('/missing-0', gzip)).toBeUndefined();
    expect(cache.stats().entries).toBeLessThanOrEqual(3);
  });
});

describe('contentEtag', () => {
  const body = Buffer.from('{"terms":[]}');
  it('tags what browsers revalidate by a hash of its bytes: the same bytes the same tag', () => {
    const tag = contentEtag({ 'cache-control': 'public, max-age=0, must-revalidate, s-maxage=31536000' }, body);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(contentEtag({}, body)).toBe(tag);
    expect(contentEtag({ 'cache-control': ['public', 'max-age=0'] }, body)).toBe(tag);
    expect(contentEtag({}, Buffer.from('{"terms":[1]}'))).not.toBe(tag);
    expect(contentEtag({}, Buffer.alloc(0))).toMatch(/^"[\w-]{27}"$/);
  });

  it('leaves an ETag the origin sent, and tags nothing browsers keep without asking', () => {
    expect(contentEtag({ etag: '"v1"' }, body)).toBeUndefined();
    expect(contentEtag({ etag: '' }, body)).toBeUndefined();
    expect(contentEtag({ 'cache-control': 'public, max-age=31536000, immutable' }, body)).toBeUndefined();
    expect(contentEtag({ 'cache-control': 'public, IMMUTABLE' }, body)).toBeUndefined();
    expect(contentEtag({ 'cache-control': 'max-age=600' }, body)).toBeUndefined();
    // A max-age that is not a positive number is no lifetime: revalidated, so tagged.
    expect(contentEtag({ 'cache-control': 'max-age=abc' }, body)).toMatch(/^"/);
    expect(contentEtag({ 'cache-control': 'max-age=-5' }, body)).toMatch(/^"/);
  });
});
