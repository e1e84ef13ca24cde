import { Worker } from 'node:worker_threads';
import type { WireRequest, WireResponse } from './answer';
import { BusyError, type McpBackend } from './backend';
import type { FromWorker, ToWorker, WorkerOptions } from './worker';

/** Most requests waiting for the worker at once; one more is refused with 503 instead of queued. */
const MAX_PENDING = 32;
/**
 * Longest one request may keep the worker busy. Every call is bounded far below this (a batch of 8
 * of the heaviest took 17–30 ms); past it, the worker is ended and a new one started, and the
 * requests it held are answered 503.
 */
const ANSWER_TIMEOUT_MS = 10_000;

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

interface Job {
  resolve: (response: WireResponse) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Answers /mcp in a worker thread (worker.ts) that holds its own copy of the docs data, so no tool
 * call runs on the event loop that serves pages. The worker is restarted when it dies or overruns
 * ANSWER_TIMEOUT_MS (not when reading the build failed: then `ready` rejects, naming why).
 */
export function workerBackend(options: WorkerOptions & { timeoutMs?: number; maxPending?: number }): McpBackend {
  const timeoutMs = options.timeoutMs ?? ANSWER_TIMEOUT_MS;
  const maxPending = options.maxPending ?? MAX_PENDING;
  const jobs = new Map<number, Job>();
  let nextId = 0;
  let closed = false;
  let worker: Worker;
  let ready: Promise<string>;

  const failAll = (error: Error) => {
    for (const job of jobs.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    jobs.clear();
  };

  function spawn() {
    const current = new Worker(ENTRY, { workerData: { root: options.root, from: options.from } });
    worker = current;
    let started = false;
    let exitReason: Error | undefined;
    ready = new Promise<string>((resolve, reject) => {
      current.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          started = true;
          resolve(message.siteUrl);
        } else if (message.type === 'failed') reject(new Error(message.message));
        else {
          const job = jobs.get(message.id);
          if (!job) return;
          jobs.delete(message.id);
          clearTimeout(job.timer);
          job.resolve(message.response);
        }
      });
      current.on('error', (error) => {
        exitReason = error;
        reject(error);
      });
      current.on('exit', (code) => {
        reject(new Error(`the MCP worker exited with code ${code} before it was ready`));
        failAll(exitReason ?? new Error(`the MCP worker stopped (exit code ${code})`));
        // A worker that read the build and then died is replaced; one that could not read it is not.
        if (started && !closed && worker === current) spawn();
      });
    });
    ready.catch(() => undefined);
  }
  spawn();

  return {
    get ready() {
      return ready;
    },
    async answer(request: WireRequest): Promise<WireResponse> {
      await ready;
      if (jobs.size >= maxPending) throw new BusyError(`${jobs.size} answers are already waiting`);
      const id = nextId++;
      const target = worker;
      return new Promise<WireResponse>((resolve, reject) => {
        const timer = setTimeout(() => {
          failAll(new Error(`an answer took longer than ${timeoutMs} ms: the MCP worker was restarted`));
          void target.terminate();
        }, timeoutMs);
        jobs.set(id, { resolve, reject, timer });
        // The body's bytes move to the worker (their own ArrayBuffer, see http.ts): no copy here.
        target.postMessage({ id, request } satisfies ToWorker, [request.body.buffer as ArrayBuffer]);
      });
    },
    async close() {
      closed = true;
      failAll(new Error('the MCP server is closing'));
      await worker.terminate();
    },
  };
}
