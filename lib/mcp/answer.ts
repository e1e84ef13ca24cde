import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { DocsData } from './data';
import { createDocsMcpServer } from './server';

/**
 * A POST to /mcp as the HTTP side hands it over: the body's bytes (moved to the worker, not copied,
 * and decoded there) and the headers the SDK's transport reads.
 */
export interface WireRequest {
  body: Uint8Array;
  headers: Record<string, string>;
}

/** The SDK transport's answer, as plain data that can cross a worker's message port (the body as UTF-8). */
export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

const encoder = new TextEncoder();

/** A JSON-RPC error with no request id, as the SDK's transport answers protocol errors. */
export const rpcErrorResponse = (status: number, code: number, message: string): WireResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: encoder.encode(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null })),
});

/** Request headers the SDK's transport reads; no other header reaches it. */
export const FORWARDED_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

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

/**
 * Answers one POST (a JSON-RPC message or batch) with a server of the pool over a fresh
 * web-standard transport in stateless JSON mode: no session outlives the request.
 */
export async function answerRpc(data: DocsData, request: WireRequest): Promise<WireResponse> {
  let parsedBody: unknown;
  try {
    parsedBody = JSON.parse(new TextDecoder().decode(request.body));
  } catch (error) {
    return rpcErrorResponse(400, -32700, `Parse error: the body is not JSON (${(error as Error).message})`);
  }
  const { server, release } = takeServer(data);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(
      new Request('http://localhost/mcp', { method: 'POST', headers: request.headers }),
      { parsedBody },
    );
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: Object.fromEntries(response.headers), body };
  } finally {
    // Closing the server closes the transport and frees the server for the next request.
    await server.close().then(release, () => undefined);
  }
}
