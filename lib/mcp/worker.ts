/**
 * The MCP worker thread (worker-backend.ts): reads the build's output, says it is ready with the
 * site's origin (or why it failed), then answers each request it is sent. Every tool call runs
 * here, on this thread's event loop, never on the one that serves pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { answerRpc, type WireRequest, type WireResponse } from './answer';
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
const post = (message: FromWorker) => port.postMessage(message);
const { root, from } = workerData as WorkerOptions;

try {
  const data = await loadBuildOutput(root, from);
  port.on('message', ({ id, request }: ToWorker) => {
    answerRpc(data, request).then(
      (response) => post({ type: 'answer', id, response }),
      (error: Error) =>
        post({
          type: 'answer',
          id,
          response: {
            status: 400,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              jsonrpc: '2.0',
              error: { code: -32603, message: `Internal error: ${error.message}` },
              id: null,
            }),
          },
        }),
    );
  });
  post({ type: 'ready', siteUrl: data.siteUrl });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}
