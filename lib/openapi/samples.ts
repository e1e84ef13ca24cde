import { availableTargets, type HarRequest, HTTPSnippet } from '@readme/httpsnippet';
import { sample } from 'openapi-sampler';
import { sampleLanguageProblem } from '../config/sample-languages';
import { type CredentialScheme, placeCredential } from './credentials.client';
import type { Obj } from './document';
import type { CodeSample, SecurityAlternative, Warning } from './types';

/** A generated language of the request samples: httpsnippet target and client, tab label, highlighter id. */
export interface SampleLanguage {
  target: string;
  client: string;
  label: string;
  language: string;
}

/**
 * The generated languages when a reference sets no `apis[].sampleLanguages` (content/site.config.json),
 * as `target:client` of httpsnippet: today's four, then Node.js, PHP, Ruby, Java and C#.
 */
const DEFAULT_SAMPLE_LANGUAGES = [
  'shell:curl',
  'javascript:fetch',
  'python:requests',
  'go:native',
  'node:fetch',
  'php:guzzle',
  'ruby:native',
  'java:nethttp',
  'csharp:httpclient',
] as const;

/** The highlighter's id for an httpsnippet target (plain text for one it does not highlight). */
const TARGET_HIGHLIGHT: Record<string, string> = {
  shell: 'bash',
  javascript: 'javascript',
  node: 'javascript',
  python: 'python',
  go: 'go',
  php: 'php',
  ruby: 'ruby',
  java: 'java',
  kotlin: 'kotlin',
  csharp: 'csharp',
  swift: 'swift',
  c: 'c',
  powershell: 'powershell',
  http: 'http',
};

/** Tab labels that readers already have remembered: `shell:curl` stays "curl". */
const LABELS: Record<string, string> = { 'shell:curl': 'curl', 'shell:httpie': 'HTTPie', 'shell:wget': 'Wget' };

/**
 * Resolves `target` or `target:client` names against httpsnippet's targets (a bare target takes its
 * default client). An unknown one is named in the error thrown, with what is known; the
 * configuration schema (lib/config/schema.ts) checks the same with `sampleLanguageProblem`.
 */
export function resolveSampleLanguages(names: readonly string[]): SampleLanguage[] {
  const targets = availableTargets();
  const resolved = names.map((name) => {
    const problem = sampleLanguageProblem(name);
    if (problem) throw new Error(problem);
    const [targetKey, clientKey] = name.split(':');
    const target = targets.find((t) => t.key === targetKey)!;
    return { target: target.key, client: clientKey ?? target.default, title: target.title };
  });
  return resolved.map(({ target, client, title }) => {
    const shared = resolved.filter((r) => r.target === target).length > 1;
    return {
      target,
      client,
      label: LABELS[`${target}:${client}`] ?? (shared ? `${title} (${client})` : title),
      language: TARGET_HIGHLIGHT[target] ?? 'text',
    };
  });
}

export interface SampleInput {
  method: string;
  path: string;
  serverUrl: string;
  parameters: Array<{ name: string; in: string; required: boolean; schema?: unknown; example?: unknown }>;
  body?: { mediaType: string; example?: unknown; schema?: unknown };
  security: SecurityAlternative[];
  securitySchemes: Record<string, Obj>;
  /** The generated languages, in tab order (resolveSampleLanguages); the defaults when not given. */
  languages?: SampleLanguage[];
}

/** A placeholder for a credential, named after its scheme: `accessTokenReadOnly` → `YOUR_ACCESS_TOKEN_READ_ONLY`. */
function credentialPlaceholder(schemeKey: string): string {
  return `YOUR_${schemeKey
    .replace(/(?<=.)(Header|Query|Cookie)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase()}`;
}

/**
 * A scheme of the document as a sample places its credential: an API key in the query or a header,
 * HTTP basic, and a bearer token for the other HTTP schemes, OAuth 2.0 and OpenID Connect (a sample
 * shows the token they give); an API key in a cookie gets none.
 */
function credentialScheme(def: Obj): CredentialScheme {
  if (def.type === 'apiKey' && (def.in === 'query' || def.in === 'header'))
    return { type: 'apiKey', in: def.in, name: String(def.name) };
  if (def.type === 'http' && String(def.scheme).toLowerCase() === 'basic') return { type: 'basic' };
  if (def.type === 'http' || def.type === 'oauth2' || def.type === 'openIdConnect') return { type: 'bearer' };
  return { type: 'unsupported' };
}

/** A value to show for a parameter: its example, default, first enum value, or a sampled value. */
function parameterValue(param: SampleInput['parameters'][number]): string {
  const schema = (param.schema ?? {}) as Obj;
  const value =
    param.example ??
    schema.example ??
    schema.default ??
    (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ??
    safeSample(schema);
  return typeof value === 'object' ? JSON.stringify(value) : String(value ?? param.name);
}

/** How deep openapi-sampler goes into nested objects and arrays. */
const SAMPLE_DEPTH = 6;

/**
 * The most schemas a request sample is generated from. openapi-sampler stops at SAMPLE_DEPTH
 * levels but copies a shared subschema into every place that uses it, so 30 shared properties a
 * level made 30^6 (729 million) values. The corpus' largest takes 1,031 schemas (Okta Management's
 * POST /api/v1/meta/schemas/apps/{appId}/default; Stripe's 313): 10,000 is 10 times that.
 */
export const MAX_SAMPLE_NODES = 10_000;

const isSchemaObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schemas openapi-sampler visits for `schema` down to `depth` levels (allOf parts merged, the
 * first oneOf/anyOf option, properties, items, additional properties), counted up to `limit`.
 */
function sampleCost(schema: unknown, depth: number, limit = MAX_SAMPLE_NODES + 1): number {
  // Each entry: a schema, its level, and the schemas above it on this level (allOf and oneOf
  // cycles, which the sampler leaves, do not add levels: they are skipped here).
  const stack: Array<[unknown, number, object[]]> = [[schema, 0, []]];
  let cost = 0;
  while (stack.length && cost < limit) {
    const [node, level, chain] = stack.pop()!;
    if (!isSchemaObj(node) || chain.includes(node)) continue;
    cost++;
    const same = [...chain, node];
    for (const part of Array.isArray(node.allOf) ? node.allOf : []) stack.push([part, level, same]);
    for (const key of ['oneOf', 'anyOf'])
      if (Array.isArray(node[key]) && (node[key] as unknown[]).length)
        stack.push([(node[key] as unknown[])[0], level, same]);
    if (level >= depth) continue;
    const below = (child: unknown) => stack.push([child, level + 1, []]);
    if (isSchemaObj(node.properties)) Object.values(node.properties).forEach(below);
    if (isSchemaObj(node.items)) below(node.items);
    if (isSchemaObj(node.additionalProperties)) below(node.additionalProperties);
  }
  return cost;
}

/**
 * How deep a sample of `schema` may go within MAX_SAMPLE_NODES: SAMPLE_DEPTH unless that is too
 * many schemas, then less; 0 when even the top level is (no sample).
 */
function sampleDepth(schema: unknown): number {
  for (let depth = SAMPLE_DEPTH; depth > 0; depth--) if (sampleCost(schema, depth) <= MAX_SAMPLE_NODES) return depth;
  return 0;
}

/** A warning when the sample of a schema (a body's, a parameter's, a webhook's payload) is cut at MAX_SAMPLE_NODES. */
export function sampleWarning(schema: unknown, pointer: string, what = 'request sample'): Warning | undefined {
  const depth = sampleDepth(schema);
  if (depth === SAMPLE_DEPTH) return undefined;
  return {
    pointer,
    message:
      `the ${what} of this schema would take more than ${MAX_SAMPLE_NODES.toLocaleString('en')} schemas ` +
      `at ${SAMPLE_DEPTH} levels: ${depth ? `generated ${depth} level${depth === 1 ? '' : 's'} deep` : 'left empty'}; ` +
      'give the body an example',
  };
}

/**
 * openapi-sampler, bounded: a cyclic or odd schema gives no sample rather than an error, a large one
 * a shallower one. A request leaves out read-only properties; a payload the API sends (`response`)
 * leaves out write-only ones.
 */
function safeSample(schema: unknown, direction: 'request' | 'response' = 'request'): unknown {
  const maxSampleDepth = sampleDepth(schema);
  if (!maxSampleDepth) return undefined;
  const skip = direction === 'request' ? { skipReadOnly: true } : { skipWriteOnly: true };
  try {
    return sample(schema as object, { ...skip, maxSampleDepth, quiet: true } as never);
  } catch {
    return undefined;
  }
}

/**
 * The payload a webhook or callback delivers: its example as given, else one generated from its
 * schema (bounded as request samples are); undefined when there is neither.
 */
export function payloadSample(
  mediaType: string,
  example: unknown,
  schema: unknown,
): (CodeSample & { generated: boolean }) | undefined {
  const generated = example === undefined;
  const value = generated ? safeSample(schema, 'response') : example;
  if (value === undefined) return undefined;
  const json = /[/+]json\b/.test(mediaType);
  const code = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return { label: mediaType, language: json ? 'json' : 'text', code, generated };
}

/** Fills a server URL's {variables} with their defaults (lenient: unknown ones stay as they are). */
export function serverUrlWithDefaults(url: string, variables: Obj = {}): string {
  return url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name] as Obj | undefined;
    return variable && variable.default !== undefined ? String(variable.default) : whole;
  });
}

/** The HAR request a sample is generated from: path values, required query values, auth and body. */
function buildHarRequest(input: SampleInput): HarRequest {
  let path = input.path;
  const queryString: HarRequest['queryString'] = [];
  const headers: HarRequest['headers'] = [];
  for (const param of input.parameters) {
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(parameterValue(param)));
    else if (param.in === 'query' && param.required)
      queryString.push({ name: param.name, value: parameterValue(param) });
    else if (param.in === 'header' && param.required) headers.push({ name: param.name, value: parameterValue(param) });
  }
  for (const { scheme } of input.security[0] ?? []) {
    const placed = placeCredential(
      credentialScheme(input.securitySchemes[scheme] ?? {}),
      credentialPlaceholder(scheme),
    );
    if (placed.query) queryString.push({ name: placed.query[0], value: placed.query[1] });
    if (placed.header) headers.push({ name: placed.header[0], value: placed.header[1] });
  }
  const har: HarRequest = {
    method: input.method.toUpperCase(),
    url: input.serverUrl.replace(/\/$/, '') + path,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData: { mimeType: '' },
  };
  if (input.body) {
    const data = input.body.example ?? safeSample(input.body.schema);
    headers.push({ name: 'Content-Type', value: input.body.mediaType });
    if (input.body.mediaType.includes('json'))
      har.postData = { mimeType: input.body.mediaType, text: JSON.stringify(data ?? {}) };
    else if (input.body.mediaType === 'application/x-www-form-urlencoded' && data && typeof data === 'object')
      har.postData = {
        mimeType: input.body.mediaType,
        params: Object.entries(data).map(([name, value]) => ({
          name,
          value: typeof value === 'object' ? JSON.stringify(value) : String(value),
        })),
      };
    else if (typeof data === 'string') har.postData = { mimeType: input.body.mediaType, text: data };
  }
  return har;
}

let defaultLanguages: SampleLanguage[] | undefined;

/** Request samples in each generated language (DEFAULT_SAMPLE_LANGUAGES unless set), with the auth parameter. */
export function buildSamples(input: SampleInput): CodeSample[] {
  let snippet: HTTPSnippet;
  try {
    snippet = new HTTPSnippet(buildHarRequest(input), { harIsAlreadyEncoded: false });
  } catch {
    return [];
  }
  const languages = input.languages ?? (defaultLanguages ??= resolveSampleLanguages(DEFAULT_SAMPLE_LANGUAGES));
  return languages.flatMap(({ target, client, label, language }) => {
    let code: unknown;
    try {
      code = snippet.convert(target as never, client);
    } catch {
      return [];
    }
    const text = Array.isArray(code) ? code[0] : code;
    return typeof text === 'string' ? [{ label, language, code: text }] : [];
  });
}
