/**
 * The MCP side of `npm run bench:load`'s MCP run: the heaviest traffic /mcp's rate limit lets each
 * client address send, beside the page load. Every address (127.0.0.1, 127.0.0.2, …: all of
 * 127/8 is loopback on Linux, so each is a client of its own to the limiter) sends a batch of the
 * largest allowed size at even intervals, so that its messages per minute equal the limit, open
 * loop: a slow answer does not delay the next batch.
 *
 * A batch holds the costliest calls measured (lib/mcp, 8-message batches in one thread): search_docs
 * with a 512-character query of known words (about 3 ms each), get_page of the largest reference
 * with a 2,000-character anchor that matches none (the section scan and the closest-match search),
 * and check_request with a body that fills the batch up to about 200 KB (schema validation).
 */
import http from 'node:http';
import { percentile } from './stats';

export interface McpTrafficPlan {
  origin: string;
  /** Source addresses, one client each. */
  addresses: string[];
  /** Messages per batch. */
  batch: number;
  /** Messages per minute per address. */
  perMinute: number;
  durationSeconds: number;
}

export interface McpTrafficResult {
  batches: number;
  messages: number;
  statuses: Record<string, number>;
  errors: number;
  /** Server-side time of each answer (Server-Timing mcp;dur), ms. */
  serverMs: number[];
  roundTripMs: number[];
}

const WORDS = ['profile', 'token', 'segment', 'consent', 'upsert', 'event', 'listener', 'webhook', 'pagination'];
const MORE = ['access', 'moment', 'content', 'entry', 'field', 'schema', 'locale', 'asset', 'release'];
/** The largest page of the site's build, whose anchors the missing-anchor call scans. */
const LARGEST_PAGE = '/api/content';
/** Bytes of check_request bodies per batch, under the server's 256 KB body bound. */
const CHECK_BYTES_PER_BATCH = 200 * 1024;

/** A 512-character query of words the index knows, different for each n. */
function query(n: number): string {
  const words: string[] = [];
  for (let i = 0; words.join(' ').length < 520; i++) {
    const list = i % 2 ? MORE : WORDS;
    words.push(`${list[(n + i) % list.length]}${(n + i) % 3 ? '' : 's'}`);
  }
  return words.join(' ').slice(0, 512);
}

function message(id: number, n: number, batch: number): object {
  const call = (name: string, args: Record<string, unknown>) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name, arguments: args },
  });
  switch (n % 4) {
    case 2:
      return call('get_page', { url_or_path: `${LARGEST_PAGE}#${'x'.repeat(1990)}${n}` });
    case 3: {
      // Each field is about 30 bytes of JSON; the batch's check bodies share CHECK_BYTES_PER_BATCH.
      const count = Math.max(1, Math.floor(CHECK_BYTES_PER_BATCH / Math.ceil(batch / 4) / 30));
      const fields = Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, `value-${n}-${i}`]));
      return call('check_request', {
        api: 'profiles',
        method: 'PUT',
        url: 'https://profiles.acme.com/api/v1/consumer/profiles/upsert',
        headers: { 'X-Access-Token': 'x' },
        body: { fields },
      });
    }
    default:
      return call('search_docs', { query: query(n), limit: 8 });
  }
}

/** One batch of `size` heavy messages, as JSON text. */
export function heavyBatch(size: number, seed: number): string {
  return JSON.stringify(Array.from({ length: size }, (_, i) => message(i + 1, seed * size + i, size)));
}

function send(
  plan: McpTrafficPlan,
  localAddress: string,
  body: string,
): Promise<{ status: number; serverMs: number; ms: number }> {
  const url = new URL('/mcp', plan.origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            serverMs: Number(/mcp;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? Number.NaN),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends the plan's traffic until its duration is over and every answer is in. */
export async function driveMcp(plan: McpTrafficPlan): Promise<McpTrafficResult> {
  const result: McpTrafficResult = { batches: 0, messages: 0, statuses: {}, errors: 0, serverMs: [], roundTripMs: [] };
  const intervalMs = (60_000 * plan.batch) / plan.perMinute;
  const deadline = performance.now() + plan.durationSeconds * 1000;
  const pending: Promise<void>[] = [];
  let seed = 0;
  // Bodies built ahead, so that building them does not delay the schedule.
  const bodies = Array.from({ length: 16 }, () => heavyBatch(plan.batch, seed++));
  await Promise.all(
    plan.addresses.map(async (address, a) => {
      // Spread the addresses over one interval, so their batches do not all arrive together.
      let next = performance.now() + (intervalMs * a) / plan.addresses.length;
      while (next < deadline) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
        next += intervalMs;
        result.batches++;
        result.messages += plan.batch;
        const body = bodies[result.batches % bodies.length];
        pending.push(
          send(plan, address, body).then(
            ({ status, serverMs, ms }) => {
              result.statuses[status] = (result.statuses[status] ?? 0) + 1;
              if (status === 200) result.serverMs.push(serverMs);
              result.roundTripMs.push(ms);
            },
            () => void result.errors++,
          ),
        );
      }
    }),
  );
  await Promise.all(pending);
  return result;
}

/** p50 / p99 / max of a list of ms, for the report. */
export function spread(values: number[]): string {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return '-';
  return `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 99).toFixed(0)} / ${sorted.at(-1)!.toFixed(0)} ms`;
}

// Run as a child (bench/load-loop.ts): the plan as JSON in argv[2], the result back over IPC.
if (process.send && process.argv[2]) {
  const result = await driveMcp(JSON.parse(process.argv[2]) as McpTrafficPlan);
  process.send(result, () => process.exit(0));
}
