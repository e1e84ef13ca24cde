/**
 * The load generator of `npm run bench:load`, run by load.ts in a process of its own so that it
 * does not share an event loop (or a CPU core, on two cores) with the server. Reads a LoadPlan as
 * JSON from argv[2], runs one autocannon instance and sends a LoadResult back over IPC.
 *
 * Every connection cycles through its own seeded shuffle of the weighted path list, so all pages
 * are in flight together in the planned proportions and the connections are not in lockstep.
 * Status codes and latencies are recorded per path.
 */
import autocannon from 'autocannon';
import { generator } from './random';

export interface LoadPlan {
  origin: string;
  /** Paths, each repeated as often as its weight. */
  paths: string[];
  connections: number;
  durationSeconds: number;
  maxRequests: number;
  timeoutSeconds: number;
  headers: Record<string, string>;
  /** Requests per second over all connections; none for a closed loop as fast as answers come. */
  overallRate?: number;
}

export interface PathStats {
  statuses: Record<string, number>;
  /** Latency samples in ms, as autocannon measures them (request written to response complete). */
  latencies: number[];
  bytes: number;
}

export interface LoadResult {
  durationSeconds: number;
  requests: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  throughputMBps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  perPath: Record<string, PathStats>;
}

function shuffled<T>(items: T[], seed: number): T[] {
  return generator(seed).shuffle(items);
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const perPath: Record<string, PathStats> = {};
  for (const p of plan.paths) perPath[p] ??= { statuses: {}, latencies: [], bytes: 0 };
  // onResponse runs synchronously just before the instance's 'response' event for the same
  // response (autocannon's httpClient), so the event knows which path it is about.
  let lastPath = '';
  const requestsFor = (seed: number) =>
    shuffled(plan.paths, seed).map((path) => ({
      method: 'GET' as const,
      path,
      onResponse: (status: number) => {
        lastPath = path;
        const stats = perPath[path].statuses;
        stats[status] = (stats[status] ?? 0) + 1;
      },
    }));
  let clients = 0;
  const options: autocannon.Options = {
    url: plan.origin,
    connections: plan.connections,
    duration: plan.durationSeconds,
    maxOverallRequests: plan.maxRequests,
    ...(plan.overallRate ? { overallRate: plan.overallRate } : {}),
    timeout: plan.timeoutSeconds,
    headers: plan.headers,
    requests: requestsFor(0),
    setupClient: (client) => {
      client.setRequests(requestsFor(++clients));
      // autocannon appends every body chunk to a string (`req.body += chunk`), decoding gzip bytes
      // as UTF-8 for nothing: on the 100–150 KB API pages that made the load generator, not the
      // server, the bottleneck (one core busy at about 40 MB/s). Nothing here reads bodies; byte
      // counts come from the socket.
      (client as unknown as { pipelinedRequests: { addBody: (data: Buffer) => void } }).pipelinedRequests.addBody =
        () => {};
    },
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, bytes, ms) => {
      const stats = perPath[lastPath];
      stats.latencies.push(ms);
      stats.bytes += bytes;
    });
  });
  return {
    durationSeconds: result.duration,
    requests: result.requests.total,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    throughputMBps: result.throughput.average / 1024 / 1024,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    perPath,
  };
}

const plan = JSON.parse(process.argv[2]) as LoadPlan;
const result = await run(plan);
process.send!(result, () => process.exit(0));
