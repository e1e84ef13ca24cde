import type { UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';
import { placeCredential } from '../openapi/credentials.client';
import { type FormPart, type FormState, formParts, urlEncoded } from './form-body.client';
import type { TryItOperation, TryItParam } from './types';

/** The largest request body the console sends. */
export const MAX_BODY_BYTES = 512 * 1024;

/** A request ready for fetch: the values filled in, the credential in its place. */
export interface BuiltRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: string;
  /** A multipart body's parts (sent as FormData: fetch sets its Content-Type and boundary). */
  form?: FormPart[];
}

/** The form's text values by parameter (`query:page`), as typed. */
export type ParamValues = Record<string, string>;

export const paramKey = (p: Pick<TryItParam, 'in' | 'name'>) => `${p.in}:${p.name}`;

/** The text a form field starts with: the example, else the default, else the first enum value (required only). */
export function initialValue(p: TryItParam): string {
  const value = p.example ?? p.default ?? (p.required && p.enum?.length ? p.enum[0] : undefined);
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A typed value for schema validation: numbers and booleans parsed, arrays split on commas. */
export function coerceParam(p: Pick<TryItParam, 'type' | 'itemType'>, text: string): unknown {
  const scalar = (type: string | undefined, s: string): unknown => {
    if ((type === 'integer' || type === 'number') && s.trim() !== '' && !Number.isNaN(Number(s))) return Number(s);
    if (type === 'boolean' && (s === 'true' || s === 'false')) return s === 'true';
    return s;
  };
  if (p.type === 'array') return text === '' ? [] : text.split(',').map((s) => scalar(p.itemType, s.trim()));
  return scalar(p.type, text);
}

/** Fills a server URL's {variables} from the chosen values, else their defaults. */
export function serverUrl(server: TryItOperation['servers'][number], values: Record<string, string> = {}): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (whole, name: string) => values[name] || server.variables[name]?.default || whole,
  );
}

export interface RequestInput {
  op: Pick<TryItOperation, 'method' | 'path' | 'parameters' | 'schemes' | 'body'>;
  baseUrl: string;
  values: ParamValues;
  /** The raw body text of the editor (sent as written when the operation takes a body). */
  bodyText?: string;
  /** Secrets by scheme key, for the schemes of the chosen security alternative. */
  credentials: Record<string, string>;
  /** A form body's fields and files (the operation's `body.form`), instead of `bodyText`. */
  form?: FormState;
}

/**
 * Builds the request: path values percent-encoded into the path, non-empty query values (an array
 * repeats its name, OpenAPI's default `form` style), headers, the credential where its scheme puts
 * it, and the body with its media type.
 */
export function buildRequest({ op, baseUrl, values, bodyText, credentials, form }: RequestInput): BuiltRequest {
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  let path = op.path;
  for (const p of op.parameters) {
    const text = values[paramKey(p)] ?? '';
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(encodeURIComponent(text));
    else if (text === '') continue;
    else if (p.in === 'query')
      for (const v of p.type === 'array' ? text.split(',').map((s) => s.trim()) : [text]) query.push([p.name, v]);
    else headers.push([p.name, text]);
  }
  for (const [key, secret] of Object.entries(credentials)) {
    const scheme = op.schemes[key];
    if (!scheme) continue;
    const placed = placeCredential(scheme, secret);
    if (placed.query) query.push(placed.query);
    if (placed.header) headers.push(placed.header);
  }
  let body: string | undefined;
  let parts: FormPart[] | undefined;
  if (op.body?.form && form) {
    const all = formParts(op.body.form, form);
    if (op.body.mediaType === 'multipart/form-data') parts = all.length ? all : undefined;
    else if (all.length) {
      body = urlEncoded(all);
      headers.push(['Content-Type', op.body.mediaType]);
    }
  } else if (op.body && bodyText !== undefined && bodyText.trim() !== '') {
    body = bodyText;
    headers.push(['Content-Type', op.body.mediaType]);
  }
  const search = query.length ? `?${new URLSearchParams(query).toString()}` : '';
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${search}`;
  return { method: op.method.toUpperCase(), url, headers, body, ...(parts ? { form: parts } : {}) };
}

/** The refusal of a body of `bytes` over the limit, in the page's language (sizes written as in English). */
export const bodyTooLarge = (bytes: number, t: Pick<UiStrings, 'tryIt.bodyTooLarge'>) =>
  fill(t['tryIt.bodyTooLarge'], { size: (bytes / 1024).toFixed(0), max: String(MAX_BODY_BYTES / 1024) });

/** The size of a body as sent (UTF-8), and a refusal when it is over the limit. */
export function bodySizeProblem(text: string, t: Pick<UiStrings, 'tryIt.bodyTooLarge'>): string | undefined {
  const bytes = new TextEncoder().encode(text).length;
  return bytes > MAX_BODY_BYTES ? bodyTooLarge(bytes, t) : undefined;
}

/** Required parameters left empty, by name. */
export const missingRequired = (params: TryItParam[], values: ParamValues) =>
  params.filter((p) => p.required && (values[paramKey(p)] ?? '') === '').map((p) => p.name);
