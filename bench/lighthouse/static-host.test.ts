import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateFiles, contentType, serveStaticSite } from './static-host';

describe('the static host of the Docusaurus build', () => {
  it('maps clean URLs to files, and refuses paths that leave the folder', () => {
    expect(candidateFiles('/')).toEqual(['index.html']);
    expect(candidateFiles('/blog')).toEqual(['blog.html', 'blog/index.html']);
    expect(candidateFiles('/docs/x/?q=1#a')).toEqual(['docs/x.html', 'docs/x/index.html']);
    expect(candidateFiles('/assets/js/main.1a2b.js')).toEqual([
      'assets/js/main.1a2b.js',
      'assets/js/main.1a2b.js/index.html',
    ]);
    expect(candidateFiles('/a%20b')).toEqual(['a b.html', 'a b/index.html']);
    // An absolute path normalizes within the folder: `..` cannot climb above it.
    expect(candidateFiles('/../etc/passwd')).toEqual(['etc/passwd.html', 'etc/passwd/index.html']);
    expect(candidateFiles('/%2e%2e/%2e%2e/secret')).toEqual(['secret.html', 'secret/index.html']);
    expect(candidateFiles('/%E0%A4%A')).toEqual([]);
    expect(candidateFiles('/a%00b')).toEqual([]);
    expect(candidateFiles('relative')).toEqual([]);
    expect(contentType('x.woff2')).toBe('font/woff2');
    expect(contentType('x.unknown')).toBe('application/octet-stream');
  });

  let dir: string;
  let server: ReturnType<typeof serveStaticSite>;
  let origin: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(dir, 'docs/intro.html'), '<h1>intro</h1>'.repeat(100));
    fs.writeFileSync(path.join(dir, '404.html'), '<h1>missing</h1>');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([137, 80, 78, 71]));
    server = serveStaticSite(dir, 0);
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages gzip when accepted, images as they are, and 404.html for the rest', async () => {
    const raw = await fetch(`${origin}/docs/intro`, { headers: { 'accept-encoding': 'gzip' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // fetch decodes gzip itself: the body is the page, and the header says how it travelled.
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(await raw.text()).toBe('<h1>intro</h1>'.repeat(100));
    const plain = await fetch(`${origin}/docs/intro`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const png = await fetch(`${origin}/logo.png`, { headers: { 'accept-encoding': 'gzip' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('content-type')).toBe('image/png');
    const missing = await fetch(`${origin}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>missing</h1>');
    // The bytes on the wire are gzip.
    const wire = await new Promise<Buffer>((resolve, reject) =>
      http
        .get(`${origin}/docs/intro`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject),
    );
    expect(wire.length).toBeLessThan(1400);
    expect(gunzipSync(wire).toString()).toBe('<h1>intro</h1>'.repeat(100));
  });
});
