import { describe, expect, it } from 'vitest';
import {
  etagMatches,
  isCacheableRequest,
  NOT_FOUND_SECONDS,
  parseCacheControl,
  SharedCache,
  sharedLifetime,
  staticNotFoundLifetime,
  staticSiteLifetime,
  storableHeaders,
  variantKey,
  varyNames,
} from './shared-cache';

const page = {
  'cache-control': 's-maxage=31536000',
  vary: 'rsc, next-router-state-tree, Accept-Encoding',
  'content-encoding': 'gzip',
  etag: '"abc"',
};
const gzip = { 'accept-encoding': 'gzip, deflate, br' };

describe('sharedLifetime', () => {
  it('keeps what Next marks shareable: prerendered pages and immutable assets', () => {
    expect(sharedLifetime(200, page)).toBe(31536000);
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=31536000, immutable' })).toBe(31536000);
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=600' })).toBe(600);
  });

  it('stores nothing per-user, uncacheable, unfinished or not a 200', () => {
    expect(sharedLifetime(404, page)).toBe(0);
    expect(sharedLifetime(307, page)).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=0' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'max-age=600' })).toBe(0); // private caches only
    expect(sharedLifetime(200, { ...page, 'set-cookie': ['a=1'] })).toBe(0);
    expect(sharedLifetime(200, { ...page, vary: '*' })).toBe(0);
    expect(sharedLifetime(200, {})).toBe(0);
  });

  it('ignores malformed lifetimes', () => {
    expect(sharedLifetime(200, { 'cache-control': 's-maxage=soon' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 's-maxage=-5, public' })).toBe(0);
    expect(parseCacheControl('S-MaxAge="60", Public').get('s-maxage')).toBe('60');
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
    expect(cache.get('/a?x=1', gzip)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 10, hits: 1, misses: 4 });
  });

  it('refuses what it must not keep', () => {
    const cache = new SharedCache(100, 50);
    expect(cache.put('/404', gzip, 404, page, body(10))).toBe(false);
    expect(cache.put('/big', gzip, 200, page, body(51))).toBe(false);
    expect(cache.put('/cut', gzip, 200, { ...page, 'content-length': '20' }, body(10))).toBe(false);
    expect(cache.stats().entries).toBe(0);
  });

  it('expires entries after their lifetime', () => {
    const cache = new SharedCache();
    cache.put('/a', gzip, 200, { 'cache-control': 's-maxage=60' }, body(1), 0);
    expect(cache.get('/a', gzip, 59_999)).toBeDefined();
    expect(cache.get('/a', gzip, 60_000)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new SharedCache(30);
    cache.put('/a', gzip, 200, page, body(10));
    cache.put('/b', gzip, 200, page, body(10));
    cache.put('/c', gzip, 200, page, body(10));
    cache.get('/a', gzip); // /b is now the oldest
    cache.put('/d', gzip, 200, page, body(10));
    expect(cache.get('/b', gzip)).toBeUndefined();
    expect(cache.get('/a', gzip)).toBeDefined();
    expect(cache.get('/d', gzip)).toBeDefined();
    expect(cache.stats().bytes).toBe(30);
  });

  it('replaces an entry stored again without counting it twice', () => {
    const cache = new SharedCache();
    cache.put('/a', gzip, 200, page, body(10));
    cache.put('/a', gzip, 200, page, body(4));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 4 });
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
    const cache = new SharedCache(1000, 100, staticSiteLifetime);
    expect(cache.put('/nope', gzip, 404, notFound, Buffer.from('x'), 0)).toBe(true);
    const hit = cache.get('/nope', gzip, 1000);
    expect(hit?.status).toBe(404);
    expect(hit?.headers['cache-control']).toContain('no-store');
    expect(cache.get('/nope', gzip, NOT_FOUND_SECONDS * 1000)).toBeUndefined();
  });

  it('bounds how many 404s it keeps, so unknown URLs cannot push the pages out', () => {
    const cache = new SharedCache(1000, 100, staticSiteLifetime, 2);
    expect(cache.put('/a', gzip, 404, notFound, Buffer.from('x'))).toBe(true);
    expect(cache.put('/b', gzip, 404, notFound, Buffer.from('x'))).toBe(true);
    expect(cache.put('/c', gzip, 404, notFound, Buffer.from('x'))).toBe(false);
    expect(cache.put('/page', gzip, 200, page, Buffer.from('x'))).toBe(true);
    expect(cache.put('/a', gzip, 404, notFound, Buffer.from('y'))).toBe(true); // replacing is fine
    expect(cache.stats().entries).toBe(3);
  });
});
