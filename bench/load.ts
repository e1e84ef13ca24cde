/**
 * `npm run bench:load`: how many requests per second the production server (`npm start`: Next's
 * handler behind the shared cache of scripts/start.ts, on the build in .next/) answers and how
 * fast, under 50 concurrent connections over a realistic mix of the site's pages, and whether every
 * answer has the status it should. `npm run bench:load -- --no-cache` measures Next alone
 * (SHARED_CACHE=0), compressing every response on every request as `next start` does.
 *
 * The server runs as one child process (server.ts) and autocannon as another (load-client.ts),
 * both on loopback, so the load generator never shares the server's event loop. On two cores each
 * gets about one core: the numbers are a floor for a dedicated server, not a capacity plan.
 *
 * The mix: ONE autocannon instance with a weighted `requests` list (MIX below), every connection
 * cycling through its own shuffle of it. All pages are in flight at once in fixed proportions, so
 * a heavy page (the API references are about 2 MB of HTML each) slows the light ones queued
 * behind it, as on a real site. One instance per URL would measure each page alone; one instance
 * over several URLs pins each connection to one URL, so fast pages would get most of the
 * requests and the mix would depend on the server's speed. Requests carry a browser's
 * Accept-Encoding, so the server compresses as it would for readers: Next gzips each response,
 * and the shared cache keeps the compressed bytes of shareable ones (prerendered pages, feeds,
 * the search index), as a CDN in front would. The 404 is not shareable and reaches Next every time.
 *
 * Closed loop: each connection sends its next request when the last one is answered, for DURATION
 * seconds or MAX_REQUESTS requests, whichever comes first; each request times out after 10 s.
 * Before the run every path is fetched 3 times (warm-up, status check, cache fill), not counted;
 * the table shows the X-Cache header of the last warm-up answer of each path.
 *
 * Budgets (exit code 1 when one fails): no errors or timeouts and every status as expected (the
 * 404 path must answer 404, everything else 200); p99 latency under 100 ms at 50 connections.
 *
 * Then the MCP run (load-mcp.ts): the same page mix at MCP_RUN_PAGE_RATE with an open-loop probe of one
 * cached page beside it (load-probe.ts: 100 requests a second on a clock, each latency from when
 * it was due, so a stall cannot hide as it does in a closed loop), first alone for half of
 * DURATION_SECONDS, then for DURATION_SECONDS while MCP_ADDRESSES client addresses each send /mcp
 * the heaviest traffic its rate limit allows: batches of the largest allowed size
 * (MAX_BATCH_MESSAGES) of the costliest calls, at the limit's messages per minute. Budget: the
 * probe's p99 under 50 ms, and no MCP answer refused (429) or failed. `--mcp-only` runs it alone (after
 * the warm-up), `--no-mcp` skips it; `--mcp-addresses N`, `--mcp-batch N` and `--mcp-per-minute N`
 * change the traffic (to drive a server with other limits: an older build allowed 100-message
 * batches at 300 requests a minute).
 *
 * Then the memory run (load-memory.ts): 100,000 requests to distinct URLs; the server's RSS after
 * 20,000 and after 100,000 may differ by at most 64 MB (issue 39). `--memory-only` runs it alone,
 * `--no-memory` skips it. BENCH_PORT sets the first port tried (3200).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MAX_BATCH_MESSAGES } from '../lib/mcp/http';
import { rateLimitFromEnv } from '../lib/mcp/rate-limit';
import { calibrationNote, checkHost, type Host, loadAverages } from './host';
import type { LoadPlan, LoadResult, PathStats } from './load-client';
import { driveMcp, type McpTrafficPlan, spread } from './load-mcp';
import { memoryRun } from './load-memory';
import type { ProbePlan, ProbeResult } from './load-probe';
import { startServer } from './server';
import { percentile } from './stats';

const CONNECTIONS = 50;
const DURATION_SECONDS = 20;
const MAX_REQUESTS = 200_000;
const TIMEOUT_SECONDS = 10;
const WARM_UP_ROUNDS = 3;
/** Longest the load generator may run beyond DURATION_SECONDS before it is killed. */
const WATCHDOG_GRACE_MS = 60_000;
const BUDGETS = { p99Ms: 100, cachedP99WithMcpMs: 50 };
/**
 * Page requests per second of the MCP run: a busy site's load, well under what the server answers
 * at most (18,100/s on the quiet host), so that the probe measures what MCP takes from the pages
 * rather than the queue of a saturating closed loop.
 */
const MCP_RUN_PAGE_RATE = 2_000;
/** The cached page the MCP run's open-loop probe requests (load-probe.ts), and how often. */
const PROBE = { path: '/docs/acme-profiles/intro', perSecond: 100 };
/** Client addresses of the MCP run, each at the rate limit (127.0.0.1, 127.0.0.2, …). */
const MCP_ADDRESSES = 8;
/** The page load of the MCP run lasts its whole duration: no request cap that ends it early. */
const MCP_RUN_MAX_REQUESTS = 10_000_000;

/** What readers of a docs portal request: mostly docs pages, then the references and the blog. */
const MIX: Array<{ path: string; weight: number; expect: number }> = [
  { path: '/', weight: 2, expect: 200 },
  { path: '/docs/experience-sdk/intro', weight: 2, expect: 200 },
  { path: '/docs/experience-sdk/personalization', weight: 2, expect: 200 },
  { path: '/docs/experience-sdk/event-listener', weight: 2, expect: 200 },
  { path: '/docs/acme-profiles/intro', weight: 2, expect: 200 },
  { path: '/docs/acme-moments/intro', weight: 2, expect: 200 },
  { path: '/api/content', weight: 2, expect: 200 },
  { path: '/api/profiles', weight: 2, expect: 200 },
  { path: '/blog', weight: 1, expect: 200 },
  { path: '/blog/welcome', weight: 1, expect: 200 },
  { path: '/blog/rss.xml', weight: 1, expect: 200 },
  { path: '/search-index-default.json', weight: 1, expect: 200 },
  { path: '/docs/no-such-page', weight: 1, expect: 404 },
];

const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'acme-docs-bench-load',
};

// ---------------------------------------------------------------------------------------------
// Running

/** Without the shared cache (`--no-cache`): Next alone, as `next start` serves. */
const NO_CACHE = process.argv.includes('--no-cache');
const MEMORY_ONLY = process.argv.includes('--memory-only');
const NO_MEMORY = process.argv.includes('--no-memory');
const MCP_ONLY = process.argv.includes('--mcp-only');
const NO_MCP = process.argv.includes('--no-mcp');

function numberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`bench:load: ${name}: expected a positive whole number`);
  return value;
}
/** The shared cache's size in the server (scripts/start.ts's default unless SHARED_CACHE_MB says). */
const CACHE_MB = Number(process.env.SHARED_CACHE_MB ?? 64);

/**
 * Fetches every path a few times so the run starts warm. Returns the paths whose status is wrong,
 * and each path's X-Cache header on its last warm-up answer.
 */
async function warmUp(origin: string): Promise<{ wrong: string[]; cache: Record<string, string> }> {
  const wrong: string[] = [];
  const cache: Record<string, string> = {};
  for (const { path, expect } of MIX) {
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      const response = await fetch(origin + path, {
        headers: HEADERS,
        signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
      });
      await response.arrayBuffer();
      if (response.status !== expect && round === 0) wrong.push(`${path}: ${response.status}, expected ${expect}`);
      cache[path] = response.headers.get('x-cache') ?? '-';
    }
  }
  return { wrong, cache };
}

/** Runs a child script (load-client.ts, load-probe.ts) in its own Node process and waits for its result, or kills it when it hangs. */
function runChild<Result>(script: string, plan: object, durationSeconds: number): Promise<Result> {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const child = fork(file, [JSON.stringify(plan)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: Result | undefined;
    const watchdog = setTimeout(
      () => {
        child.kill('SIGKILL');
        reject(new Error(`${script} still running ${WATCHDOG_GRACE_MS / 1000} s after the planned end: killed`));
      },
      durationSeconds * 1000 + WATCHDOG_GRACE_MS,
    );
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.on('message', (message) => (result = message as Result));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(watchdog);
      process.off('exit', killOnExit);
      if (result) resolve(result);
      else reject(new Error(`${script} exited (${signal ?? `code ${code}`}) without a result`));
    });
  });
}

/** Runs load-client.ts (autocannon) in its own Node process. */
const runLoad = (plan: LoadPlan) => runChild<LoadResult>('./load-client.ts', plan, plan.durationSeconds);

// ---------------------------------------------------------------------------------------------
// Reporting

const count = (stats: PathStats) => Object.values(stats.statuses).reduce((a, b) => a + b, 0);
const unexpected = (stats: PathStats, expect: number) => count(stats) - (stats.statuses[expect] ?? 0);

function printPerPath(result: LoadResult, cache: Record<string, string>) {
  console.log(
    [
      'path'.padEnd(38),
      'weight',
      'expect',
      'cache',
      'requests',
      'statuses'.padEnd(14),
      'KB/resp',
      'p50 ms',
      'p99 ms',
      'max ms',
    ].join('  '),
  );
  for (const { path, weight, expect } of MIX) {
    const stats = result.perPath[path];
    const latencies = [...stats.latencies].sort((a, b) => a - b);
    const statuses = Object.entries(stats.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    const kbPerResponse = count(stats) ? stats.bytes / count(stats) / 1024 : 0;
    console.log(
      [
        path.padEnd(38),
        String(weight).padStart(6),
        String(expect).padStart(6),
        cache[path].padEnd(5),
        String(count(stats)).padStart(8),
        statuses.padEnd(14),
        kbPerResponse.toFixed(1).padStart(7),
        percentile(latencies, 50).toFixed(0).padStart(6),
        percentile(latencies, 99).toFixed(0).padStart(6),
        (latencies.at(-1) ?? NaN).toFixed(0).padStart(6),
      ].join('  '),
    );
  }
}

/** Prints the summary and budget lines; returns whether every budget passes. */
function printSummary(result: LoadResult, warmUpProblems: string[], host: Host): boolean {
  const unexpectedStatuses = MIX.reduce((sum, { path, expect }) => sum + unexpected(result.perPath[path], expect), 0);
  const expectedNon2xx = MIX.filter(({ expect }) => expect >= 300).reduce(
    (sum, { path, expect }) => sum + (result.perPath[path].statuses[expect] ?? 0),
    0,
  );
  const { latency } = result;
  console.log(
    `\nrequests/second          ${(result.requests / result.durationSeconds).toFixed(0)} (${result.requests} requests in ${result.durationSeconds.toFixed(1)} s, ${result.throughputMBps.toFixed(1)} MB/s)`,
  );
  console.log(
    `latency p50/p90/p99/max  ${latency.p50} / ${latency.p90} / ${latency.p99} / ${latency.max} ms (mean ${latency.mean.toFixed(1)} ms)`,
  );
  console.log(`total requests           ${result.requests}`);
  console.log(`errors                   ${result.errors} (timeouts ${result.timeouts})`);
  console.log(
    `non-2xx                  ${result.non2xx} (expected: ${expectedNon2xx}, unexpected statuses: ${unexpectedStatuses})`,
  );
  if (warmUpProblems.length) console.log(`warm-up status problems  ${warmUpProblems.join('; ')}`);

  const failures = result.errors + unexpectedStatuses + warmUpProblems.length;
  const budgets = [
    { name: 'errors + unexpected statuses = 0', value: String(failures), pass: failures === 0 },
    {
      name: `p99 < ${BUDGETS.p99Ms} ms at ${CONNECTIONS} connections`,
      value: `${latency.p99} ms`,
      pass: latency.p99 < BUDGETS.p99Ms,
    },
  ];
  console.log(`\nBudgets (absolute, at the ${calibrationNote(host)}; server and load generator share its cores):`);
  for (const b of budgets) console.log(`  ${b.name.padEnd(36)} ${b.value.padStart(8)}  ${b.pass ? 'PASS' : 'FAIL'}`);
  return budgets.every((b) => b.pass);
}

/** p99 of the paths answered from the shared cache (X-Cache: HIT on their last warm-up answer), ms. */
function cachedP99(result: LoadResult, cache: Record<string, string>): { p99: number; requests: number } {
  const latencies = MIX.filter(({ path }) => cache[path] === 'HIT').flatMap(
    ({ path }) => result.perPath[path].latencies,
  );
  return { p99: percentile(latencies, 99), requests: latencies.length };
}

/** The page load for `seconds` (no request cap), the open-loop probe beside it, and MCP traffic if given. */
async function pagesAndProbe(
  origin: string,
  seconds: number,
  mcp?: Omit<McpTrafficPlan, 'origin' | 'durationSeconds'>,
) {
  const probePlan: ProbePlan = {
    url: origin + PROBE.path,
    perSecond: PROBE.perSecond,
    durationSeconds: seconds,
    headers: HEADERS,
  };
  const [pages, probe, traffic] = await Promise.all([
    runLoad({
      origin,
      paths: MIX.flatMap(({ path, weight }) => Array<string>(weight).fill(path)),
      connections: CONNECTIONS,
      durationSeconds: seconds,
      maxRequests: MCP_RUN_MAX_REQUESTS,
      timeoutSeconds: TIMEOUT_SECONDS,
      headers: HEADERS,
      overallRate: MCP_RUN_PAGE_RATE,
    }),
    runChild<ProbeResult>('./load-probe.ts', probePlan, seconds),
    mcp ? driveMcp({ origin, durationSeconds: seconds, ...mcp }) : undefined,
  ]);
  return { pages, probe, traffic };
}

const probeLine = (probe: ProbeResult) =>
  `p50/p99/max ${spread(probe.latencies)} over ${probe.latencies.length} requests, errors ${probe.errors}`;

/**
 * The page load again with the open-loop probe, first alone for half the duration, then for the
 * whole duration while every MCP address sends the heaviest traffic its limit allows. Returns
 * whether the budgets pass.
 */
async function mcpRun(origin: string, cache: Record<string, string>, host: Host): Promise<boolean> {
  const addresses = Array.from(
    { length: numberOption('--mcp-addresses', MCP_ADDRESSES) },
    (_, i) => `127.0.0.${i + 1}`,
  );
  const batch = numberOption('--mcp-batch', MAX_BATCH_MESSAGES);
  const perMinute = numberOption('--mcp-per-minute', rateLimitFromEnv());
  console.log(
    `\nMCP run: ${MCP_RUN_PAGE_RATE} page requests a second over ${CONNECTIONS} connections and an open-loop probe of ${PROBE.path} (${PROBE.perSecond}/s), ` +
      `${DURATION_SECONDS / 2} s alone, then ${DURATION_SECONDS} s beside ${addresses.length} MCP clients ` +
      `(${addresses[0]}–${addresses.at(-1)}), each sending ${perMinute} messages a minute in batches of ${batch} ` +
      `(one every ${((60 * batch) / perMinute).toFixed(1)} s); load average ${loadAverages()}`,
  );
  const alone = await pagesAndProbe(origin, DURATION_SECONDS / 2);
  console.log(
    `\nwithout MCP: probe ${probeLine(alone.probe)}; cached pages (autocannon) p99 ${cachedP99(alone.pages, cache).p99.toFixed(1)} ms\n`,
  );
  const { pages, probe, traffic } = await pagesAndProbe(origin, DURATION_SECONDS, { addresses, batch, perMinute });
  const mcp = traffic!;
  printPerPath(pages, cache);
  const cached = cachedP99(pages, cache);
  const probeP99 = percentile(probe.latencies, 99);
  const statuses = Object.entries(mcp.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const unexpectedStatuses = MIX.reduce((sum, { path, expect }) => sum + unexpected(pages.perPath[path], expect), 0);
  const probeFailures = probe.errors + probe.latencies.length - (probe.statuses[200] ?? 0);
  const mcpFailures = mcp.errors + mcp.batches - (mcp.statuses[200] ?? 0);
  console.log(
    `\npages: ${(pages.requests / pages.durationSeconds).toFixed(0)} requests/second, p50/p99/max ${pages.latency.p50} / ${pages.latency.p99} / ${pages.latency.max} ms, errors ${pages.errors}`,
  );
  console.log(`with MCP: probe ${probeLine(probe)}; cached pages (autocannon) p99 ${cached.p99.toFixed(1)} ms`);
  console.log(
    `MCP                      ${mcp.batches} batches, ${mcp.messages} messages (${(mcp.messages / DURATION_SECONDS).toFixed(1)}/s), statuses ${statuses || '-'}, errors ${mcp.errors}`,
  );
  console.log(`MCP server-side p50/p99/max ${spread(mcp.serverMs)}; round trip ${spread(mcp.roundTripMs)}`);
  const budgets = [
    {
      name: `cached page p99 (probe) < ${BUDGETS.cachedP99WithMcpMs} ms beside MCP`,
      value: `${probeP99.toFixed(1)} ms`,
      pass: probeP99 < BUDGETS.cachedP99WithMcpMs,
    },
    {
      name: 'page errors + unexpected statuses = 0',
      value: String(pages.errors + unexpectedStatuses + probeFailures),
      pass: pages.errors + unexpectedStatuses + probeFailures === 0,
    },
    { name: 'MCP answers not 200 = 0', value: String(mcpFailures), pass: mcpFailures === 0 },
  ];
  console.log(`\nBudgets of the MCP run (absolute, at the ${calibrationNote(host)}):`);
  for (const b of budgets) console.log(`  ${b.name.padEnd(46)} ${b.value.padStart(8)}  ${b.pass ? 'PASS' : 'FAIL'}`);
  return budgets.every((b) => b.pass);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const host = checkHost('bench:load');
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3200), NO_CACHE ? { SHARED_CACHE: '0' } : {});
  try {
    if (MEMORY_ONLY) return (await memoryRun(server.origin, server.pid!, NO_CACHE ? 0 : CACHE_MB)).pass ? 0 : 1;
    console.log(
      `npm start's server on ${server.origin}, shared cache ${NO_CACHE ? 'OFF (--no-cache)' : 'on'}: warming up (${WARM_UP_ROUNDS} requests per path) ...`,
    );
    const { wrong: warmUpProblems, cache } = await warmUp(server.origin);
    if (MCP_ONLY) return (await mcpRun(server.origin, cache, host)) && warmUpProblems.length === 0 ? 0 : 1;
    const paths = MIX.flatMap(({ path, weight }) => Array<string>(weight).fill(path));
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s or ${MAX_REQUESTS} requests, ${MIX.length} paths (weights below), Accept-Encoding: ${HEADERS['accept-encoding']}\n`,
    );
    const result = await runLoad({
      origin: server.origin,
      paths,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      maxRequests: MAX_REQUESTS,
      timeoutSeconds: TIMEOUT_SECONDS,
      headers: HEADERS,
    });
    printPerPath(result, cache);
    const pass = printSummary(result, warmUpProblems, host);
    const mcpPass = NO_MCP ? true : await mcpRun(server.origin, cache, host);
    const memory = NO_MEMORY ? undefined : await memoryRun(server.origin, server.pid!, NO_CACHE ? 0 : CACHE_MB);
    return pass && mcpPass && (memory?.pass ?? true) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
