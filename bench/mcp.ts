/**
 * `npm run bench:mcp`: the docs' MCP server under `npm start` (scripts/start.ts on the build in
 * .next/), driven by the SDK's own client over Streamable HTTP.
 *
 * - latency: 300 sequential calls each of search_docs (varied queries) and get_operation, one
 *   client; server-side time from the answer's Server-Timing header (request read to answer
 *   written), and the round trip beside it;
 * - concurrency: 50 clients calling a mix of all five tools for 30 s, counting every failed call;
 * - memory: the server's resident set before and after 10,000 more calls.
 *
 * The server runs with MCP_RATE_LIMIT=0: every client here shares one address, and the limiter
 * (300 a minute per address by default) would refuse them by design. Usage:
 * tsx bench/mcp.ts [--force] [--seconds 30] [--clients 50] [--calls 10000]
 */
import { setMaxListeners } from 'node:events';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { calibrationNote, checkHost, loadAverages } from './host';
import { startServer } from './server';
import { percentile } from './stats';
import { printTable } from './table';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!(value > 0)) throw new Error(`bench:mcp: ${name}: expected a positive number`);
  return value;
}
const SECONDS = option('--seconds', 30);
const CLIENTS = option('--clients', 50);
const CALLS = option('--calls', 10_000);
const SAMPLES = 300;

const QUERIES = ['upsert profile', 'access token', 'segments', 'event listener', 'consent', 'pagination', 'webhook'];
const OPERATIONS = ['upsertProfile', 'getProfile', 'lookupProfile', 'createDataModel', 'getProfileSegments'];
type Call = { name: string; arguments: Record<string, unknown> };
const MIX: Call[] = [
  ...QUERIES.map((query) => ({ name: 'search_docs', arguments: { query, limit: 8 } })),
  ...OPERATIONS.map((operationId) => ({ name: 'get_operation', arguments: { api: 'profiles', operationId } })),
  { name: 'get_page', arguments: { url_or_path: '/docs/acme-profiles/profiles-api#authentication' } },
  { name: 'get_page', arguments: { url_or_path: '/api/content' } },
  { name: 'list_operations', arguments: {} },
  {
    name: 'check_request',
    arguments: {
      api: 'profiles',
      method: 'PUT',
      url: 'https://profiles.acme.com/api/v1/consumer/profiles/upsert',
      headers: { 'X-Access-Token': 'x' },
      body: { fields: { email: 'a@example.com' } },
    },
  },
];

/** The server's own time for the last answer, from its Server-Timing header (mcp;dur=ms). */
let lastServerMs = Number.NaN;
const timedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  lastServerMs = Number(/mcp;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  return response;
};

async function connect(origin: string): Promise<Client> {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', origin), { fetch: timedFetch }));
  return client;
}

/** One call; throws on a transport error or a tool error, so every failure counts. */
async function call(client: Client, c: Call): Promise<void> {
  const result = (await client.callTool(c)) as CallToolResult;
  if (result.isError) throw new Error(`${c.name}: ${JSON.stringify(result.content)}`);
}

/** Server-side and round-trip times of `count` sequential calls, ms. */
async function latencies(client: Client, make: (i: number) => Call, count = SAMPLES) {
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call(client, make(i));
    roundTrip.push(performance.now() - started);
    server.push(lastServerMs);
  }
  return { server, roundTrip };
}

/** CLIENTS clients calling the mix back to back for SECONDS; calls and failures. */
async function concurrency(origin: string): Promise<{ calls: number; errors: string[] }> {
  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connect(origin)));
  const deadline = Date.now() + SECONDS * 1000;
  let calls = 0;
  const errors: string[] = [];
  await Promise.all(
    clients.map(async (client, n) => {
      for (let i = n; Date.now() < deadline; i++) {
        try {
          await call(client, MIX[i % MIX.length]);
        } catch (error) {
          errors.push((error as Error).message.slice(0, 200));
        }
        calls++;
      }
    }),
  );
  await Promise.all(clients.map((c) => c.close()));
  return { calls, errors };
}

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  return kb / 1024;
};

// The SDK's client adds an abort listener per call to one signal of its transport (client side
// only): thousands of calls on one client would print a leak warning per call.
setMaxListeners(0);
const host = checkHost('bench:mcp');
const server = await startServer(3230, { MCP_RATE_LIMIT: '0' });
try {
  const client = await connect(server.origin);
  await latencies(client, (i) => MIX[i % MIX.length], 200); // warm-up: every tool once or more
  const search = await latencies(client, (i) => ({
    name: 'search_docs',
    arguments: { query: `${QUERIES[i % QUERIES.length]} ${i % 3 ? '' : 'api'}`.trim(), limit: 8 },
  }));
  const operation = await latencies(client, (i) => ({
    name: 'get_operation',
    arguments: { api: 'profiles', operationId: OPERATIONS[i % OPERATIONS.length] },
  }));
  console.log(`\nlatency done (load ${loadAverages()}); ${CLIENTS} clients for ${SECONDS} s ...`);
  const load = await concurrency(server.origin);
  console.log(`concurrency done (load ${loadAverages()}); memory over ${CALLS} calls ...`);
  const pid = server.pid;
  if (pid === undefined) throw new Error('bench:mcp: the server process has no pid');
  const before = rssMb(pid);
  await latencies(client, (i) => MIX[i % MIX.length], CALLS);
  const after = rssMb(pid);
  await client.close();

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const p95 = (v: number[]) => percentile(v, 95);
  const spread = (v: number[]) => `${ms(percentile(v, 50))} / ${ms(p95(v))}`;
  console.log(`\nMCP server under npm start (${calibrationNote(host)}; client and server share the cores):`);
  printTable([
    ['measure', 'figure', 'budget', 'verdict'],
    ['search_docs p95 (server)', ms(p95(search.server)), '< 20 ms', p95(search.server) < 20 ? 'ok' : 'OVER'],
    ['search_docs p50 / p95 (round trip)', spread(search.roundTrip), '', ''],
    ['get_operation p95 (server)', ms(p95(operation.server)), '< 10 ms', p95(operation.server) < 10 ? 'ok' : 'OVER'],
    ['get_operation p50 / p95 (round trip)', spread(operation.roundTrip), '', ''],
    [
      `${CLIENTS} clients × ${SECONDS} s`,
      `${load.calls} calls, ${load.errors.length} errors`,
      '0 errors',
      load.errors.length ? 'FAIL' : 'ok',
    ],
    [
      `RSS before/after ${CALLS} calls`,
      `${before.toFixed(1)} → ${after.toFixed(1)} MB (${(after - before).toFixed(1)} MB)`,
      '≤ 50 MB',
      after - before <= 50 ? 'ok' : 'OVER',
    ],
  ]);
  if (load.errors.length) console.log(`first errors:\n  ${[...new Set(load.errors)].slice(0, 5).join('\n  ')}`);
} finally {
  await server.stop();
}
