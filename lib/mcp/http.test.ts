import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsData } from './data';
import { handleMcp, originAllowed } from './http';
import { RateLimiter } from './rate-limit';

const data = docsData({
  llmsTxt: '# Docs\n\n- [Intro](https://docs.acme.com/docs/intro.md)\n',
  pages: new Map([['/docs/intro', '# Intro\n\nHello.\n']]),
  records: [],
  apis: [],
});
let server: Server;
let origin: string;

beforeAll(async () => {
  const limiter = new RateLimiter(9);
  server = createServer((req, res) => void handleMcp(req, res, { data: Promise.resolve(data), limiter }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/mcp`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  });

describe('handleMcp', () => {
  it('answers a tool call statelessly, with no session id', async () => {
    const response = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_page', arguments: { url_or_path: '/docs/intro' } },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(response.headers.get('server-timing')).toMatch(/^mcp;dur=\d+\.\d\d$/);
    const body = await response.json();
    expect(body.result.content[0].text).toBe('# Intro\n\nHello.\n');
  });

  it('answers requests in turn and at once alike, servers being reused', async () => {
    const call = (id: number) =>
      post(
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: { name: 'list_operations', arguments: {} },
        }),
      ).then((r) => r.json());
    const inTurn = [await call(1), await call(2)];
    const atOnce = await Promise.all([call(3), call(4)]);
    for (const [i, body] of [...inTurn, ...atOnce].entries()) {
      expect(body.id).toBe(i + 1);
      expect(JSON.parse(body.result.content[0].text)).toEqual({ operations: [] });
    }
  });

  it('answers malformed JSON with a JSON-RPC parse error, and other methods with 405', async () => {
    const malformed = await post('{"jsonrpc":');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe(-32700);
    const put = await fetch(`${origin}/mcp`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    const stream = await fetch(`${origin}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
  });

  it('refuses a foreign Origin with 403', async () => {
    const response = await post('{}', { origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toContain('Origin http://evil.example');
  });

  it('limits each address, answering 429 with Retry-After past the limit', async () => {
    // Earlier tests used some of the 9 requests of this minute.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await fetch(`${origin}/mcp`)).status);
    expect(statuses).toContain(429);
    const refused = await fetch(`${origin}/mcp`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('originAllowed', () => {
  it('allows no Origin, the site, loopback and configured origins only', () => {
    expect(originAllowed(undefined, 'https://docs.acme.com')).toBe(true);
    expect(originAllowed('https://docs.acme.com', 'https://docs.acme.com')).toBe(true);
    expect(originAllowed('http://localhost:3000', 'https://docs.acme.com')).toBe(true);
    expect(originAllowed('http://127.0.0.1', 'https://docs.acme.com')).toBe(true);
    expect(originAllowed('https://docs.acme.com.evil.example', 'https://docs.acme.com')).toBe(false);
    expect(originAllowed('http://localhost.evil.example', 'https://docs.acme.com')).toBe(false);
    expect(originAllowed('https://agent.example', 'https://docs.acme.com', ['https://agent.example'])).toBe(true);
  });
});
