import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withSharedCache } from './cached-handler';
import { withPagePolicy } from './page-policy';
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
