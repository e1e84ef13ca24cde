import { answerRpc, type WireRequest, type WireResponse } from './answer';
import type { DocsData } from './data';

/** What answers /mcp's JSON-RPC: in this thread (tests), or in a worker thread (`npm start`, worker-backend.ts). */
export interface McpBackend {
  /** The site's origin once the data is loaded; rejects with the reason there is none. */
  readonly ready: Promise<string>;
  answer(request: WireRequest): Promise<WireResponse>;
  close(): Promise<void>;
}

/** Refused at once because too many answers are already waiting: HTTP 503 with Retry-After. */
export class BusyError extends Error {}

/** Answers on the calling thread: for tests and tools, never for the server that serves pages. */
export function inProcessBackend(data: Promise<DocsData>): McpBackend {
  const ready = data.then((d) => d.siteUrl);
  ready.catch(() => undefined);
  return {
    ready,
    answer: async (request) => answerRpc(await data, request),
    close: async () => undefined,
  };
}
