/**
 * `@acme/profiles-sdk`: the Profiles SDK as content/docs/acme-profiles/profiles-sdk.mdx describes it.
 * Request and response bodies are the Profiles API's own schemas (generated from openapi/profiles.yaml),
 * so a sample that sends or reads API data is checked against the API.
 */
import type { components } from '@acme/api-types/profiles';

type Schemas = components['schemas'];

/** Allowed items of the closed set field `interests` in the docs' data model. */
export type Interest = 'running' | 'cycling' | 'swimming';

/** A set field item: `name` from the field's allowed values; `value` adds (`true`) or removes (`false`) it. */
export interface SetItem<N extends string = string> {
  name: N;
  value: boolean;
}

/** Fields sent with `upsert`: `uid` or `email` identifies the profile; `interests` is a closed set. */
export interface UpsertFields {
  uid?: string;
  email?: string;
  first_name?: string;
  /** ISO 8601 date; the time defaults to `00:00:00Z`. */
  birthday?: string;
  newsletter?: boolean;
  /** Only `running`, `cycling` and `swimming`: one other item rejects the whole record. */
  interests?: SetItem<Interest>[];
  /** Other fields of your data model. */
  [field: string]: Schemas['UpsertRequest']['fields'][string] | undefined;
}

/** A profile as `getProfile` returns it (`fields` and `parent_profiles` only with private data access). */
export type Profile = Schemas['Profile'];
/** A stored attribute: its `value`, `created`, `updated`, `source` and `consent`. */
export type ProfileField = Schemas['ProfileField'];
/** A segment definition. */
export type Segment = Schemas['Segment'];

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
  /** The API's parsed error body, when it sent one. */
  readonly body: unknown;
}

/** A client bound to one token. */
export interface ProfilesClient {
  /**
   * Creates or updates a profile (public token). Resolves with the model id, the segment ids the
   * profile belongs to as last stored (not recalculated) and the fields written; rejects with
   * `ProfilesApiError` when the record is rejected.
   */
  upsert(request: {
    fields: UpsertFields;
    /** The consent under which the data was collected, stored on every attribute written. */
    consent?: string;
    /** Where the data came from, stored on every attribute written. */
    source?: string;
    /** When the data was collected (ISO 8601). */
    timestamp?: string;
  }): Promise<Schemas['UpsertResponse']>;
  /** A profile id by `uid` or `email`, or `null` when none matches (private token, server only). */
  lookup(key: { uid: string } | { email: string }): Promise<string | null>;
  /** The profile (private token, or public token plus `jwt`; a public token alone gets no `fields`). */
  getProfile(
    profileId: string,
    options?: {
      /** `true` (the default): only attributes inside their relevance window. */
      relevant?: boolean;
      /** An identity token, needed with a public token for `fields`. */
      jwt?: string;
    },
  ): Promise<Profile>;
  /** One attribute of a profile (private token); rejects with status `404` when missing or not relevant. */
  getAttribute(profileId: string, fieldId: string): Promise<ProfileField>;
  /** The profile's segments after recalculating them (private token). */
  getProfileSegments(profileId: string): Promise<Segment[]>;
  /** Issues a short-lived identity token (about five minutes) for a profile (private token, server only). */
  identify(profileId: string): Promise<Schemas['JwtResponse']>;
  /**
   * Exchanges your identity provider's JWT for an Acme identity token (public token), sending `jwt`
   * and `key_field`; resolves with the token and the profile id read from its `sub` claim.
   */
  exchangeIdentity(request: Schemas['ExchangeRequest']): Promise<{ jwt: string; profileId: string }>;
  /** The segment endpoints (private token, server only). */
  segments: {
    list(): Promise<Segment[]>;
    create(segment: Schemas['SegmentRequest']): Promise<Segment>;
    update(id: string, segment: Schemas['SegmentRequest']): Promise<Segment>;
    delete(id: string): Promise<Schemas['DeleteConfirmation']>;
  };
  /** The data model endpoints (private token, server only): `GET` and `PUT /tdm/{tdm_id}`. */
  model: {
    get(tdmId: string): Promise<Schemas['DataModel']>;
    /** Replaces the model: send it complete, `fields` and `strong_id` included. */
    update(tdmId: string, model: Schemas['DataModel']): Promise<Schemas['DataModel']>;
  };
}

/** Creates a client bound to one token. */
export function createProfilesClient(options: ProfilesClientOptions): ProfilesClient;
