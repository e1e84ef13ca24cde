import net from 'node:net';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { isMobile, waitForHydration } from './helpers';

/**
 * Hostile input, table-driven: malformed addresses and request targets, odd methods, ranges and
 * headers, and storage values a reader (or an extension) left behind. Each is answered as a
 * careful server answers it: the page, 400, 405 with Allow, 416, never a 500 and never a
 * redirect to another site, with the security headers on every response, errors included.
 * Request targets Playwright cannot send go over a raw socket (node:net).
 */

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
];

interface Answer {
  status: number;
  headers: Record<string, string>;
}

function expectCareful(answer: Answer, allowed: number[], requestUrl: string) {
  expect(allowed, `status ${answer.status}`).toContain(answer.status);
  expect(answer.status).not.toBe(500);
  for (const name of SECURITY_HEADERS) expect(answer.headers[name], name).toBeTruthy();
  if (answer.status >= 400) {
    expect(answer.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(answer.headers['cache-control'] ?? '').toMatch(/no-store/);
  }
  if (answer.status === 405) expect(answer.headers.allow).toBe('GET, HEAD');
  const location = answer.headers.location;
  if (location) expect(new URL(location, requestUrl).origin, `Location ${location}`).toBe(new URL(requestUrl).origin);
}

/** Sends raw bytes and reads the status line and headers of the answer. */
function raw(baseURL: string, head: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let data = '';
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = data.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
  });
}

const answer = (response: APIResponse): Answer => ({ status: response.status(), headers: response.headers() });

test.describe('hostile requests to the production server', () => {
  test.beforeEach(({ page }) => test.skip(isMobile(page), 'the same responses at every width'));

  const targets: Array<{ name: string; head: (host: string) => string; allowed: number[] }> = [
    {
      name: 'absolute-form target naming another host',
      head: (host) => `GET http://evil.example/docs/experience-sdk/intro HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      allowed: [200],
    },
    {
      name: 'absolute-form target, https',
      head: (host) => `GET https://evil.example/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      allowed: [200],
    },
    { name: 'GET *', head: (host) => `GET * HTTP/1.1\r\nHost: ${host}\r\n\r\n`, allowed: [400] },
    { name: 'OPTIONS *', head: (host) => `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n`, allowed: [405] },
    { name: 'TRACE', head: (host) => `TRACE / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, allowed: [405] },
    {
      name: 'a target that is not a path',
      head: (host) => `GET docs HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      allowed: [400],
    },
    {
      name: 'a protocol-relative path',
      head: (host) => `GET //evil.example/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      allowed: [308, 404],
    },
    {
      name: 'a backslash path',
      head: (host) => `GET /\\evil.example/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      allowed: [308, 400, 404],
    },
    {
      name: 'headers larger than the server accepts',
      head: (host) => `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      allowed: [431],
    },
    { name: 'a malformed request line', head: () => 'GET / HTTP/1.1 extra\r\n\r\n', allowed: [400] },
    // A page reached through an asset prefix is a page: its policy and framing rules, never the
    // lean asset set (lib/http/page-policy.ts: withLeanAssetHeaders).
    ...[
      '/search-shards/../docs/experience-sdk/intro',
      '/search-shards/.%2e/docs/experience-sdk/intro',
      '/search-shards/x/../../docs/experience-sdk/intro',
      '/_next/static/chunks/../../../docs/experience-sdk/intro',
      '/search-shards/%2E%2E/llms.txt',
    ].map((path) => ({
      name: `an asset prefix with dot segments: ${path}`,
      head: (host: string) => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      allowed: [200, 404],
    })),
  ];
  for (const { name, head, allowed } of targets) {
    test(`raw target: ${name}`, async ({ baseURL }) => {
      expectCareful(await raw(baseURL!, head(new URL(baseURL!).host)), allowed, baseURL!);
    });
  }

  const requests: Array<{
    name: string;
    path: string;
    headers?: Record<string, string>;
    method?: string;
    allowed: number[];
  }> = [
    { name: 'malformed percent-encoding in the path', path: '/docs/%E0%A4%A', allowed: [400] },
    { name: 'a lone percent sign', path: '/%', allowed: [400] },
    { name: 'encoded dot segments', path: '/docs/..%2f..%2fetc%2fpasswd', allowed: [404] },
    { name: 'an encoded NUL', path: '/api/content%00', allowed: [400, 404] },
    { name: 'malformed percent-encoding in the query', path: '/docs/experience-sdk/intro?%E0%A4%A', allowed: [200] },
    { name: 'POST', path: '/', method: 'POST', allowed: [405] },
    { name: 'DELETE', path: '/docs/experience-sdk/intro', method: 'DELETE', allowed: [405] },
    {
      name: 'an unsatisfiable Range on a page',
      path: '/docs/experience-sdk/intro',
      headers: { range: 'bytes=99999999-' },
      allowed: [200, 416],
    },
    { name: 'a malformed Range', path: '/', headers: { range: 'bytes=abc' }, allowed: [200, 416] },
    { name: 'RSC on a page', path: '/docs/experience-sdk/intro', headers: { rsc: '1' }, allowed: [200, 307] },
    {
      name: 'a malformed router state tree',
      path: '/docs/experience-sdk/intro',
      headers: { rsc: '1', 'next-router-state-tree': '%%%[not json' },
      allowed: [200, 307, 400],
    },
    {
      name: 'a router prefetch of an unknown segment',
      path: '/docs/experience-sdk/intro',
      headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree/../../x' },
      allowed: [200, 204, 307, 400, 404],
    },
    {
      name: 'Next-URL naming another host',
      path: '/docs/experience-sdk/intro',
      headers: { rsc: '1', 'next-url': '//evil.example/x' },
      allowed: [200, 307],
    },
    {
      name: 'x-middleware-subrequest (skipping the proxy) with POST',
      path: '/',
      method: 'POST',
      headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
      allowed: [405],
    },
    {
      name: 'x-middleware-subrequest with a malformed path',
      path: '/docs/%E0%A4%A',
      headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy:src/proxy' },
      allowed: [400],
    },
    {
      name: 'X-Forwarded-Host naming another host',
      path: '/docs',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      allowed: [307, 308, 200],
    },
    {
      name: 'a Host header naming another host',
      path: '/api/content/',
      headers: { host: 'evil.example' },
      allowed: [308],
    },
    { name: 'an unknown search shard', path: '/search-shards/t0.000000000000.json', allowed: [404] },
  ];
  for (const { name, path, headers, method = 'GET', allowed } of requests) {
    test(`request: ${name}`, async ({ request, baseURL }) => {
      const response = await request.fetch(path, { method, headers, maxRedirects: 0, failOnStatusCode: false });
      expectCareful(answer(response), allowed, baseURL!);
    });
  }

  test('an RSC request never poisons the page for a browser, nor the reverse', async ({ request }) => {
    const path = `/docs/experience-sdk/intro?_rsc=${Math.random().toString(36).slice(2)}`;
    for (let round = 0; round < 2; round++) {
      const flight = await request.get(path, { headers: { rsc: '1' }, maxRedirects: 0 });
      expect(flight.headers()['content-type'] ?? '').not.toContain('text/html');
      const browser = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect(browser.status()).toBe(200);
      expect(browser.headers()['content-type']).toContain('text/html');
    }
  });
});

/** Collects uncaught page errors and the crash fallback while `use` runs. */
async function expectNoCrash(page: Page, use: () => Promise<void>) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await use();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  expect(errors).toEqual([]);
}

test.describe('hostile addresses in the browser', () => {
  for (const address of [
    '/api/content#%E0%A4%A',
    '/api/profiles#%',
    '/api/content#<img src=x onerror=alert(1)>',
    '/docs/experience-sdk/intro#%E0%A4%A',
    '/docs/experience-sdk/intro?%E0%A4%A#%zz',
    '/blog#schema-%',
  ]) {
    test(`${address} loads the page`, async ({ page }) => {
      await expectNoCrash(page, async () => {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await page.evaluate(() => {
          window.location.hash = '%E0%A4%A';
        });
        await page.waitForTimeout(200);
      });
    });
  }
});

test.describe('hostile storage values', () => {
  test.beforeEach(({ page }) => test.skip(isMobile(page), 'the same code reads them at every width'));
  const values = ['null', 'undefined', '{not json', '42', '[]', '"a string"', '{"__proto__":{"x":1}}', ''];
  const keys: Array<{ storage: 'localStorage' | 'sessionStorage'; key: string; page: string; open?: string }> = [
    { storage: 'localStorage', key: 'theme', page: '/docs/experience-sdk/intro' },
    { storage: 'localStorage', key: 'docusaurus.announcement.dismiss', page: '/' },
    { storage: 'localStorage', key: 'docusaurus.announcement.id', page: '/' },
    { storage: 'localStorage', key: 'docs-preferred-version-default', page: '/docs/experience-sdk/intro' },
    { storage: 'localStorage', key: 'api-sample-language', page: '/api/content' },
    { storage: 'sessionStorage', key: 'chunk-reload-attempted', page: '/docs/experience-sdk/intro' },
    { storage: 'sessionStorage', key: 'try-it-tokens:content', page: '/api/content', open: 'searchContentItems' },
  ];
  for (const { storage, key, page: address, open } of keys) {
    test(`${storage} ${key} set to null, non-JSON or the wrong type`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.route(/^https:\/\/(api|profiles)\.acme\.com\//, (route) => route.abort('blockedbyclient'));
      for (const value of values) {
        await expectNoCrash(page, async () => {
          await page.addInitScript(
            ([storageName, name, text]) => {
              (storageName === 'localStorage' ? localStorage : sessionStorage).setItem(name, text);
            },
            [storage, key, value] as const,
          );
          const response = await page.goto(address);
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          if (open) {
            await page.locator(`#${open} [data-try-it]`).click();
            await expect(page.locator('.try-it[data-try-it-ready]')).toBeVisible();
          }
        });
        page.removeAllListeners('pageerror');
      }
    });
  }
});
