/**
 * The open-loop probe of `npm run bench:load`'s MCP run, in a process of its own (forked by
 * load.ts, like load-client.ts): one cached page requested at a fixed rate whatever the answers do,
 * each latency measured from the moment the request was due. A closed-loop generator (autocannon)
 * waits for answers before sending more, so a stall of the server delays only the 50 requests in
 * flight and hides in its p99 (coordinated omission); a probe on a clock sees every millisecond of it.
 *
 * Reads a ProbePlan as JSON from argv[2]; sends a ProbeResult back over IPC.
 */
import http from 'node:http';

export interface ProbePlan {
  url: string;
  /** Requests per second, evenly spaced. */
  perSecond: number;
  durationSeconds: number;
  headers: Record<string, string>;
}

export interface ProbeResult {
  /** Latency of each request from when it was due to its last byte, ms. */
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
}

async function probe(plan: ProbePlan): Promise<ProbeResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const result: ProbeResult = { latencies: [], statuses: {}, errors: 0 };
  const intervalMs = 1000 / plan.perSecond;
  const start = performance.now();
  const total = Math.floor(plan.durationSeconds * plan.perSecond);
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise<void>((resolve) => {
        const req = http.get(plan.url, { agent, headers: plan.headers, timeout: 30_000 }, (res) => {
          res.resume();
          res.on('end', () => {
            result.statuses[res.statusCode ?? 0] = (result.statuses[res.statusCode ?? 0] ?? 0) + 1;
            result.latencies.push(performance.now() - due);
            resolve();
          });
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => {
          result.errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return result;
}

if (process.send) {
  const result = await probe(JSON.parse(process.argv[2]) as ProbePlan);
  process.send(result, () => process.exit(0));
}
