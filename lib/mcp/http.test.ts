import { createServer } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessBackend } from './backend';
import { docsData } from './data';
import { handleMcp, MAX_BATCH_MESSAGES, MAX_BODY_BYTES, originAllowed } from './http';
import { RateLimiter } from './rate-limit';

const data = docsData({
  llmsTxt: '# Docs\n\n- [Intro](https://docs.acme.com/docs/intro.md)\n',
  pages: new Map([['/docs/intro', '# Intro\n\nHello.\n']]),
  records: [],
  apis: [],
});
const AGENT = 'https://agent.example';
const closers: Array<() => Promise<void>> = [];

/** /mcp on a loopback port with its own limiter; closed after the tests. */
async function serve(limit: number): Promise<string> {
  const options = {
    backend: inProcessBackend(Promise.resolve(data)),
    limiter: new RateLimiter(limit),
    allowedOrigins: [AGENT],
  };
  const server = createServer((req, res) => void handleMcp(req, res, options));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let origin: string;
beforeAll(async () => {
  origin = await serve(0);
});
afterAll(() => Promise.all(closers.map((close) => close())));

const post = (body: string, headers: Record<string, string> = {}, at = origin) =>
  fetch(`${at}/mcp`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  });
const call = (id: number, name = 'get_page', args: Record<string, unknown> = { url_or_path: '/docs/intro' }) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('handleMcp', () => {
  it('answers a tool call statelessly, with no session id', async () => {
    const response = await post(JSON.stringify(call(1)));
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(response.headers.get('server-timing')).toMatch(/^mcp;dur=\d+\.\d\d$/);
    const body = await response.json();
    expect(body.result.content[0].text).toBe('# Intro\n\nHello.\n');
  });

  it('answers requests in turn and at once alike, servers being reused', async () => {
    const list = (id: number) => post(JSON.stringify(call(id, 'list_operations', {}))).then((r) => r.json());
    const inTurn = [await list(1), await list(2)];
    const atOnce = await Promise.all([list(3), list(4)]);
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
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
    const stream = await fetch(`${origin}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
  });

  it('refuses a foreign Origin with 403', async () => {
    const response = await post('{}', { origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toContain('Origin http://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('batches', () => {
  it(`answers a batch of up to ${MAX_BATCH_MESSAGES} messages`, async () => {
    const batch = Array.from({ length: MAX_BATCH_MESSAGES }, (_, i) => call(i + 1));
    const response = await post(JSON.stringify(batch));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveLength(MAX_BATCH_MESSAGES);
  });

  it('refuses a longer batch as a whole with a JSON-RPC error, calling nothing', async () => {
    const batch = Array.from({ length: MAX_BATCH_MESSAGES + 1 }, (_, i) => call(i + 1));
    const response = await post(JSON.stringify(batch));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    expect(body.error.message).toContain(`at most ${MAX_BATCH_MESSAGES} messages`);
    expect((await post('[]')).status).toBe(400);
  });
});

describe('the rate limit', () => {
  it('counts each message of a batch, answering 429 with Retry-After past the limit', async () => {
    const at = await serve(6);
    const batch = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => call(i + 1)));
    expect((await post(batch(4), {}, at)).status).toBe(200);
    // 3 more do not fit in 6; the refused request still counts as one.
    const refused = await post(batch(3), {}, at);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toContain('at most 6 messages a minute');
    expect((await post(JSON.stringify(call(9)), {}, at)).status).toBe(200);
    expect((await fetch(`${at}/mcp`)).status).toBe(429);
  });
});

/** The raw answer to bytes written on a fresh connection: what came back, and whether the server closed it. */
function raw(request: string, waitMs = 2_000): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => done(true));
    socket.on('error', () => done(true));
    socket.write(request);
  });
}

describe('request bodies', () => {
  it('refuses a declared Content-Length over the bound with 413 before reading, and closes the connection', async () => {
    const declared = 10 * 1024 * 1024;
    const { text, closed } = await raw(
      'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Accept: application/json, text/event-stream\r\nContent-Length: ${declared}\r\n\r\n[`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain(`at most ${MAX_BODY_BYTES} bytes`);
    expect(closed).toBe(true);
  });

  it('stops reading a body without a declared length once it passes the bound: 413, connection closed', async () => {
    const size = MAX_BODY_BYTES + 1;
    const { text, closed } = await raw(
      'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Accept: application/json, text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n' +
        `${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(closed).toBe(true);
  });
});

describe('an aborted request', () => {
  it('is dropped without a word: nothing logged, the server answers the next', async () => {
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const { closed } = await raw(
        'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n[{"jsonrpc"',
        200,
      );
      expect(closed).toBe(false); // the server waits for the rest; raw() then hangs up
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await post(JSON.stringify(call(1)))).status).toBe(200);
      expect(logged).toEqual([]);
    } finally {
      console.error = error;
    }
  });
});

describe('CORS for the allowed origins', () => {
  const preflight = (from: string, method = 'POST') =>
    fetch(`${origin}/mcp`, {
      method: 'OPTIONS',
      headers: {
        origin: from,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,mcp-protocol-version',
      },
    });

  it('answers a preflight from an allowed origin with what the MCP client sends', async () => {
    const response = await preflight(AGENT);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(AGENT);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', 'accept', 'mcp-protocol-version', 'mcp-session-id']),
    );
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('gives the allowed origin the answer itself, and its headers to read', async () => {
    const response = await post(JSON.stringify(call(1)), { origin: AGENT });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(AGENT);
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('mcp-session-id');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('refuses a preflight from any other origin with 403 and no CORS headers', async () => {
    const response = await preflight('https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('refuses a preflight for another method', async () => {
    const response = await preflight(AGENT, 'DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
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
