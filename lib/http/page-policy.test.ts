import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withSharedCache } from './cached-handler';
import { withLeanAssetHeaders, withPagePolicy } from './page-policy';
import { SharedCache } from './shared-cache';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for Next: its header rules set the build's policy on everything, as next.config.ts does. */
const origin = (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('Content-Security-Policy', 'build-policy');
  const url = req.url ?? '/';
  // Next's 304s carry no content type.
  if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
  if (url.startsWith('/asset')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  if (url.startsWith('/missing'))
    return void res.writeHead(404, { 'content-type': 'text/html', 'Content-Security-Policy': 'other' }).end('404');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=31536000');
  res.setHeader('etag', '"v1"');
  res.end(`<h1>${url}</h1>`);
};

async function serve() {
  const handler = withPagePolicy(withSharedCache(origin, new SharedCache()), (url, status) => `page ${url} ${status}`);
  const listening = createServer((req, res) => void handler(req, res));
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

describe('withPagePolicy', () => {
  it('replaces the policy of every HTML response, from the origin, the cache and a 304', async () => {
    const base = await serve();
    const first = await fetch(`${base}/docs/a?x=1`);
    expect(first.headers.get('content-security-policy')).toBe('page /docs/a?x=1 200');
    const second = await fetch(`${base}/docs/a?x=1`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-security-policy')).toBe('page /docs/a?x=1 200');
    const revalidated = await fetch(`${base}/docs/b`, { headers: { 'if-none-match': '"v1"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe('page /docs/b 304');
    const missing = await fetch(`${base}/missing`);
    expect(missing.headers.get('content-security-policy')).toBe('page /missing 404');
  });

  it('leaves the policy of other responses as it was', async () => {
    const base = await serve();
    expect((await fetch(`${base}/asset.json`)).headers.get('content-security-policy')).toBe('build-policy');
  });
});

describe('withLeanAssetHeaders', () => {
  const DOCUMENT_SET = {
    'Content-Security-Policy': 'build-policy',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=()',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=63072000',
    'X-Content-Type-Options': 'nosniff',
  };
  /** Next with the request guard's headers set first, as scripts/start.ts installs them. */
  const asNext = (req: IncomingMessage, res: ServerResponse) => {
    for (const [key, value] of Object.entries(DOCUMENT_SET)) res.setHeader(key, value);
    // Next resolves dot segments (`..`, `.%2e`) before it routes, as a browser does.
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.headers['if-none-match']) return void res.writeHead(304).end();
    if (url.startsWith('/_next/static/missing')) return void res.writeHead(404, { 'content-type': 'text/html' }).end();
    const type = url.endsWith('.js')
      ? 'application/javascript'
      : url.endsWith('.png')
        ? 'image/png'
        : url.endsWith('.svg')
          ? 'image/svg+xml'
          : url.startsWith('/search-shards/') && !url.endsWith('.html')
            ? 'application/json'
            : 'text/html; charset=utf-8';
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    });
    res.end('x');
  };
  async function serveLean() {
    const handler = withLeanAssetHeaders(withPagePolicy(asNext, (url, status) => `page ${url} ${status}`));
    const listening = createServer((req, res) => void handler(req, res));
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, resolve));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }
  const documentOnly = [
    'content-security-policy',
    'x-frame-options',
    'permissions-policy',
    'referrer-policy',
    'cross-origin-opener-policy',
    'strict-transport-security',
  ];

  it('gives immutable assets and raster images nosniff, CORP and their caching, not the page policy', async () => {
    const base = await serveLean();
    for (const path of [
      '/_next/static/chunks/a.js',
      '/search-shards/t1.abc.json',
      '/mermaid/12.3.0/chunks/mermaid.esm.min/chunk-A.js',
      '/favicon.png',
    ]) {
      const response = await fetch(`${base}${path}`);
      for (const name of documentOnly) expect(response.headers.get(name), `${path} ${name}`).toBeNull();
      expect(response.headers.get('accept-ranges')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
    // A 304 for an asset: withPagePolicy gives it a page policy (no type to tell), this takes it off.
    const revalidated = await fetch(`${base}/_next/static/chunks/a.js`, { headers: { 'if-none-match': '"x"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
  });

  it('leaves documents, SVG, other files and errors with the whole set', async () => {
    const base = await serveLean();
    for (const path of ['/docs/a', '/img/logo.svg', '/_next/static/missing.js']) {
      const response = await fetch(`${base}${path}`);
      for (const name of documentOnly) expect(response.headers.get(name), `${path} ${name}`).not.toBeNull();
      expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
    }
    expect((await fetch(`${base}/docs/a`)).headers.get('content-security-policy')).toBe('page /docs/a 200');
  });

  /** A raw request: fetch would resolve the dot segments before sending them. */
  function raw(base: string, path: string, headers: Record<string, string> = {}) {
    return new Promise<IncomingMessage>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const req = request({ hostname, port, path, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('keeps the whole set on a document reached through an asset prefix (dot segments, encoded dots)', async () => {
    const base = await serveLean();
    for (const path of [
      '/search-shards/../docs/a',
      '/search-shards/.%2e/docs/a',
      '/search-shards/%2E%2E/docs/a',
      '/search-shards/x/../../docs/a',
      '/_next/static/chunks/../../../docs/a',
      '/_next/static/./../../docs/a',
      '/mermaid/12.3.0/../../docs/a',
    ]) {
      for (const headers of [{}, { 'if-none-match': '"v1"' }] as Record<string, string>[]) {
        const response = await raw(base, path, headers);
        const label = `${path} ${response.statusCode}`;
        for (const name of documentOnly) expect(response.headers[name], `${label} ${name}`).toBeDefined();
        expect(response.headers['cross-origin-resource-policy'], label).toBeUndefined();
      }
    }
  });

  it('never gives a document type the lean set, whatever its path', async () => {
    const base = await serveLean();
    const response = await raw(base, '/search-shards/page.html');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const name of documentOnly) expect(response.headers[name], name).toBeDefined();
    expect(response.headers['cross-origin-resource-policy']).toBeUndefined();
  });
});
