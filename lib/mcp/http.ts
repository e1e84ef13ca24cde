import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { clientAddress } from '../http/client-address';
import { FORWARDED_HEADERS } from './answer';
import { BusyError, type McpBackend } from './backend';
import { MCP_GUIDE, MCP_PATH } from './endpoint';
import { countMessages } from './messages';
import type { RateLimiter } from './rate-limit';

/**
 * Largest JSON-RPC body accepted, in bytes: a declared larger one is refused with 413 before a byte
 * of it is read, and reading stops once an undeclared one passes it. On the thread that serves
 * pages the body is only scanned for its message count (messages.ts), under 1 ms at this size.
 */
export const MAX_BODY_BYTES = 256 * 1024;
/** Most JSON-RPC messages in one batch (the SDK allows 100); a longer batch is refused as a whole. */
export const MAX_BATCH_MESSAGES = 8;
/** How long a browser may reuse an answered preflight, in seconds. */
const PREFLIGHT_MAX_AGE = 600;
/** What an allowed cross-origin page may send (the SDK's client sends these) and read. */
const CORS_ALLOW_HEADERS = 'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';
const CORS_EXPOSE_HEADERS = 'Mcp-Session-Id, Mcp-Protocol-Version, Retry-After, Server-Timing';
const ALLOW = 'GET, POST, OPTIONS';

export interface McpHttpOptions {
  /** What answers the JSON-RPC: a worker thread under `npm start` (worker-backend.ts). */
  backend: McpBackend;
  limiter: RateLimiter;
  /** Origins allowed besides the site's own and loopback ones (MCP_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** The reverse proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES, lib/http/client-address.ts). */
  trustedProxies?: Set<string>;
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
type Headers = Record<string, string>;

/**
 * A JSON-RPC error with no request id, the shape the SDK's transport answers protocol errors with.
 * When the request's body was not read, the connection is closed after the answer instead of
 * reading the rest of it.
 */
function rpcError(res: ServerResponse, status: number, code: number, message: string, headers: Headers = {}) {
  const unread = res.req && !res.req.complete ? { Connection: 'close' } : {};
  res.writeHead(status, { ...HEADERS, 'Content-Type': 'application/json', ...unread, ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/**
 * The request body's bytes in an ArrayBuffer of their own (so they can move to the worker: Node's
 * small Buffers share a pool); 'too large' once it passes MAX_BODY_BYTES (then no more of it is
 * read); 'aborted' when the client went away first.
 */
function readBody(req: IncomingMessage): Promise<Uint8Array | 'too large' | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Uint8Array | 'too large' | 'aborted') => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else finish('too large');
    };
    const onEnd = () => {
      const body = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        body.set(chunk, at);
        at += chunk.length;
      }
      finish(body);
    };
    const onAbort = () => finish('aborted');
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}

/**
 * GET: no event stream (stateless), so a client asking for one gets 405 as the specification says;
 * a reader gets a note.
 */
function answerGet(req: IncomingMessage, res: ServerResponse, siteUrl: string, cors: Headers) {
  if ((req.headers.accept ?? '').includes('text/event-stream'))
    return rpcError(res, 405, -32000, 'Method Not Allowed: this stateless server has no event stream; POST JSON-RPC', {
      Allow: ALLOW,
      ...cors,
    });
  res.writeHead(200, { ...HEADERS, 'Content-Type': 'application/json', ...cors });
  res.end(
    JSON.stringify({
      name: 'Acme developer docs MCP server',
      transport: 'streamable-http',
      endpoint: `${siteUrl}${MCP_PATH}`,
      usage: 'POST JSON-RPC 2.0 messages here with an MCP client',
      docs: `${siteUrl}${MCP_GUIDE}`,
    }),
  );
}

/**
 * OPTIONS: a CORS preflight from an allowed origin (the Origin was checked before) for GET or POST
 * is answered with what the SDK's client sends; without an Origin it is no preflight, and gets Allow.
 */
function answerOptions(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  const method = req.headers['access-control-request-method'];
  if (origin === undefined || method === undefined) {
    res.writeHead(204, { ...HEADERS, Allow: ALLOW }).end();
    return;
  }
  if (method !== 'GET' && method !== 'POST')
    return rpcError(res, 405, -32000, `Method Not Allowed: ${MCP_PATH} answers GET and POST`, { Allow: ALLOW });
  res.writeHead(204, {
    ...HEADERS,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST',
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
    Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  });
  res.end();
}

/** Adds `Server-Timing: mcp;dur=<ms>` as the headers go out: the time from the request to its answer. */
function serverTiming(res: ServerResponse, started: number) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof writeHead>) => {
    if (!res.headersSent) res.setHeader('Server-Timing', `mcp;dur=${(performance.now() - started).toFixed(2)}`);
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/** Refuses a body over MAX_BODY_BYTES: 413, and the connection closed rather than the rest read. */
const tooLarge = (res: ServerResponse, cors: Headers) =>
  rpcError(res, 413, -32600, `Request too large: at most ${MAX_BODY_BYTES} bytes`, { Connection: 'close', ...cors });

/**
 * One POST: the body read (bounded) and its messages counted from its bytes, the batch bounded,
 * each message counted by the limiter; then the backend answers (a worker thread under `npm start`).
 */
async function answerPost(
  req: IncomingMessage,
  res: ServerResponse,
  { backend, limiter }: McpHttpOptions,
  address: string,
  cors: Headers,
) {
  const started = performance.now();
  serverTiming(res, started);
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return tooLarge(res, cors);
  const body = await readBody(req);
  if (body === 'aborted') return void res.destroy();
  if (body === 'too large') return tooLarge(res, cors);
  // Counted from the bytes, not parsed: the worker parses (a body that is not JSON gets -32700 there).
  const messages = countMessages(body, MAX_BATCH_MESSAGES);
  if (messages < 1 || messages > MAX_BATCH_MESSAGES)
    return rpcError(
      res,
      400,
      -32600,
      `Invalid Request: a batch holds 1 to at most ${MAX_BATCH_MESSAGES} messages${messages < 1 ? ', not 0' : ''}`,
      cors,
    );
  // The request itself was counted as one message before its body was read.
  const limit = messages > 1 ? limiter.take(address, messages - 1) : { ok: true as const };
  if (!limit.ok) return tooMany(res, limiter, limit.retryAfter, cors);
  const headers: Headers = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let answer: Awaited<ReturnType<McpBackend['answer']>>;
  try {
    answer = await backend.answer({ body, headers });
  } catch (error) {
    if (error instanceof BusyError)
      return rpcError(res, 503, -32000, `Busy: ${error.message}; retry shortly`, { 'Retry-After': '1', ...cors });
    return rpcError(res, 503, -32603, `The MCP server could not answer: ${(error as Error).message}`, cors);
  }
  res.writeHead(answer.status, { ...answer.headers, ...HEADERS, ...cors });
  res.end(answer.body);
}

const tooMany = (res: ServerResponse, limiter: RateLimiter, retryAfter: number, cors: Headers) =>
  rpcError(res, 429, -32000, `Too many requests: at most ${limiter.limit} messages a minute per address`, {
    'Retry-After': String(retryAfter),
    ...cors,
  });

/**
 * Serves /mcp: only GET, POST and OPTIONS (CORS preflights), the Origin checked, a rate limit per
 * client address counting every JSON-RPC message, then the backend: the SDK's Streamable HTTP
 * transport in stateless JSON mode, in a worker thread. Any failure is a JSON-RPC error, never a 500.
 */
export async function handleMcp(req: IncomingMessage, res: ServerResponse, options: McpHttpOptions): Promise<void> {
  try {
    if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'OPTIONS')
      return rpcError(res, 405, -32000, `Method Not Allowed: ${MCP_PATH} answers GET and POST`, { Allow: ALLOW });
    let siteUrl: string;
    try {
      siteUrl = await options.backend.ready;
    } catch (error) {
      return rpcError(res, 503, -32603, `The MCP server has no data: ${(error as Error).message}`);
    }
    const origin = req.headers.origin;
    if (!originAllowed(origin, siteUrl, options.allowedOrigins))
      return rpcError(res, 403, -32000, `Forbidden: Origin ${origin} may not call this server`);
    if (req.method === 'OPTIONS') return answerOptions(req, res);
    // An allowed page of another origin may read the answers (CORS); the site's own needs nothing.
    const cors: Headers =
      origin === undefined
        ? {}
        : {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS,
            Vary: 'Origin',
          };
    const address = clientAddress(req, options.trustedProxies ?? new Set());
    const limit = options.limiter.take(address);
    if (!limit.ok) return tooMany(res, options.limiter, limit.retryAfter, cors);
    if (req.method === 'GET') return answerGet(req, res, siteUrl, cors);
    await answerPost(req, res, options, address, cors);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) rpcError(res, 400, -32603, `Internal error: ${(error as Error).message}`);
    else res.end();
  }
}
