/** `@acme/moments-agent`: the agent's configuration and start-up API (content/docs/acme-moments/agent.mdx). */

/** A condition on the event: a `property` path, an operator and usually a `value`. */
export interface Condition {
  /** A path on the event, such as `properties.screen_id`. */
  property: string;
  /** The attribute operators of Profiles segments, except `has` (set fields). */
  op: 'exists' | 'equal' | 'lt' | 'gt' | 'in';
  value?: unknown;
}

/** What a moment does. */
export type RuleAction =
  /** Returned to the browser in the event response. */
  | { type: 'experience'; experience_id: string; container?: string }
  /** The agent reads items from the Content API filter and returns them to the browser. */
  | { type: 'content'; filter_id: string; limit?: number }
  /** The agent upserts the fields on the profile with source `moments` (public Profiles token). */
  | { type: 'profile'; fields: Record<string, unknown>; consent?: string }
  /** The agent calls your URL in the background, retrying failures up to three times. */
  | { type: 'webhook'; url: string; method?: string; headers?: Record<string, string>; body?: unknown };

/**
 * What the browser receives for a matched moment (`POST /v1/events`): its `experience` actions as
 * configured, and its `content` actions with the items the agent read (approved items only, with
 * the READ-ONLY token). `profile` and `webhook` actions run on the agent and are not returned.
 */
export type ResponseAction =
  | Extract<RuleAction, { type: 'experience' }>
  | {
      type: 'content';
      filter_id: string;
      /** The filter's first page of items, as the Content API returns them (at most `limit`). */
      items: Array<Record<string, unknown>>;
    };

/** A moment: when an event matches, run its actions. */
export interface Moment {
  /** Unique id, used in logs, metrics, and frequency counters. */
  id: string;
  /** The source and the event name(s) that trigger the moment. */
  on: { source: string; event: string | string[] };
  /** Conditions on the event. All must hold. */
  where?: Condition[];
  /** Segment ids under `all`, `any`, and `none`. Omit to match everyone, people without a profile included. */
  audience?: { all?: string[]; any?: string[]; none?: string[] };
  /** One or more actions, run in order. */
  actions: RuleAction[];
  limits?: {
    /** Minimum time between two triggers for the same profile, such as `30m`, `24h`, or `7d`. */
    cooldown?: string;
    /** Caps the total number of triggers per profile. */
    max_per_profile?: number;
    /** Higher runs first; defaults to `0`. */
    priority?: number;
    /** Stops lower-priority moments from running for the same event. */
    exclusive?: boolean;
  };
  /** Defaults to `true`. Set `false` to keep a moment without running it. */
  enabled?: boolean;
}

/** A webhook source: `POST /v1/webhooks/<name>`, signed with `secret` in `X-Acme-Signature`. */
export interface WebhookSource {
  name: string;
  /** The HMAC-SHA256 secret of the `X-Acme-Signature` header. */
  secret: string;
  /** JSONPath expressions picking the event name, the identifier and the properties. */
  mapping: { event: string; uid?: string; email?: string; properties?: string };
}

/** The agent's configuration (`moments.config.*`): the same shape as the YAML file. */
export interface MomentsConfig {
  server?: {
    /** Defaults to `8787`; `MOMENTS_PORT` overrides it. */
    port?: number;
    /** Origins allowed to post browser events. */
    cors?: { allowed_origins: string[] };
  };
  profiles: {
    /** Defaults to `https://profiles.acme.com/api/v1/consumer`. */
    base_url?: string;
    /** Private Profiles token, for lookups and segment reads. Keep it on the server. */
    private_token: string;
    /** Public Profiles token, needed only for `profile` actions. */
    public_token?: string;
  };
  /** Needed only for `content` actions. */
  content?: {
    base_url?: string;
    /** A READ-ONLY Content API token. */
    token?: string;
  };
  sources?: {
    experience?: { enabled: boolean };
    /** Your backend's events, with the ingest key in the `Authorization` header. */
    backend?: { ingest_key: string };
    webhooks?: WebhookSource[];
  };
  cache?: {
    /** How long a lookup is cached, such as `5m`. */
    lookup_ttl?: string;
    /** How long a profile's segments are cached, such as `10s`. */
    segments_ttl?: string;
  };
  /** Where the frequency counters live: `redis` shares them between replicas. */
  state?: { store: 'memory' } | { store: 'redis'; redis_url: string };
  moments: Moment[];
}

/** Types a JavaScript configuration file; returns it unchanged. */
export function defineConfig(config: MomentsConfig): MomentsConfig;

/** A running agent. */
export interface Agent {
  /** Stops accepting events and closes the server. */
  stop(): Promise<void>;
}

/** Starts the agent inside your service with a configuration file, as `moments-agent start --config` does. */
export function startAgent(options: { configPath: string }): Promise<Agent>;
