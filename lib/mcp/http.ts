import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { DocsData } from './data';
import { MCP_GUIDE, MCP_PATH } from './endpoint';
import type { RateLimiter } from './rate-limit';
import { createDocsMcpServer } from './server';

/** Largest JSON-RPC body read (a check_request body is at most this); a larger one gets 413. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface McpHttpOptions {
  /** The docs data, or the reason there is none (no build output). */
  data: Promise<DocsData>;
  limiter: RateLimiter;
  /** Origins allowed besides the site's own and loopback ones (MCP_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
}

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether a browser's Origin may call the server (the MCP specification asks HTTP servers to check
 * it against DNS rebinding): none (not a browser), the site's own origin, loopback, or a configured one.
 */
export function originAllowed(origin: string | undefined, siteUrl: string, extra: string[] = []): boolean {
  if (origin === undefined) return true;
  return origin === new URL(siteUrl).origin || LOOPBACK.test(origin) || extra.includes(origin);
}

const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** A JSON-RPC error with no request id, the shape the SDK's transport answers protocol errors with. */
function rpcError(res: ServerResponse, status: number, code: number, message: string, headers = {}) {
  res.writeHead(status, { ...HEADERS, 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** The request body as text, or null past the size bound. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET: no event stream (stateless), so a client asking for one gets 405 as the specification says;
 * a reader gets a note.
 */
function answerGet(req: IncomingMessage, res: ServerResponse, data: DocsData) {
  if ((req.headers.accept ?? '').includes('text/event-stream'))
    return rpcError(res, 405, -32000, 'Method Not Allowed: this stateless server has no event stream; POST JSON-RPC', {
      Allow: 'GET, POST',
    });
  res.writeHead(200, { ...HEADERS, 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      name: 'Acme developer docs MCP server',
      transport: 'streamable-http',
      endpoint: `${data.siteUrl}${MCP_PATH}`,
      usage: 'POST JSON-RPC 2.0 messages here with an MCP client',
      docs: `${data.siteUrl}${MCP_GUIDE}`,
    }),
  );
}

/** Adds `Server-Timing: mcp;dur=<ms>` as the headers go out: the time from the request to its answer. */
function serverTiming(res: ServerResponse, started: number) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof writeHead>) => {
    if (!res.headersSent) res.setHeader('Server-Timing', `mcp;dur=${(performance.now() - started).toFixed(2)}`);
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/** Most idle servers kept for reuse. */
const POOL_SIZE = 64;
const pools = new WeakMap<DocsData, McpServer[]>();

/**
 * An idle server over the data, or a new one. Building a server (the SDK registers each tool and
 * its schemas anew) costs more than answering a search, so servers are reused, one request at a
 * time each: the tools keep no state, so a reused server answers exactly as a new one.
 */
function takeServer(data: DocsData): { server: McpServer; release: () => void } {
  let idle = pools.get(data);
  if (!idle) pools.set(data, (idle = []));
  const server = idle.pop() ?? createDocsMcpServer(data);
  const release = () => {
    if (idle.length < POOL_SIZE) idle.push(server);
  };
  return { server, release };
}

/** One POST, answered by a server of the pool over a fresh transport: no session outlives the request. */
async function answerPost(req: IncomingMessage, res: ServerResponse, data: DocsData) {
  const started = performance.now();
  serverTiming(res, started);
  const text = await readBody(req);
  if (text === null) return rpcError(res, 413, -32600, `Request too large: at most ${MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return rpcError(res, 400, -32700, `Parse error: the body is not JSON (${(error as Error).message})`);
  }
  const { server, release } = takeServer(data);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  // Closing the server closes the transport and frees the server for the next request.
  res.on('close', () => void server.close().then(release, () => undefined));
  await server.connect(transport);
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  await transport.handleRequest(req, res, body);
}

/**
 * Serves /mcp: only GET and POST, the Origin checked, a rate limit per client address, then the
 * SDK's Streamable HTTP transport in stateless JSON mode. Any failure is a JSON-RPC error, never a 500.
 */
export async function handleMcp(req: IncomingMessage, res: ServerResponse, options: McpHttpOptions): Promise<void> {
  try {
    if (req.method !== 'GET' && req.method !== 'POST')
      return rpcError(res, 405, -32000, `Method Not Allowed: ${MCP_PATH} answers GET and POST`, { Allow: 'GET, POST' });
    const limit = options.limiter.take(req.socket.remoteAddress ?? 'unknown');
    if (!limit.ok)
      return rpcError(res, 429, -32000, `Too many requests: at most ${options.limiter.limit} a minute per address`, {
        'Retry-After': String(limit.retryAfter),
      });
    let data: DocsData;
    try {
      data = await options.data;
    } catch (error) {
      return rpcError(res, 503, -32603, `The MCP server has no data: ${(error as Error).message}`);
    }
    if (!originAllowed(req.headers.origin, data.siteUrl, options.allowedOrigins))
      return rpcError(res, 403, -32000, `Forbidden: Origin ${req.headers.origin} may not call this server`);
    if (req.method === 'GET') return answerGet(req, res, data);
    await answerPost(req, res, data);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) rpcError(res, 400, -32603, `Internal error: ${(error as Error).message}`);
    else res.end();
  }
}
