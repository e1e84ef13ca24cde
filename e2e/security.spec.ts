import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isMobile } from './helpers';

/**
 * The probes of hardening round two (lib/http/README.md, lib/mcp/README.md), replayed against
 * `npm start`: the shared cache cannot be flushed with Next's router headers, Next's internal
 * headers never leave, a temporary redirect is not cacheable, bad escapes get 400, a trickled
 * body is cut off, CORS is on the files meant for tools and nowhere else.
 */

const require = createRequire(import.meta.url);
// The `_rsc` value Next's client sends with its router headers (Next redirects a request without it).
const { computeCacheBustingSearchParam } = require('next/dist/shared/lib/router/utils/cache-busting-search-param') as {
  computeCacheBustingSearchParam(
    prefetch: string | undefined,
    segment: string | undefined,
    tree: string | undefined,
    nextUrl: string | undefined,
  ): Promise<string>;
};

test.describe('hardening probes against npm start', () => {
  test.beforeEach(({ page }) => test.skip(isMobile(page), 'the same responses at every width'));

  test("Next's router headers cannot flush a page out of the shared cache", async ({ request }) => {
    const path = '/docs/experience-sdk/navigation-functions';
    const rsc = async (tree: string, prefetch?: string) => {
      const hash = await computeCacheBustingSearchParam(prefetch, undefined, tree, undefined);
      return request.get(`${path}?_rsc=${hash}`, {
        headers: {
          rsc: '1',
          'next-router-state-tree': tree,
          ...(prefetch ? { 'next-router-prefetch': prefetch } : {}),
        },
        maxRedirects: 0,
      });
    };
    const tree = (i: number) =>
      encodeURIComponent(JSON.stringify(['', { children: [`flush-${i}`, {}] }, null, null, true]));
    const first = await rsc(tree(0));
    expect(first.status()).toBe(200);
    const body = await first.body();
    // Before the fix each made-up state tree was a new variant: 115 of them pushed every page out.
    for (let i = 1; i <= 30; i++) {
      const answer = await rsc(tree(i));
      expect(answer.status()).toBe(200);
      expect(answer.headers()['x-cache'], `tree ${i}`).toBe('HIT');
      expect((await answer.body()).equals(body)).toBe(true);
    }
    // The page itself stays a hit for a browser.
    await request.get(path);
    expect((await request.get(path)).headers()['x-cache']).toBe('HIT');
  });

  test('made-up segments on a full prefetch (kinds 2 and 3) cannot flush a page out of the shared cache', async ({
    request,
  }) => {
    const path = '/docs/experience-sdk/navigation-functions';
    const prefetch = async (kind: string, segment: string) => {
      const hash = await computeCacheBustingSearchParam(kind, segment, undefined, undefined);
      return request.get(`${path}?_rsc=${hash}`, {
        headers: { rsc: '1', 'next-router-prefetch': kind, 'next-router-segment-prefetch': segment },
        maxRedirects: 0,
      });
    };
    for (const kind of ['2', '3']) {
      expect((await prefetch(kind, '/flush-0')).status()).toBe(200);
      // Before the fix each made-up segment was a 112 KB variant of its own.
      for (let i = 1; i <= 10; i++)
        expect((await prefetch(kind, `/flush-${i}`)).headers()['x-cache'], `${kind} ${i}`).toBe('HIT');
    }
  });

  test('aliases of a page (dot segments, encoded letters) are not stored: they cannot flush the shared cache', async ({
    baseURL,
  }) => {
    const page = '/docs/experience-sdk/navigation-functions';
    // fetch and Playwright resolve dot segments before sending: a raw request keeps them.
    const get = (target: string) =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL!);
        const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
        let data = '';
        socket.on('connect', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
        );
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('end', () => {
          const [statusLine, ...lines] = data.slice(0, data.indexOf('\r\n\r\n')).split('\r\n');
          const headers: Record<string, string> = { status: statusLine.split(' ')[1] };
          for (const line of lines)
            headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
          resolve(headers);
        });
        socket.on('error', reject);
      });
    for (const alias of [`/flush-1/..${page}`, `/docs/./experience-sdk/navigation-functions`, page.replace('n', '%6E')])
      for (let round = 0; round < 2; round++) {
        const answer = await get(alias);
        expect(answer.status, alias).toBe('200');
        expect(answer['x-cache'], `${alias} round ${round}`).not.toBe('HIT');
      }
    await get(page);
    expect((await get(page))['x-cache']).toBe('HIT');
  });

  test("Next's internal headers never leave the server, on pages, files, redirects and 404s", async ({ request }) => {
    for (const path of ['/', '/docs/experience-sdk/intro', '/api/content', '/llms.txt', '/docs', '/nowhere-at-all']) {
      for (let round = 0; round < 2; round++) {
        const answer = await request.get(path, { maxRedirects: 0 });
        const leaked = Object.keys(answer.headers()).filter((name) => /^x-(nextjs|middleware)-/.test(name));
        expect(leaked, `${path} (round ${round + 1})`).toEqual([]);
      }
    }
  });

  test('the /docs redirect is not cacheable for a year', async ({ request }) => {
    const answer = await request.get('/docs', { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers()['cache-control']).toBe('no-cache');
  });

  test('a malformed escape gets the 400 page wherever it is, favicon included', async ({ request }) => {
    for (const path of ['/favicon%zz', '/favicon.ico%zz', '/img/%zz', '/%zz']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(400);
      expect(answer.headers()['cache-control'], path).toMatch(/no-store/);
    }
  });

  test('CORS: files published for tools are readable from any origin, pages and other files are not', async ({
    request,
  }) => {
    const origin = { origin: 'https://agent.example' };
    for (const path of [
      '/llms.txt',
      '/docs/experience-sdk/intro.md',
      '/api/content.md',
      '/api/content.yaml',
      '/.well-known/mcp/server-card.json',
      '/search-records.json',
    ]) {
      const answer = await request.get(path, { headers: origin });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['access-control-allow-origin'], path).toBe('*');
    }
    for (const path of [
      '/',
      '/docs/experience-sdk/intro',
      '/api/content',
      '/search-index-default.json',
      '/robots.txt',
    ]) {
      const answer = await request.get(path, { headers: origin });
      expect(answer.headers()['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  test('a trickled body is cut off with 408 within seconds, not held for minutes', async ({ baseURL }) => {
    test.setTimeout(60_000);
    const { hostname, port } = new URL(baseURL!);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
      let data = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(
          'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        );
        // One byte a second, as a slow-body attack sends it.
        timer = setInterval(() => socket.writable && socket.write('{'), 1_000);
      });
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('close', () => {
        clearInterval(timer);
        resolve(data);
      });
      socket.on('error', (error) => {
        clearInterval(timer);
        // The server may reset the socket after answering; what it sent is what counts.
        if (data) resolve(data);
        else reject(error);
      });
      socket.setTimeout(50_000, () => socket.destroy());
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  test.describe('/mcp', () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const call = (id: number, name: string, args: Record<string, unknown>) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: args },
    });

    test('a batch over 8 messages is refused whole; an empty one too', async ({ request }) => {
      const nine = Array.from({ length: 9 }, (_, i) => call(i, 'get_page', { url_or_path: '/api/content' }));
      const refused = await request.post('/mcp', { headers, data: nine });
      expect(refused.status()).toBe(400);
      const body = await refused.json();
      expect(body.error.code).toBe(-32600);
      expect(body.error.message).toContain('at most 8 messages');
      expect((await request.post('/mcp', { headers, data: [] })).status()).toBe(400);
    });

    test('long inputs are answered quickly, repeating at most 64 of their characters', async ({ request }) => {
      const answer = await request.post('/mcp', {
        headers,
        data: call(1, 'get_page', { url_or_path: `/docs/${'x'.repeat(2000)}` }),
      });
      expect(answer.status()).toBe(200);
      const text = await answer.text();
      expect(text).toContain('Closest pages');
      expect(text).not.toContain('x'.repeat(65));
      const api = await request.post('/mcp', {
        headers,
        data: call(2, 'get_operation', { api: 'p'.repeat(100_000), operationId: 'x' }),
      });
      expect(await api.text()).toContain('at most 64 characters');
    });

    test('a declared body over 256 KB is refused with 413 before it is read', async ({ baseURL }) => {
      const { hostname, port } = new URL(baseURL!);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
        let data = '';
        socket.on('connect', () =>
          socket.write(
            'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'Accept: application/json, text/event-stream\r\nContent-Length: 10485760\r\n\r\n[',
          ),
        );
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('close', () => resolve(data));
        socket.on('error', (error) => (data ? resolve(data) : reject(error)));
        socket.setTimeout(10_000, () => socket.destroy());
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    test('a browser origin that is not allowed gets no CORS; other paths gain no preflight', async ({ request }) => {
      const evil = await request.fetch('/mcp', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(evil.status()).toBe(403);
      expect(evil.headers()['access-control-allow-origin']).toBeUndefined();
      const local = await request.fetch('/mcp', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:6274',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,mcp-protocol-version',
        },
      });
      expect(local.status()).toBe(204);
      expect(local.headers()['access-control-allow-origin']).toBe('http://localhost:6274');
      const page = await request.fetch('/llms.txt', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(page.status()).toBe(405);
    });
  });
});

test.describe('hardening probes on a document', () => {
  test.beforeEach(({ page }) => test.skip(isMobile(page), 'no page involved'));

  test('server variables that multiply to millions of URLs stay bounded, with a warning at each server', () => {
    // The loader, the model, the example check's servers and the Try it connect sources (what the
    // build and every `npm start` do with a reference) on the probe's document, in a 160 MB heap:
    // the full cross product took 854 MB and 6.7 s, and dies here (e2e/probes/server-variables.ts).
    const probe = spawnSync(
      process.execPath,
      ['--max-old-space-size=160', '--import', 'tsx', path.join(import.meta.dirname, 'probes/server-variables.ts')],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(probe.status, probe.stderr.slice(-2_000)).toBe(0);
    const result = JSON.parse(probe.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(result.variableBytes).toBeLessThan(900);
    for (const warnings of [result.warnings.lenient, result.warnings.strict])
      expect(warnings).toEqual(
        [0, 1].map((i) => ({
          pointer: `/servers/${i}/variables`,
          message: expect.stringContaining('combine into 6,400,000 URLs'),
        })),
      );
    // At most 64 URLs a server (lib/openapi/servers.ts: MAX_SERVER_URLS) and 64 values a variable.
    expect(result.exampleCheckServers).toBeGreaterThan(0);
    expect(result.exampleCheckServers).toBeLessThanOrEqual(2 * 64);
    expect(Math.max(...result.modelEnumValues)).toBeLessThanOrEqual(64);
    expect(result.connectSources).toEqual(['https://*.example.com:*']);
  });
});
