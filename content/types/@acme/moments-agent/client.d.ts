/** `@acme/moments-agent/client`: the server-side client your backend sends events with (`backend` source). */
import type { ResponseAction } from './index';

export interface MomentsClientOptions {
  /** The agent's URL, for example `http://moments-agent.internal:8787`. */
  url: string;
  /** The shared secret of `sources.backend.ingest_key`, sent in the `Authorization` header. Server only. */
  ingestKey: string;
}

/** An event: a name, an identifier (`uid` or `email`), optional properties and an ISO 8601 timestamp. */
export type MomentsEvent = {
  name: string;
  properties?: Record<string, unknown>;
  /** ISO 8601; defaults to the time the agent receives the event. */
  timestamp?: string;
} & ({ uid: string; email?: string } | { email: string; uid?: string });

export interface MomentsClient {
  /** Sends an event to `POST /v1/events`; resolves with the browser-facing actions of the moments that matched. */
  track(event: MomentsEvent): Promise<{ actions: ResponseAction[] }>;
}

export function createMomentsClient(options: MomentsClientOptions): MomentsClient;
