/**
 * The MCP worker thread (worker-backend.ts): reads the build's output, says it is ready with the
 * site's origin (or why it failed), then answers each request it is sent. Every tool call runs
 * here, on this thread's event loop, never on the one that serves pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { answerRpc, rpcErrorResponse, type WireRequest, type WireResponse } from './answer';
import { loadBuildOutput } from './data';

export interface WorkerOptions {
  root: string;
  from?: '.next' | 'out';
}

export type ToWorker = { id: number; request: WireRequest };
export type FromWorker =
  | { type: 'ready'; siteUrl: string }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; response: WireResponse };

const port = parentPort;
if (!port) throw new Error('lib/mcp/worker.ts runs as a worker thread (lib/mcp/worker-backend.ts)');
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/**
 * This thread's nice value. On two cores the page load and MCP traffic compete for the CPU as well
 * as for the event loop; at 10 (of 19) Linux gives the page-serving thread about nine times this
 * one's share when both want it, and all of it when it is idle. Linux's setpriority takes a thread
 * id, read from /proc/thread-self; elsewhere the thread keeps its priority.
 */
const NICE = 10;

try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), NICE);
} catch {
  // Not Linux: the worker keeps the process's priority.
}
const { root, from } = workerData as WorkerOptions;

try {
  const data = await loadBuildOutput(root, from);
  port.on('message', ({ id, request }: ToWorker) => {
    answerRpc(data, request).then(
      (response) => post({ type: 'answer', id, response }, [response.body.buffer as ArrayBuffer]),
      (error: Error) =>
        post({ type: 'answer', id, response: rpcErrorResponse(400, -32603, `Internal error: ${error.message}`) }),
    );
  });
  post({ type: 'ready', siteUrl: data.siteUrl });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}
