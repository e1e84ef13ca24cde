/** `@acme/moments-agent/client`: the browser client that sends events to the agent. */
import type { RuleAction } from './index';

export interface MomentsClientOptions {
  /** The agent's public URL. */
  url: string;
}

export interface MomentsClient {
  /** Sends an event; resolves with the actions the matching rules returned to the browser. */
  track(event: string, properties?: Record<string, unknown>): Promise<{ actions: RuleAction[] }>;
}

export function createMomentsClient(options: MomentsClientOptions): MomentsClient;
