import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BrotliCopies } from './brotli-copies';
import { withSharedCache } from './cached-handler';
import { SharedCache } from './shared-cache';
import {
  brClient,
  InFlight,
  ownAddress,
  searchRouteUrls,
  staticAssetUrls,
  WARM_UP_HEADER,
  type WarmUpSteps,
  warmSharedCache,
  warmUp,
  warmUpUrls,
} from './warm-up';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A build directory holding these files (path → content). */
function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const manifest = (routes: unknown) => JSON.stringify({ version: 4, routes, dynamicRoutes: {} });

describe('staticAssetUrls', () => {
  it('lists the scripts and styles under static/, styles first, and no fonts, images or maps', () => {
    const dir = build({
      'static/chunks/b.js': '1',
      'static/chunks/a.js': '1',
      'static/chunks/z.css': '1',
      'static/chunks/a.js.map': '1',
      'static/media/inter.woff2': '1',
      'static/media/logo.png': '1',
      'static/BUILDID/_buildManifest.js': '1',
    });
    expect(staticAssetUrls(dir)).toEqual([
      '/_next/static/chunks/z.css',
      '/_next/static/BUILDID/_buildManifest.js',
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
  });

  it('percent-encodes names a URL cannot hold as they are', () => {
    expect(staticAssetUrls(build({ 'static/chunks/a b#1.js': '1' }))).toEqual(['/_next/static/chunks/a%20b%231.js']);
  });

  it('fails naming the directory when there is no build', () => {
    expect(() => staticAssetUrls('/nonexistent/.next')).toThrow(
      /\/nonexistent\/\.next\/static: no such directory: expected the build's static assets/,
    );
  });
});

describe('searchRouteUrls', () => {
  const routes = Object.fromEntries(
    [
      '/docs/intro',
      '/search-shards/t0.abc.json',
      '/search-index-default.json',
      '/search-shards/r1.abc.json',
      '/search-index-default/3.2.json',
      '/search-records.json',
      '/sidebar-default.json',
      '/search-shards/nested/x.json',
    ].map((route) => [route, {}]),
  );

  it('keeps the manifests, then the shards, and nothing else', () => {
    expect(searchRouteUrls(manifest(routes), 'm.json')).toEqual([
      '/search-index-default.json',
      '/search-index-default/3.2.json',
      '/search-shards/r1.abc.json',
      '/search-shards/t0.abc.json',
    ]);
  });

  it('is empty when the site has no search routes', () => {
    expect(searchRouteUrls(manifest({ '/': {} }), 'm.json')).toEqual([]);
  });

  it('fails naming the file and what was expected on a bad manifest', () => {
    expect(() => searchRouteUrls('{"routes": ', '.next/prerender-manifest.json')).toThrow(
      /^\.next\/prerender-manifest\.json: not JSON .*expected Next's prerender manifest$/,
    );
    expect(() => searchRouteUrls('{}', 'm.json')).toThrow(
      'm.json: "routes" is missing: expected an object keyed by path',
    );
    expect(() => searchRouteUrls('null', 'm.json')).toThrow('m.json: "routes" is missing');
    expect(() => searchRouteUrls(manifest(['/a']), 'm.json')).toThrow('m.json: "routes" is ["/a"]: expected an object');
    expect(() => searchRouteUrls(manifest(null), 'm.json')).toThrow('m.json: "routes" is null');
  });
});

describe('warmUpUrls', () => {
  it('lists the static assets, then the search files', () => {
    const dir = build({
      'static/chunks/a.js': '1',
      'prerender-manifest.json': manifest({ '/search-index-default.json': {}, '/': {} }),
    });
    expect(warmUpUrls(dir)).toEqual(['/_next/static/chunks/a.js', '/search-index-default.json']);
  });

  it('fails naming the manifest when it is missing', () => {
    expect(() => warmUpUrls(build({ 'static/chunks/a.js': '1' }))).toThrow(/prerender-manifest\.json/);
  });
});

describe('ownAddress', () => {
  it('is loopback for every interface, the address itself otherwise', () => {
    expect(ownAddress({ address: '0.0.0.0', family: 'IPv4', port: 80 })).toEqual({ host: '127.0.0.1', port: 80 });
    expect(ownAddress({ address: '::', family: 'IPv6', port: 80 })).toEqual({ host: '::1', port: 80 });
    expect(ownAddress({ address: '10.0.0.5', family: 'IPv4', port: 81 })).toEqual({ host: '10.0.0.5', port: 81 });
  });

  it('is undefined when not listening on TCP', () => {
    expect(ownAddress(null)).toBeUndefined();
    expect(ownAddress('/tmp/socket')).toBeUndefined();
  });
});

describe('InFlight', () => {
  it('is idle at once with nothing in flight, and once the last request leaves', async () => {
    const readers = new InFlight();
    await readers.idle();
    readers.enter();
    readers.enter();
    let idle = false;
    const waiting = readers.idle().then(() => {
      idle = true;
    });
    readers.leave();
    await Promise.resolve();
    expect(idle).toBe(false);
    expect(readers.busy).toBe(true);
    readers.leave();
    await waiting;
    expect(idle).toBe(true);
    expect(readers.busy).toBe(false);
  });

  it('never counts below zero', async () => {
    const readers = new InFlight();
    readers.leave();
    readers.enter();
    expect(readers.busy).toBe(true);
  });
});

describe('warmUp', () => {
  /** Steps that log what happens, in order. */
  function steps(overrides: Partial<WarmUpSteps> = {}) {
    const log: string[] = [];
    const all: WarmUpSteps = {
      request: async (url) => {
        log.push(`get ${url}`);
        return 200;
      },
      copiesMade: async () => void log.push('copies'),
      readersIdle: async () => void log.push('idle'),
      full: () => false,
      ...overrides,
    };
    return { log, steps: all };
  }

  it('asks for one URL at a time, after the readers and before the next, waiting for its copy', async () => {
    const { log, steps: s } = steps();
    expect(await warmUp(['/a', '/b'], s)).toEqual({ warmed: 2, failed: [], skipped: 0 });
    expect(log).toEqual(['idle', 'get /a', 'copies', 'idle', 'get /b', 'copies']);
  });

  it('waits for a reader in flight before its next request', async () => {
    const readers = new InFlight();
    const { log, steps: s } = steps({ readersIdle: () => readers.idle() });
    readers.enter();
    const done = warmUp(['/a'], s);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual([]);
    readers.leave();
    await done;
    expect(log).toEqual(['get /a', 'copies']);
  });

  it('notes a failed or refused request and goes on', async () => {
    const { steps: s } = steps({
      request: async (url) => {
        if (url === '/gone') return 404;
        if (url === '/down') throw new Error('ECONNREFUSED');
        return 200;
      },
    });
    expect(await warmUp(['/gone', '/down', '/a'], s)).toEqual({
      warmed: 1,
      failed: [
        { url: '/gone', reason: 'answered 404' },
        { url: '/down', reason: 'ECONNREFUSED' },
      ],
      skipped: 0,
    });
  });

  it('stops once the cache holds its share, never asking for the rest', async () => {
    let asked = 0;
    const { log, steps: s } = steps({ full: () => asked >= 2 });
    const request = s.request;
    s.request = (url) => {
      asked++;
      return request(url);
    };
    expect(await warmUp(['/a', '/b', '/c', '/d'], s)).toEqual({ warmed: 2, failed: [], skipped: 2 });
    expect(log.filter((line) => line.startsWith('get'))).toEqual(['get /a', 'get /b']);
  });
});

/** A server as scripts/start.ts wires it: an origin sending gzip like Next, behind the shared cache. */
async function serve(routes: Record<string, { type: string; body: string }>, warmUpDelayMs = 0) {
  const cache = new SharedCache();
  const brotli = new BrotliCopies(cache);
  const readers = new InFlight();
  const seen: Array<{ url: string; encoding: string; warmUp: boolean }> = [];
  const origin = withSharedCache(
    async (req, res) => {
      // A slow origin for the warm-up's requests only: a reader's must not wait for them.
      if (warmUpDelayMs && req.headers[WARM_UP_HEADER] !== undefined)
        await new Promise((resolve) => setTimeout(resolve, warmUpDelayMs));
      const route = routes[req.url ?? ''];
      if (!route) return void res.writeHead(404, { 'cache-control': 'no-store' }).end('not found');
      const gzipped = req.headers['accept-encoding'] === 'gzip';
      const body = gzipped ? gzipSync(route.body) : Buffer.from(route.body);
      res.writeHead(200, {
        'content-type': route.type,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
        etag: '"e1"',
        'content-length': String(body.length),
        ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(body);
    },
    cache,
    brotli,
  );
  const server = http.createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      encoding: String(req.headers['accept-encoding']),
      warmUp: req.headers[WARM_UP_HEADER] !== undefined,
    });
    if (req.headers[WARM_UP_HEADER] === undefined) {
      readers.enter();
      res.once('close', () => readers.leave());
    }
    void origin(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { cache, brotli, readers, seen, address: ownAddress(server.address() as AddressInfo)! };
}

const script = 'export function panel(){return "search results for the navbar box";}\n'.repeat(200);

describe('brClient', () => {
  it('asks as a br client, marked as the warm-up, and resolves to the status', async () => {
    const { seen, address } = await serve({ '/_next/static/chunks/a.js': { type: 'text/javascript', body: script } });
    const get = brClient(address.host, address.port);
    expect(await get('/_next/static/chunks/a.js')).toBe(200);
    expect(await get('/missing.js')).toBe(404);
    // What a browser's Accept-Encoding selects: the br variant (encoding.ts).
    expect(seen[0]).toEqual({ url: '/_next/static/chunks/a.js', encoding: 'br, gzip', warmUp: true });
  });

  it('rejects when nothing listens', async () => {
    const { address } = await serve({});
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(brClient(address.host, port)('/a.js')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('warmSharedCache', () => {
  it("stores the build's scripts and search files with their br copies, so a first br request is a br hit", async () => {
    const dir = build({
      'static/chunks/a.js': script,
      'static/chunks/b.css': '1',
      'prerender-manifest.json': manifest({ '/search-shards/r0.h.json': {}, '/search-index-default.json': {} }),
    });
    const { cache, brotli, readers, address } = await serve({
      '/_next/static/chunks/a.js': { type: 'text/javascript; charset=utf-8', body: script },
      '/search-index-default.json': { type: 'application/json', body: JSON.stringify({ terms: script }) },
      '/search-shards/r0.h.json': { type: 'application/json', body: JSON.stringify({ records: script }) },
    });
    const warmed = await warmSharedCache({ nextDir: dir, address, cache, brotli, readers });
    expect(warmed).toMatchObject({
      warmed: 3,
      brotli: 3,
      skipped: 0,
      failed: [{ url: '/_next/static/chunks/b.css', reason: 'answered 404' }],
    });
    expect(warmed.cacheBytes).toBe(cache.stats().bytes);
    expect(warmed.ms).toBeGreaterThan(0);
    expect(warmed.cpuMs).toBeGreaterThan(0);

    // A reader's first request: answered from the br copy, not gzip.
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        {
          host: address.host,
          port: address.port,
          path: '/_next/static/chunks/a.js',
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        },
        resolve,
      ),
    );
    answer.resume();
    expect(answer.headers['x-cache']).toBe('HIT');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.etag).toBe('"e1-br"');
  });

  it('fails, storing nothing, when the build has no manifest', async () => {
    const { cache, brotli, readers, address } = await serve({});
    await expect(
      warmSharedCache({ nextDir: build({ 'static/a.js': '1' }), address, cache, brotli, readers }),
    ).rejects.toThrow(/prerender-manifest\.json/);
    expect(cache.stats().entries).toBe(0);
  });
});

describe('warmSharedCache when the server stops', () => {
  it('asks for nothing once its signal is aborted', async () => {
    const dir = build({
      'static/chunks/a.js': script,
      'prerender-manifest.json': manifest({ '/search-index-default.json': {} }),
    });
    const { cache, brotli, readers, address, seen } = await serve({});
    const stopping = new AbortController();
    stopping.abort();
    const warmed = await warmSharedCache({ nextDir: dir, address, cache, brotli, readers, signal: stopping.signal });
    expect(warmed).toMatchObject({ warmed: 0, skipped: 2, failed: [] });
    expect(seen).toEqual([]);
  });
});

describe('a reader during the warm-up', () => {
  it('is answered at once, in gzip while the copy is not made, without waiting for the warm-up', async () => {
    const dir = build({
      'static/chunks/a.js': script,
      'static/chunks/b.js': script,
      'prerender-manifest.json': manifest({}),
    });
    const routes = {
      '/_next/static/chunks/a.js': { type: 'text/javascript', body: script },
      '/_next/static/chunks/b.js': { type: 'text/javascript', body: script },
    };
    const { cache, brotli, readers, address } = await serve(routes, 1_000);
    let warmedAt = 0;
    const warming = warmSharedCache({ nextDir: dir, address, cache, brotli, readers }).then((warmed) => {
      warmedAt = performance.now();
      return warmed;
    });
    const started = performance.now();
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        {
          host: address.host,
          port: address.port,
          path: '/_next/static/chunks/b.js',
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        },
        resolve,
      ),
    );
    answer.resume();
    const answeredAt = performance.now();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answeredAt - started).toBeLessThan(800);
    expect((await warming).warmed).toBe(2);
    expect(warmedAt).toBeGreaterThan(answeredAt);
  });
});
