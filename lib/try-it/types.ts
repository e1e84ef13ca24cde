/**
 * What the "Try it" console knows of one operation: plain data written at build time next to the
 * operation's validators (public/try-it/<api>/<operation>.js) and read by the console on open.
 */

export type TryItMode = 'mock' | 'live';

export interface TryItParam {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** JSON type of the schema: "string", "integer", "boolean", "array", … */
  type?: string;
  /** Item type of an array parameter. */
  itemType?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  /** The first sentence of its description, as phrasing HTML made at build time. */
  descriptionHtml?: string;
  /** Export name of this parameter's validator in the operation's module. */
  validator?: string;
}

/** Kinds of token the portal's documents name (spec §6); read-write and private belong server-side. */
export type TokenKind = 'read-only' | 'read-write' | 'public' | 'private';

export interface TryItScheme {
  key: string;
  /** apiKey in query or header, or an HTTP Authorization scheme (bearer, basic). */
  type: 'apiKey' | 'bearer' | 'basic' | 'unsupported';
  in?: 'query' | 'header';
  /** Parameter or header name of an apiKey. */
  name?: string;
  kind?: TokenKind;
  /** The document's scheme type, for one the console does not support (oauth2, openIdConnect…). */
  docType?: string;
  summary: string;
}

/** The media types the console sends as form fields rather than as text. */
export type FormMediaType = 'multipart/form-data' | 'application/x-www-form-urlencoded';

/** One field of a form body: a property of the body's schema. */
export interface TryItFormField {
  name: string;
  required: boolean;
  /** A file input: a `format: binary` string (an array of them: `multiple`). Multipart only. */
  file?: boolean;
  multiple?: boolean;
  /** JSON type of the property, as for parameters (arrays as comma-separated values). */
  type?: string;
  itemType?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  /** The first sentence of its description, as phrasing HTML made at build time. */
  descriptionHtml?: string;
}

export interface TryItResponse {
  status: string;
  description?: string;
  mediaType?: string;
  example?: unknown;
}

export interface TryItOperation {
  api: string;
  id: string;
  method: string;
  path: string;
  summary?: string;
  servers: Array<{
    url: string;
    description?: string;
    variables: Record<string, { default: string; enum?: string[] }>;
  }>;
  /** Custom base URLs the reader may use, as origin patterns (`http://localhost:*`). */
  allowedOrigins: string[];
  /** Where those are configured, named in refusals: `apis[0].tryIt.allowedOrigins`. */
  configKey: string;
  defaultMode: TryItMode;
  parameters: TryItParam[];
  body?: {
    mediaType: string;
    required: boolean;
    example?: unknown;
    /** The body's named examples when there are two or more, any of which the reader can load. */
    examples?: Array<{ key: string; label: string; value: unknown }>;
    validator?: string;
    /** A form body's fields (multipart or URL-encoded), one per property of its schema; none for JSON. */
    form?: TryItFormField[];
  };
  /** Alternatives, each a list of scheme keys needed together; empty when no authentication. */
  security: string[][];
  schemes: Record<string, TryItScheme>;
  responses: TryItResponse[];
}

/** One schema error at its JSON pointer in the value. */
export interface ValidationIssue {
  pointer: string;
  message: string;
}

/** An ajv standalone validate function, as the operation's module exports it. */
export type StandaloneValidate = ((value: unknown) => boolean) & {
  errors?: Array<{
    instancePath: string;
    keyword?: string;
    message?: string;
    params?: Record<string, unknown>;
  }> | null;
};
