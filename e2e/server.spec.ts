import { expect, test } from '@playwright/test';

// `npm start` (scripts/start.ts): Next behind the shared cache. These read responses, not layouts.
test.beforeEach(({ page }) => test.skip((page.viewportSize()?.width ?? 0) < 996, 'same responses at every width'));

const gzip = { 'accept-encoding': 'gzip, deflate, br' };
const identity = { 'accept-encoding': 'identity' };
/** A query string no earlier run has used: the server may be reused between runs, its cache warm. */
const fresh = (name: string) => `cache-test=${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

test.describe('shared cache of the production server', () => {
  test('a page is answered from the cache the second time, byte for byte, with its headers', async ({ request }) => {
    const path = `/docs/experience-sdk/event-listener?${fresh('page')}`;
    const first = await request.get(path, { headers: gzip });
    const second = await request.get(path, { headers: gzip });
    expect(first.headers()['x-cache']).toBe('MISS');
    expect(second.headers()['x-cache']).toBe('HIT');
    expect((await second.body()).equals(await first.body())).toBe(true);
    for (const header of ['content-type', 'etag', 'cache-control', 'content-security-policy', 'strict-transport-security', 'vary']) {
      expect(second.headers()[header], header).toBe(first.headers()[header]);
    }
  });

  test('a client-side navigation request (RSC) never gets the cached HTML', async ({ request }) => {
    const path = `/docs/experience-sdk/intro?${fresh('rsc')}`;
    await request.get(path, { headers: gzip });
    await request.get(path, { headers: gzip });
    const rsc = await request.get(path, { headers: { ...gzip, rsc: '1' }, maxRedirects: 0 });
    expect(rsc.headers()['content-type'] ?? '').not.toContain('text/html');
  });

  test('HEAD and revalidation are answered from the cache', async ({ request }) => {
    const path = `/blog?${fresh('head')}`;
    const full = await request.get(path, { headers: identity });
    const head = await request.fetch(path, { method: 'HEAD', headers: identity });
    expect(head.headers()['x-cache']).toBe('HIT');
    expect(head.headers()['content-length']).toBe(String((await full.body()).length));
    const revalidated = await request.get(path, { headers: { ...identity, 'if-none-match': full.headers().etag, 'cache-control': 'max-age=0' } });
    expect(revalidated.status()).toBe(304);
  });

  test('a cached 404 stays a 404 that tells browsers not to store it', async ({ request }) => {
    const path = `/docs/missing?${fresh('404')}`;
    await request.get(path);
    const again = await request.get(path);
    expect(again.status()).toBe(404);
    expect(again.headers()['x-cache']).toBe('HIT');
    expect(again.headers()['cache-control']).toContain('no-store');
    expect(await again.text()).toContain('Page not found');
  });

  test('the proxy still answers after a page is cached: 405 for other methods, 400 for bad encoding', async ({ request }) => {
    await request.get('/');
    expect((await request.post('/')).status()).toBe(405);
    for (let i = 0; i < 2; i++) expect((await request.get('/docs/%E0%A4%A?cache-test=1')).status()).toBe(400);
  });
});
