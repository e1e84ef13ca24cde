/** `@acme/moments-agent`: the agent's configuration and start-up API (content/docs/acme-moments/agent.mdx). */

/** A rule: when an event matches, run its actions. */
export interface Rule {
  /** Unique id, used in logs, metrics, and frequency counters. */
  id: string;
  /** The source and the event name(s) that trigger the rule. */
  on: { source: string; event: string | string[] };
  /** Conditions on the event. All must hold. */
  where?: Record<string, unknown>[];
  /** Segment ids under `all`, `any`, and `none`. Omit to match everyone. */
  audience?: { all?: string[]; any?: string[]; none?: string[] };
  /** One or more actions, run in order. */
  actions: RuleAction[];
  /** `cooldown`, `max_per_profile`, `priority`, and `exclusive`. */
  limits?: { cooldown?: string; max_per_profile?: number; priority?: number; exclusive?: boolean };
  /** Defaults to `true`. */
  enabled?: boolean;
}

/** What a rule does. */
export type RuleAction =
  | { type: 'experience'; experience_id: string; container?: string }
  | { type: 'content'; filter_id: string; limit?: number }
  | { type: 'profile'; fields: Record<string, unknown>; consent?: Record<string, boolean> }
  | { type: 'webhook'; url: string; method?: string; headers?: Record<string, string>; body?: unknown };

/** The agent's configuration (moments.config.*). */
export interface MomentsConfig {
  server?: { port?: number; cors?: { origins: string[] } };
  state?: { store: 'memory' | 'redis' };
  sources?: Record<string, unknown>;
  rules: Rule[];
  [key: string]: unknown;
}

/** Types a configuration file. */
export function defineConfig(config: MomentsConfig): MomentsConfig;

/** A running agent. */
export interface Agent {
  /** Stops accepting events and closes the server. */
  stop(): Promise<void>;
}

/** Starts the agent with a configuration. */
export function startAgent(config: MomentsConfig): Promise<Agent>;
