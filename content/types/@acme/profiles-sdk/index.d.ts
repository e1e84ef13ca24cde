/** `@acme/profiles-sdk`: the Profiles SDK as content/docs/acme-profiles/profiles-sdk.mdx describes it. */

/** Allowed items of the closed set field `interests` (openapi/profiles.yaml). */
export type Interest = 'running' | 'cycling' | 'swimming';

/** A set field item: `name` from the field's allowed values, and whether it holds. */
export interface SetItem<N extends string = string> {
  name: N;
  value: boolean;
}

/** Fields sent with `upsert`: `uid` or `email` identifies the profile; `interests` is a closed set. */
export interface UpsertFields {
  uid?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  interests?: SetItem<Interest>[];
  [field: string]: unknown;
}

/** A stored attribute with its value. */
export interface Attribute<V> {
  value: V;
  updated_at?: string;
}

/** A profile as `getProfile` returns it. */
export interface Profile {
  profile_id: string;
  fields: {
    first_name?: Attribute<string>;
    email?: Attribute<string>;
    interests?: Attribute<SetItem<Interest>[]>;
    [field: string]: Attribute<unknown> | undefined;
  };
  segments?: string[];
}

/** A segment definition. */
export interface Segment {
  id: string;
  name: string;
  [key: string]: unknown;
}

/** Options of `createProfilesClient`. */
export interface ProfilesClientOptions {
  /** A Profiles access token, private (server only) or public (browser or server). */
  token: string;
  /** Defaults to `https://profiles.acme.com/api/v1/consumer`; override only to route through your proxy. */
  baseUrl?: string;
}

/** A non-2xx answer of the Profiles API: every method rejects with it. */
export class ProfilesApiError extends Error {
  /** The HTTP status. */
  readonly status: number;
  /** The API's error body, when it sent one. */
  readonly body: unknown;
}

/** A client bound to one token. */
export interface ProfilesClient {
  /** Creates or updates a profile (public token). Rejects with `ProfilesApiError` when the record is rejected. */
  upsert(request: {
    fields: UpsertFields;
    /** The consent under which the data was collected, stored on every attribute written. */
    consent?: string;
    /** Where the data came from, stored on every attribute written. */
    source?: string;
    /** When the data was collected (ISO 8601). */
    timestamp?: string;
  }): Promise<{ profile_id: string }>;
  /** A profile id by `uid` or `email`, or `null` when none (private token, server only). */
  lookup(key: { uid: string } | { email: string }): Promise<string | null>;
  /** The profile (private token, or public token plus `jwt`). */
  getProfile(profileId: string, options?: { relevant?: boolean; jwt?: string }): Promise<Profile>;
  /** One attribute of a profile (private token). */
  getAttribute(profileId: string, fieldId: string): Promise<Attribute<unknown>>;
  /** The profile's segments after recalculating them (private token). */
  getProfileSegments(profileId: string): Promise<Segment[]>;
  /** Links an identity to a profile (private token). */
  identify(request: Record<string, unknown>): Promise<{ profile_id: string }>;
  /** Exchanges an identity provider's JWT for an Acme identity token (public token). */
  exchangeIdentity(request: { jwt: string }): Promise<{ token: string; expires_at: string }>;
  segments: {
    list(): Promise<Segment[]>;
    create(segment: Omit<Segment, 'id'> & { id?: string }): Promise<Segment>;
    update(id: string, segment: Partial<Segment>): Promise<Segment>;
    delete(id: string): Promise<void>;
  };
  model: {
    get(): Promise<Record<string, unknown>>;
    update(model: Record<string, unknown>): Promise<Record<string, unknown>>;
  };
}

/** Creates a client bound to one token. */
export function createProfilesClient(options: ProfilesClientOptions): ProfilesClient;
