import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, signalGroup as signalGroupOf, sleep, stopGroup } from './server-process';

// `npm start` (scripts/start.ts): Next behind the shared cache. These read responses, not layouts.

// Byte-for-byte comparisons ask for gzip alone: a client that takes br may get the gzip bytes
// first, then the br copy (lib/http/brotli-copies.ts).
const gzip = { 'accept-encoding': 'gzip, deflate' };
const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const identity = { 'accept-encoding': 'identity' };
/** A name no earlier run has used: the server may be reused between runs, its cache warm. */
const fresh = (name: string) => `cache-test=${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

test.describe('shared cache of the production server', () => {
  test.beforeEach(({ page }) => test.skip((page.viewportSize()?.width ?? 0) < 996, 'same responses at every width'));

  test('a page is answered from the cache the second time, byte for byte, with its headers', async ({ request }) => {
    // The cache ignores query strings (every page is prerendered): another run may have filled it.
    const path = `/docs/experience-sdk/event-listener?${fresh('page')}`;
    const first = await request.get(path, { headers: gzip });
    const second = await request.get(path, { headers: gzip });
    expect(['MISS', 'HIT']).toContain(first.headers()['x-cache']);
    expect(second.headers()['x-cache']).toBe('HIT');
    expect((await second.body()).equals(await first.body())).toBe(true);
    for (const header of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'strict-transport-security',
      'vary',
    ]) {
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
    const revalidated = await request.get(path, {
      headers: { ...identity, 'if-none-match': full.headers().etag, 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status()).toBe(304);
  });

  test('a client that takes br gets a brotli copy of the page: the same page, its own ETag, smaller than gzip', async ({
    request,
  }) => {
    const path = `/api/content?${fresh('br')}`;
    const zipped = await request.get(path, { headers: gzip });
    expect(zipped.headers()['content-encoding']).toBe('gzip');
    // The copy is made in the background once the page is stored: the first br requests may get gzip.
    let answer = await request.get(path, { headers: brotli });
    await expect
      .poll(
        async () => {
          answer = await request.get(path, { headers: brotli });
          return answer.headers()['content-encoding'];
        },
        { timeout: 30_000 },
      )
      .toBe('br');
    const headers = answer.headers();
    expect(headers['x-cache']).toBe('HIT');
    expect(headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(headers.etag).toMatch(/-br"$/);
    expect(headers.etag).not.toBe(zipped.headers().etag);
    // Playwright decodes both: the same HTML.
    expect((await answer.body()).equals(await zipped.body())).toBe(true);
    // On the wire: HEAD gives the br copy's length, smaller than the gzip bytes'.
    const brHead = await request.fetch(path, { method: 'HEAD', headers: brotli });
    const gzipHead = await request.fetch(path, { method: 'HEAD', headers: gzip });
    expect(brHead.headers()['content-encoding']).toBe('br');
    expect(Number(brHead.headers()['content-length'])).toBeLessThan(Number(gzipHead.headers()['content-length']));
    expect(gzipHead.headers()['content-encoding']).toBe('gzip');
    // Its own validator: a revalidation with the br ETag is a 304, with the gzip one a 200.
    const again = (etag: string) =>
      request.get(path, { headers: { ...brotli, 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect((await again(headers.etag)).status()).toBe(304);
    expect((await again(zipped.headers().etag)).status()).toBe(200);
    // A client that refuses br never gets it.
    const refused = await request.get(path, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers()['content-encoding']).toBe('gzip');
  });

  test('a cached 404 stays a 404 that tells browsers not to store it', async ({ request }) => {
    const path = `/docs/missing-${fresh('404')}`;
    await request.get(path);
    const again = await request.get(path);
    expect(again.status()).toBe(404);
    expect(again.headers()['x-cache']).toBe('HIT');
    expect(again.headers()['cache-control']).toContain('no-store');
    expect(await again.text()).toContain('Page not found');
  });

  test('the proxy still answers after a page is cached: 405 for other methods, 400 for bad encoding', async ({
    request,
  }) => {
    await request.get('/');
    expect((await request.post('/')).status()).toBe(405);
    for (let i = 0; i < 2; i++) expect((await request.get('/docs/%E0%A4%A?cache-test=1')).status()).toBe(400);
  });
});

/** The status of http://127.0.0.1:port/, or 0 when nothing answers there. */
async function statusOn(port: number): Promise<number> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

test.describe('npm start chooses its port', () => {
  // Each case starts a second production server on the suite's build: once is enough.
  test.beforeEach(({}, testInfo) =>
    test.skip(testInfo.project.name !== 'desktop', 'one server start per run is enough'),
  );
  test.setTimeout(120_000);

  /** The `npm start` of the running test, stopped after it whatever happens (also on a timeout). */
  let child: ChildProcess | undefined;
  const signalGroup = (signal: NodeJS.Signals) => signalGroupOf(child, signal);
  test.afterEach(async () => {
    if (!child) return;
    await stopGroup(child);
    child = undefined;
  });

  const cases: { name: string; args: (port: number) => string[]; env: (port: number) => Record<string, string> }[] = [
    { name: 'npm start -- -p PORT', args: (port) => ['-p', String(port)], env: () => ({}) },
    { name: 'npm start -- --port PORT', args: (port) => ['--port', String(port)], env: () => ({}) },
    { name: 'PORT=PORT npm start', args: () => [], env: (port) => ({ PORT: String(port) }) },
  ];

  for (const { name, args, env } of cases) {
    test(`${name} serves on that port`, async ({}, testInfo) => {
      const port = await freePort();
      const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env(port) };
      if (!('PORT' in env(port))) delete childEnv.PORT;
      // HOSTNAME (set by some shells and containers to the machine's name) would bind one interface only.
      delete childEnv.HOSTNAME;
      const command = ['start', ...(args(port).length ? ['--', ...args(port)] : [])];
      // detached: its own process group, so that stopping it stops everything npm started.
      child = spawn('npm', command, {
        cwd: path.dirname(testInfo.config.configFile!),
        env: childEnv,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-8_000);
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);

      // Until it answers there, exits, or says it is ready on another port.
      const deadline = Date.now() + 60_000;
      let status = 0;
      while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
        status = await statusOn(port);
        if (status !== 0) break;
        const ready = /ready on http:\/\/\S+:(\d+)/.exec(output);
        if (ready && Number(ready[1]) !== port) break;
        await sleep(250);
      }
      expect(
        status,
        `${['npm', ...command].join(' ')} (PORT=${childEnv.PORT ?? 'unset'}): nothing answered on port ${port}; it said:\n${output}`,
      ).toBe(200);
      await expect.poll(() => output, { timeout: 5_000 }).toContain(`ready on http://localhost:${port} `);

      // What answered was this server: the port is free again once its process group is gone.
      signalGroup('SIGTERM');
      await expect.poll(() => statusOn(port), { timeout: 10_000 }).toBe(0);
    });
  }
});
