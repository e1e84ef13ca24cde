/**
 * The serializable view model of an API reference: plain data without cycles, built once from a
 * dereferenced OpenAPI document and handed to components (and to search). JSON.stringify-safe.
 */

import type { Constraint } from './constraints';

/** A schema as shown to readers. Named component schemas appear once, elsewhere as a `ref` link. */
export type SchemaNode = RefNode | CircularNode | ShapeNode;

/** A link to a named schema rendered in the Schemas section. */
interface RefNode {
  kind: 'ref';
  name: string;
  /** Short description of the referenced schema, shown next to the link. */
  description?: string;
  type?: string;
}

/**
 * A schema that refers back to one of its ancestors and is not a named schema, or what a view cut
 * at its bound leaves out. `label` is the document's name for it (its title, an unresolved `$ref`);
 * without one, `mark` says which the page words (`circularText`, lib/openapi/schema-markers.ts).
 */
export interface CircularNode {
  kind: 'circular';
  label?: string;
  mark?: 'above' | 'cut';
}

export interface PropertyView {
  name: string;
  required: boolean;
  node: SchemaNode;
}

export interface VariantGroup {
  /** oneOf: exactly one; anyOf: one or more. */
  kind: 'oneOf' | 'anyOf';
  /** An option with no name, title or type has no `label`: the page calls it "Option <position>". */
  options: Array<{ label?: string; node: SchemaNode }>;
  discriminator?: { propertyName: string; mapping: Array<{ value: string; target: string }> };
}

/** A schema with its shape: type, documentation, constraints and children. */
export interface ShapeNode {
  kind: 'shape';
  /** "object", "array", "string | null", … */
  type?: string;
  format?: string;
  title?: string;
  /** Markdown. */
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** Its constraints as data, written out in the page's words (./constraints.ts). */
  constraints: Constraint[];
  properties?: PropertyView[];
  /** true/false, or the schema of extra properties. */
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  variants?: VariantGroup;
  /** if/then/else, shown as "when … then …". */
  conditions?: Array<{ when: SchemaNode; matched?: SchemaNode; otherwise?: SchemaNode }>;
  /** Names the value must have that this schema gives no schema for (`then: { required: [a] }`). */
  requires?: string[];
  not?: SchemaNode;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaNode;
  example?: unknown;
  /** Every named example when there are two or more (`example` is the first). */
  examples?: Array<{ name: string; summary?: string; value: unknown }>;
  /** JSON pointer of the parameter in the document as written (`$ref`s followed). */
  pointer: string;
}

export interface MediaView {
  mediaType: string;
  schema?: SchemaNode;
  /** JSON pointer of its schema in the document as written, when it has one. */
  schemaPointer?: string;
  /** Named examples; `default` for a single `example`. JSON-safe data. */
  examples: Array<{
    name: string;
    summary?: string;
    /** Markdown. */
    description?: string;
    value: unknown;
    /** Highlighted JSON, added at build time. */
    html?: string;
  }>;
}

export interface ResponseView {
  status: string;
  description?: string;
  headers: Array<{ name: string; description?: string; schema?: SchemaNode }>;
  contents: MediaView[];
}

/** One way to authenticate an operation: all schemes of the alternative are needed together. */
export type SecurityAlternative = Array<{ scheme: string; scopes: string[] }>;

export interface CodeSample {
  /** Tab label, e.g. "curl". */
  label: string;
  /** Highlighter language id. */
  language: string;
  code: string;
  /** Highlighted HTML, added at build time. */
  html?: string;
  /** Written in the document (`x-codeSamples`), not generated. */
  given?: boolean;
}

export interface OperationView {
  /** Stable anchor: the operationId, or method-path when there is none. */
  id: string;
  /** JSON pointer of the operation in the document as written: `/paths/~1pets/get`. */
  pointer: string;
  operationId?: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  tags: string[];
  /** Alternatives; empty when the operation needs no authentication. */
  security: SecurityAlternative[];
  parameters: ParameterView[];
  requestBody?: { required: boolean; description?: string; contents: MediaView[] };
  responses: ResponseView[];
  samples: CodeSample[];
  /**
   * Whether the reader's server receives this request rather than sends it: a webhook (from
   * `webhooks`) or a callback (then `callback` is set). Neither has Try it, request samples or HTTP
   * example checks; both have a payload sample.
   */
  webhook: boolean;
  /** A callback: its name, the URL expression it is sent to, and the operation that registers it. */
  callback?: { name: string; expression: string; operationId: string; operation: string };
  /** The callbacks this operation registers, by name, with their anchors. */
  callbacks?: Array<{ name: string; id: string }>;
  /**
   * What a webhook or callback sends: the body's first example, else one generated from its
   * schema (`generated`), labelled with its media type.
   */
  payload?: CodeSample & { generated: boolean };
}

/** A server URL variable: its default and, when listed, its allowed values. */
export interface ServerVariable {
  default: string;
  enum?: string[];
}

export interface SecuritySchemeView {
  key: string;
  type: string;
  /** Human summary: "API key in the query parameter access_token". */
  summary: string;
  description?: string;
  /** An API key's place (`query`, `header`, `cookie`) and name. */
  in?: string;
  name?: string;
  /** An HTTP scheme's name, lower case: `bearer`, `basic`. */
  scheme?: string;
}

export interface TagGroup {
  name: string;
  description?: string;
  operations: OperationView[];
}

export interface Warning {
  /** JSON pointer into the document. */
  pointer: string;
  message: string;
}

export interface ApiReference {
  id: string;
  title: string;
  version: string;
  openapi: string;
  description?: string;
  /** `url` with each variable at its default; `template` and `variables` as written, when it has any. */
  servers: Array<{ url: string; description?: string; template?: string; variables?: Record<string, ServerVariable> }>;
  securitySchemes: SecuritySchemeView[];
  /** Security that applies when an operation does not set its own. */
  defaultSecurity: SecurityAlternative[];
  tags: TagGroup[];
  /** The named schemas, each with its JSON pointer (`/components/schemas/Pet`). */
  schemas: Array<{ name: string; node: SchemaNode; pointer: string }>;
  warnings: Warning[];
}
