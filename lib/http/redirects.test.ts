import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILD_REDIRECTS_FILE,
  pathRedirects,
  readBuildRedirects,
  redirectPage,
  redirectPageFile,
  redirectsFile,
  redirectTarget,
  withBuildRedirects,
} from './redirects';

const rules = [
  { from: '/docs/old-name', to: '/docs/new-name' },
  { from: '/docs/moved/', to: '/api/profiles#upsertProfile' },
  { from: '/docs/caf%C3%A9', to: '/docs/cafe' },
  { from: '/api/content#oldOperation', to: '/api/content#newOperation' },
];

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('redirectTarget', () => {
  const map = pathRedirects(rules);
  it('matches a path with or without its trailing slash, encoded or not, and keeps the query', () => {
    expect(redirectTarget(map, '/docs/old-name')).toBe('/docs/new-name');
    expect(redirectTarget(map, '/docs/old-name/?utm=1')).toBe('/docs/new-name?utm=1');
    expect(redirectTarget(map, '/docs/moved?x=1')).toBe('/api/profiles?x=1#upsertProfile');
    expect(redirectTarget(map, '/docs/café')).toBe('/docs/cafe');
  });

  it('leaves other paths, fragment rules and odd targets to the site', () => {
    expect(redirectTarget(map, '/docs/new-name')).toBeUndefined();
    expect(redirectTarget(map, '/api/content')).toBeUndefined();
    expect(redirectTarget(map, '//docs/old-name')).toBeUndefined();
    expect(redirectTarget(map, '*')).toBeUndefined();
  });
});

describe('withBuildRedirects', () => {
  it("answers the build's redirects with 308 before the site, and passes everything else", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    fs.mkdirSync(path.dirname(path.join(dist, BUILD_REDIRECTS_FILE)), { recursive: true });
    fs.writeFileSync(path.join(dist, BUILD_REDIRECTS_FILE), JSON.stringify(rules));
    const handler = withBuildRedirects((_req, res) => void res.writeHead(404).end('not found'), dist);
    const listening = createServer((req, res) => void handler(req, res));
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const moved = await fetch(`${base}/docs/old-name?a=b`, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/docs/new-name?a=b');
    const head = await fetch(`${base}/docs/moved`, { method: 'HEAD', redirect: 'manual' });
    expect([head.status, head.headers.get('location')]).toEqual([308, '/api/profiles#upsertProfile']);
    expect((await fetch(`${base}/docs/elsewhere`, { redirect: 'manual' })).status).toBe(404);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('reads no rules from a build without the file', () => {
    expect(readBuildRedirects(path.join(os.tmpdir(), 'no-such-build'))).toEqual([]);
  });
});

describe('the static export', () => {
  it('writes the path rules to _redirects, never a fragment rule', () => {
    expect(redirectsFile(rules)).toBe(
      '/docs/old-name /docs/new-name 308\n/docs/moved /api/profiles#upsertProfile 308\n/docs/caf%C3%A9 /docs/cafe 308\n',
    );
  });

  it('writes a meta-refresh page at the old path, escaped, with the new page as canonical', () => {
    expect(redirectPageFile('/docs/old-name/')).toBe('docs/old-name.html');
    expect(redirectPageFile('/docs/caf%C3%A9')).toBe('docs/café.html');
    const html = redirectPage('/docs/new?a=1&b="2"', 'https://docs.acme.com');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/new?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<link rel="canonical" href="https://docs.acme.com/docs/new?a=1&amp;b=%222%22">');
    expect(html).not.toContain('<script');
  });
});
