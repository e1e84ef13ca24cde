/**
 * How long /mcp holds the event loop that serves pages, measured on that loop itself:
 * `npx tsx bench/load-loop.ts [--in-process] [--seconds 20] [--addresses 8]`.
 *
 * Serves /mcp as `npm start` does (lib/mcp/http.ts over the build in .next/, the default rate
 * limit, the tools in a worker thread; `--in-process` answers on this thread instead, as before
 * issue 39), while a child process (load-mcp.ts) sends the heaviest traffic the limit allows from
 * each of `--addresses` client addresses. This thread does nothing else, so the delay of its event
 * loop (monitorEventLoopDelay, 1 ms resolution) is what a page request arriving at any moment would
 * wait for. Budget: the longest delay under 50 ms. Needs `npm run build` first.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { inProcessBackend } from '../lib/mcp/backend';
import { loadBuildOutput } from '../lib/mcp/data';
import { handleMcp, MAX_BATCH_MESSAGES } from '../lib/mcp/http';
import { RateLimiter, rateLimitFromEnv } from '../lib/mcp/rate-limit';
import { workerBackend } from '../lib/mcp/worker-backend';
import { calibrationNote, checkHost } from './host';
import { type McpTrafficPlan, type McpTrafficResult, spread } from './load-mcp';

const BUDGET_MS = 50;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`load-loop: ${name}: expected a positive whole number`);
  return value;
}

const inProcess = process.argv.includes('--in-process');
const seconds = option('--seconds', 20);
const addresses = Array.from({ length: option('--addresses', 8) }, (_, i) => `127.0.0.${i + 1}`);
const host = checkHost('load-loop');
const backend = inProcess
  ? inProcessBackend(loadBuildOutput(process.cwd(), '.next'))
  : workerBackend({ root: process.cwd(), from: '.next' });
await backend.ready;
const options = { backend, limiter: new RateLimiter(rateLimitFromEnv()) };
const server = createServer((req, res) => void handleMcp(req, res, options));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const plan: McpTrafficPlan = {
  origin,
  addresses,
  batch: MAX_BATCH_MESSAGES,
  perMinute: rateLimitFromEnv(),
  durationSeconds: seconds,
};
console.log(
  `/mcp ${inProcess ? 'IN PROCESS' : 'with a worker thread'}: ${addresses.length} addresses × ${plan.perMinute} messages a minute in batches of ${plan.batch}, ${seconds} s`,
);
const ms = (ns: number) => ns / 1e6;
// The same thread with no traffic first: what the host alone (other processes, preemption) costs.
const idle = monitorEventLoopDelay({ resolution: 1 });
idle.enable();
await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
idle.disable();
console.log(
  `event-loop delay without traffic (${seconds / 2} s): p50 ${ms(idle.percentile(50)).toFixed(1)} / p99 ${ms(idle.percentile(99)).toFixed(1)} / max ${ms(idle.max).toFixed(1)} ms`,
);
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
// Garbage collection on this thread, to tell its pauses from the work of /mcp.
const gcPauses: number[] = [];
const gc = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
});
gc.observe({ entryTypes: ['gc'] });
const child = fork(fileURLToPath(new URL('./load-mcp.ts', import.meta.url)), [JSON.stringify(plan)], {
  execArgv: ['--import', 'tsx'],
});
const result = await new Promise<McpTrafficResult>((resolve, reject) => {
  child.once('message', (message) => resolve(message as McpTrafficResult));
  child.once('exit', (code) => reject(new Error(`load-mcp.ts exited with code ${code} without a result`)));
});
delay.disable();
gc.disconnect();
const statuses = Object.entries(result.statuses)
  .map(([status, n]) => `${status}×${n}`)
  .join(' ');
console.log(
  `MCP: ${result.batches} batches, ${result.messages} messages, statuses ${statuses}, errors ${result.errors}`,
);
console.log(`MCP server-side p50/p99/max ${spread(result.serverMs)}; round trip ${spread(result.roundTripMs)}`);
const max = ms(delay.max);
console.log(
  `event-loop delay with the traffic: p50 ${ms(delay.percentile(50)).toFixed(1)} / p99 ${ms(delay.percentile(99)).toFixed(1)} / max ${max.toFixed(1)} ms`,
);
console.log(
  `garbage collection on the serving thread: ${gcPauses.length} pauses, longest ${Math.max(0, ...gcPauses).toFixed(1)} ms, ${gcPauses.reduce((a, b) => a + b, 0).toFixed(0)} ms in all`,
);
console.log(
  `  longest delay < ${BUDGET_MS} ms: ${max < BUDGET_MS ? 'PASS' : 'FAIL'} (at the ${calibrationNote(host)})`,
);
server.close();
await backend.close();
process.exitCode = max < BUDGET_MS ? 0 : 1;
