import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preferredFormat } from './accept';
import { withSharedCache } from './cached-handler';
import { markdownRoutes, withMarkdownNegotiation } from './markdown-negotiation';
import { SharedCache, variantKey } from './shared-cache';

describe('preferredFormat', () => {
  it('chooses Markdown only when the client names it and prefers no HTML type over it', () => {
    expect(preferredFormat('text/markdown')).toBe('markdown');
    expect(preferredFormat('text/markdown, text/html;q=0.9')).toBe('markdown');
    expect(preferredFormat('text/html;q=0.5, text/markdown;q=0.8')).toBe('markdown');
    expect(preferredFormat('text/markdown, text/html')).toBe('markdown');
    expect(preferredFormat(['text/plain', 'text/x-markdown; charset=utf-8'])).toBe('markdown');
    expect(preferredFormat('TEXT/MARKDOWN;Q=1.000')).toBe('markdown');
    expect(preferredFormat('text/html, text/markdown;q=0.9')).toBe('html');
    expect(preferredFormat('text/markdown;q=0.5, application/xhtml+xml')).toBe('html');
  });

  it('answers HTML for browsers, wildcards, odd weights and garbage', () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    for (const accept of [
      undefined,
      '',
      browser,
      '*/*',
      'text/*',
      'text/markdown;q=0',
      'text/markdown;q=2',
      'text/markdown;q=-1',
      'text/markdown;q=abc',
      'text/markdown;q=0.0001',
      ';;;,,,==',
      '\u0000text/markdown\u0000',
      'text/markdown '.repeat(200),
      `text/markdown, ${'x'.repeat(2000)}`,
    ])
      expect(preferredFormat(accept), JSON.stringify(accept)).toBe('html');
  });

  it('keys a cached variant on the choice, never on the raw header', () => {
    const names = ['accept', 'accept-encoding'];
    const key = (accept: string) => variantKey(names, { accept, 'accept-encoding': 'gzip' });
    expect(key('text/markdown')).toBe(key('text/markdown;q=0.9, text/html;q=0.1'));
    expect(key('text/html')).toBe(key(`*/*;q=0.${'1'.repeat(3)}, x/${'y'.repeat(300)}`));
    expect(key('text/markdown')).not.toBe(key('text/html'));
  });
});

describe('markdownRoutes', () => {
  it('lists the pages that have a copy under public/', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-routes-'));
    fs.mkdirSync(path.join(dir, 'docs/a'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/a/b.md'), '# B');
    fs.writeFileSync(path.join(dir, 'docs/a/c.txt'), 'no');
    expect([...markdownRoutes(dir)]).toEqual(['/docs/a/b']);
    expect(markdownRoutes(path.join(dir, 'missing')).size).toBe(0);
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Next stand-in: pages as HTML varying on its router headers, `.md` files as Markdown. */
async function serve() {
  const calls: string[] = [];
  const origin = (req: IncomingMessage, res: ServerResponse) => {
    calls.push(req.url ?? '');
    const markdown = req.url?.endsWith('.md');
    res.setHeader('cache-control', 's-maxage=31536000');
    res.setHeader('x-nextjs-prerender', '1');
    res.setHeader('vary', markdown ? 'Accept-Encoding' : 'rsc, next-router-state-tree, Accept-Encoding');
    res.writeHead(200, { 'content-type': markdown ? 'text/markdown; charset=UTF-8' : 'text/html; charset=utf-8' });
    res.end(markdown ? '# Page' : '<!doctype html><h1>Page</h1>');
  };
  // As scripts/start.ts stacks them: the negotiation outside the cache.
  const handler = withMarkdownNegotiation(withSharedCache(origin, new SharedCache()), new Set(['/docs/page']));
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (target: string, accept?: string, method = 'GET') => {
    const response = await fetch(base + target, { method, headers: accept ? { accept } : {} });
    return { response, text: await response.text() };
  };
  return { get, calls };
}

describe('withMarkdownNegotiation', () => {
  it("answers a page's copy to text/markdown and its HTML to a browser, never mixing them in the cache", async () => {
    const { get, calls } = await serve();
    const browser = 'text/html,application/xhtml+xml,*/*;q=0.8';
    const html = await get('/docs/page', browser);
    const markdown = await get('/docs/page?utm=1', 'text/markdown');
    const htmlAgain = await get('/docs/page', browser);
    const markdownAgain = await get('/docs/page', 'text/markdown, text/html;q=0.5');
    expect(html.text).toContain('<h1>');
    expect(markdown.text).toBe('# Page');
    expect(markdown.response.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(markdown.response.headers.get('content-location')).toBe('/docs/page.md');
    expect(htmlAgain.text).toBe(html.text);
    expect(htmlAgain.response.headers.get('x-cache')).toBe('HIT');
    expect(markdownAgain.text).toBe('# Page');
    expect(markdownAgain.response.headers.get('x-cache')).toBe('HIT');
    for (const answer of [html, markdown, htmlAgain, markdownAgain])
      expect(answer.response.headers.get('vary')).toMatch(/, Accept$/);
    expect(calls).toEqual(['/docs/page', '/docs/page.md']);
  });

  it('serves HTML for odd Accept values, and leaves pages without a copy and other paths alone', async () => {
    const { get, calls } = await serve();
    for (const accept of ['*/*', 'text/markdown;q=7', 'garbage;;=', 'text/markdown;q=0'])
      expect((await get('/docs/page', accept)).text, accept).toContain('<h1>');
    const draft = await get('/docs/draft', 'text/markdown');
    expect(draft.text).toContain('<h1>');
    expect(draft.response.headers.get('vary')).not.toMatch(/Accept$/);
    const file = await get('/docs/page.md');
    expect(file.response.headers.get('vary')).toBe('Accept-Encoding');
    expect((await get('/docs/page', 'text/markdown', 'HEAD')).response.headers.get('content-type')).toMatch(
      /^text\/markdown/,
    );
    expect(calls).not.toContain('/docs/draft.md');
  });
});
