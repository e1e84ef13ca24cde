import { givenCodeSamples } from './code-samples';
import { follow, isObj, join, METHODS, type Obj, pointerToken, str } from './document';
import { jsonSafe } from './json-safe';
import { buildSamples, payloadSample, type SampleLanguage, sampleWarning, serverUrlWithDefaults } from './samples';
import { buildSchemaNode, type SchemaContext } from './schema-view';
import { variableEnum } from './servers';
import type {
  ApiReference,
  CodeSample,
  MediaView,
  OperationView,
  ParameterView,
  ResponseView,
  SecurityAlternative,
  SecuritySchemeView,
  ServerVariable,
  TagGroup,
  Warning,
} from './types';

export interface ModelOptions {
  /** Route id of the reference (`content` for /api/content). */
  id: string;
  /** Problems found while loading, carried into the model. */
  warnings?: Warning[];
  /** Generate request samples (off for quick structural checks). */
  samples?: boolean;
  /**
   * The document as written (local `$ref`s kept), for the JSON pointers the model keeps: the
   * example check and Try it validate against it. Without it, pointers are positions in `doc`.
   */
  raw?: Obj;
  /** The generated languages of the request samples (`apis[].sampleLanguages`, resolved); the defaults when not given. */
  sampleLanguages?: SampleLanguage[];
}

/** A URL-fragment-safe anchor id. */
export function anchorId(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '') || 'operation';
}

/** Maps each dereferenced component schema object to its name, so it is linked, not copied. */
function namedSchemas(doc: Obj): Map<object, string> {
  const schemas = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  const names = new Map<object, string>();
  for (const [name, schema] of Object.entries(schemas))
    if (isObj(schema) && !names.has(schema)) names.set(schema, name);
  return names;
}

/** A summary of a security scheme: where the credential goes. */
function describeScheme(key: string, scheme: Obj): SecuritySchemeView {
  const type = String(scheme.type ?? 'unknown');
  let summary = type;
  if (type === 'apiKey')
    summary =
      `API key in the ${scheme.in === 'header' ? 'header' : scheme.in === 'cookie' ? 'cookie' : 'query parameter'} ` +
      `${String(scheme.name)}`;
  else if (type === 'http')
    summary =
      `HTTP ${String(scheme.scheme ?? '')} authentication` +
      `${scheme.bearerFormat ? ` (${String(scheme.bearerFormat)})` : ''}`;
  else if (type === 'oauth2')
    summary = `OAuth 2.0 (${Object.keys(isObj(scheme.flows) ? scheme.flows : {}).join(', ') || 'no flows'})`;
  else if (type === 'openIdConnect') summary = 'OpenID Connect';
  else if (type === 'mutualTLS') summary = 'Mutual TLS';
  const view: SecuritySchemeView = { key, type, summary, description: str(scheme.description) };
  if (type === 'apiKey') Object.assign(view, { in: String(scheme.in), name: String(scheme.name) });
  if (type === 'http') view.scheme = String(scheme.scheme ?? '').toLowerCase();
  return view;
}

/** Security requirements as alternatives of scheme lists. */
function securityOf(value: unknown): SecurityAlternative[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObj).map((alt) =>
    Object.entries(alt).map(([scheme, scopes]) => ({
      scheme,
      scopes: Array.isArray(scopes) ? scopes.map(String) : [],
    })),
  );
}

/** The examples of a media type or parameter as JSON-safe data. */
function examplesOf(holder: Obj): MediaView['examples'] {
  const out: MediaView['examples'] = [];
  if ('example' in holder) out.push({ name: 'default', value: jsonSafe(holder.example) });
  if (isObj(holder.examples)) {
    for (const [name, ex] of Object.entries(holder.examples)) {
      if (!isObj(ex) || !('value' in ex)) continue;
      const description = str(ex.description);
      out.push({ name, summary: str(ex.summary), ...(description ? { description } : {}), value: jsonSafe(ex.value) });
    }
  }
  return out;
}

/** Where the model's parts stand in the document as written. */
interface Source {
  raw: Obj;
  /** The raw object at this place (`$ref`s followed) and its pointer. */
  node: Obj;
  pointer: string;
}

/** The raw object of a child of `at` (following its `$ref`), with its pointer. */
function childSource(at: Source | undefined, key: string): Source | undefined {
  if (!at) return undefined;
  const { node, pointer } = follow(at.raw, at.node[key], `${at.pointer}${join(key)}`);
  return isObj(node) ? { raw: at.raw, node, pointer } : undefined;
}

/** The media types of a body or response; `at` is its pointer, for warnings when `holder` is unknown. */
function mediaViews(content: unknown, ctx: SchemaContext, holder: Source | undefined, at: string): MediaView[] {
  if (!isObj(content)) return [];
  const rawContent = childSource(holder, 'content');
  return Object.entries(content).map(([mediaType, media]) => {
    const m = isObj(media) ? media : {};
    const rawMedia = childSource(rawContent, mediaType);
    const where = `${rawMedia?.pointer ?? `${holder?.pointer ?? at}${join('content', mediaType)}`}/schema`;
    return {
      mediaType,
      schema: m.schema === undefined ? undefined : buildSchemaNode(m.schema, ctx, true, where),
      ...(rawMedia && rawMedia.node.schema !== undefined ? { schemaPointer: `${rawMedia.pointer}/schema` } : {}),
      examples: examplesOf(m),
    };
  });
}

/** Path-level then operation-level parameters as written (the latter win), by `in:name`. */
function rawParameters(item: Source | undefined, op: Source | undefined): Map<string, Source> {
  const byKey = new Map<string, Source>();
  for (const holder of [item, op]) {
    const list = holder?.node.parameters;
    if (!holder || !Array.isArray(list)) continue;
    list.forEach((p, i) => {
      const { node, pointer } = follow(holder.raw, p, `${holder.pointer}/parameters/${i}`);
      if (isObj(node)) byKey.set(`${String(node.in)}:${String(node.name)}`, { raw: holder.raw, node, pointer });
    });
  }
  return byKey;
}

/** Path-level parameters overridden by operation-level ones with the same name and location. */
function mergedParameters(pathItem: Obj, op: Obj): Obj[] {
  const byKey = new Map<string, Obj>();
  for (const list of [pathItem.parameters, op.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const p of list) if (isObj(p)) byKey.set(`${String(p.in)}:${String(p.name)}`, p);
  }
  return [...byKey.values()];
}

function parameterView(p: Obj, ctx: SchemaContext, pointer: string): ParameterView {
  const schema = isObj(p.schema) ? p.schema : undefined;
  const examples = examplesOf(p);
  return {
    name: String(p.name),
    in: (['path', 'query', 'header', 'cookie'].includes(String(p.in)) ? p.in : 'query') as ParameterView['in'],
    required: p.required === true || p.in === 'path',
    deprecated: p.deprecated === true,
    description: str(p.description),
    // Expanded even when named: a parameter's enum, default and limits belong in its table row.
    schema: schema ? buildSchemaNode(schema, ctx, true, `${pointer}/schema`) : undefined,
    example: examples[0]?.value ?? jsonSafe(schema?.example),
    ...(examples.length > 1
      ? { examples: examples.map(({ name, summary, value }) => ({ name, summary, value })) }
      : {}),
    pointer,
  };
}

/** Responses in status order: 1xx–5xx numerically, then ranges and default. */
function responseViews(responses: unknown, ctx: SchemaContext, op: Source | undefined, at: string): ResponseView[] {
  if (!isObj(responses)) return [];
  const order = (status: string) =>
    /^\d{3}$/.test(status) ? Number(status) : /^\dXX$/i.test(status) ? Number(status[0]) * 100 + 99 : 1000;
  return Object.entries(responses)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([status, response]) => {
      const r = isObj(response) ? response : {};
      const headers = Object.entries(isObj(r.headers) ? r.headers : {}).map(([name, h]) => {
        const header = isObj(h) ? h : {};
        return {
          name,
          description: str(header.description),
          schema: isObj(header.schema)
            ? buildSchemaNode(header.schema, ctx, false, `${at}${join('responses', status, 'headers', name, 'schema')}`)
            : undefined,
        };
      });
      const holder = childSource(childSource(op, 'responses'), status);
      return {
        status,
        description: str(r.description),
        headers,
        contents: mediaViews(r.content, ctx, holder, `${at}${join('responses', status)}`),
      };
    });
}

interface OperationInput {
  method: string;
  path: string;
  pathItem: Obj;
  op: Obj;
  webhook: boolean;
  /** The path item as written and its pointer (a fallback pointer when it cannot be followed). */
  rawItem: Source | undefined;
  itemPointer: string;
  /** For a callback: its name and the operation that registers it. */
  callback?: { name: string; parent: OperationInput };
}

/** One operation of the document as a view. */
function operationView(
  input: OperationInput,
  doc: Obj,
  ctx: SchemaContext,
  serverUrl: string,
  withSamples: boolean,
  warnings: Warning[],
  languages?: SampleLanguage[],
): OperationView {
  const { method, path, pathItem, op, webhook, rawItem } = input;
  const operationId = str(op.operationId);
  const params = mergedParameters(pathItem, op);
  const rawOp = childSource(rawItem, method);
  const rawParams = rawParameters(rawItem, rawOp);
  const pointer = rawOp?.pointer ?? `${input.itemPointer}${join(method)}`;
  const body = isObj(op.requestBody) ? op.requestBody : undefined;
  // The document's default security is for the calls it serves, not for what it sends the reader's server.
  const security = securityOf(webhook ? op.security : (op.security ?? doc.security));
  const schemes =
    isObj(doc.components) && isObj(doc.components.securitySchemes)
      ? (doc.components.securitySchemes as Record<string, Obj>)
      : {};
  const firstMedia = body && isObj(body.content) ? Object.entries(body.content)[0] : undefined;
  const bodyMedia = firstMedia && isObj(firstMedia[1]) ? firstMedia[1] : undefined;
  const bodyExample = bodyMedia?.example ?? firstExampleValue(bodyMedia);
  // The samples' bound is checked whether or not samples are made: the build checks the model without them.
  {
    const sampled = firstMedia && bodyExample === undefined ? bodyMedia?.schema : undefined;
    const where = `${childSource(rawOp, 'requestBody')?.pointer ?? `${pointer}/requestBody`}${join('content', firstMedia?.[0] ?? '')}/schema`;
    const warning =
      sampled === undefined ? undefined : sampleWarning(sampled, where, webhook ? 'payload sample' : undefined);
    if (warning) warnings.push(warning);
    // A parameter in the samples without an example, default or enum is sampled too (samples.ts: parameterValue).
    for (const p of params) {
      const schema = isObj(p.schema) ? p.schema : undefined;
      const shown = p.in === 'path' || (p.required === true && (p.in === 'query' || p.in === 'header'));
      if (!schema || !shown || p.example !== undefined || schema.example !== undefined) continue;
      if (schema.default !== undefined || Array.isArray(schema.enum)) continue;
      const at = rawParams.get(`${String(p.in)}:${String(p.name)}`)?.pointer ?? `${pointer}/parameters`;
      const paramWarning = sampleWarning(schema, `${at}/schema`);
      if (paramWarning) warnings.push(paramWarning);
    }
  }
  const fallbackId = input.callback
    ? `${str(input.callback.parent.op.operationId) ?? `${input.callback.parent.method}-${input.callback.parent.path}`}-${input.callback.name}-${method}`
    : `${method}-${path}`;
  return {
    id: anchorId(operationId ?? fallbackId),
    pointer,
    operationId,
    method,
    path,
    summary: str(op.summary),
    description: str(op.description),
    deprecated: op.deprecated === true,
    tags: Array.isArray(op.tags) && op.tags.length ? op.tags.map(String) : [webhook ? 'Webhooks' : 'Other'],
    security,
    parameters: params.map((p) =>
      parameterView(p, ctx, rawParams.get(`${String(p.in)}:${String(p.name)}`)?.pointer ?? `${pointer}/parameters`),
    ),
    requestBody: body
      ? {
          required: body.required === true,
          description: str(body.description),
          contents: mediaViews(body.content, ctx, childSource(rawOp, 'requestBody'), `${pointer}/requestBody`),
        }
      : undefined,
    responses: responseViews(op.responses, ctx, rawOp, pointer),
    // A payload is small and what a webhook is read for: made even for the quick models (the MCP server's).
    ...(webhook && firstMedia ? payloadOf(firstMedia[0], bodyExample, bodyMedia?.schema) : {}),
    samples: withSamples
      ? requestSamples(op, pointer, webhook, () =>
          buildSamples({
            method,
            path,
            serverUrl,
            parameters: params.map((p) => ({
              name: String(p.name),
              in: String(p.in),
              required: p.required === true || p.in === 'path',
              schema: p.schema,
              example: p.example,
            })),
            body: firstMedia
              ? {
                  mediaType: firstMedia[0],
                  example: bodyExample,
                  schema: bodyMedia?.schema,
                }
              : undefined,
            security,
            securitySchemes: schemes,
            languages,
          }),
        )
      : [],
    webhook,
  };
}

/**
 * The request samples of an operation: those the document gives (`x-codeSamples`) first, then the
 * generated ones whose label no given one takes. A webhook is received, not called: only given ones.
 */
function requestSamples(op: Obj, pointer: string, webhook: boolean, generate: () => CodeSample[]): CodeSample[] {
  // The entries' problems were reported when the document was loaded (lib/openapi/load.ts).
  const given = givenCodeSamples(op, pointer).samples;
  const generated = webhook ? [] : generate();
  return [...given, ...generated.filter((g) => !given.some((s) => s.label === g.label))];
}

function payloadOf(mediaType: string, example: unknown, schema: unknown): Pick<OperationView, 'payload'> {
  const payload = payloadSample(mediaType, example === undefined ? undefined : jsonSafe(example), schema);
  return payload ? { payload } : {};
}

function firstExampleValue(media: Obj | undefined): unknown {
  if (!media || !isObj(media.examples)) return undefined;
  const first = Object.values(media.examples)[0];
  return isObj(first) ? first.value : undefined;
}

/** A server's variables (each default as text, its enum when listed), or undefined when it has none. */
function serverVariables(value: unknown): Record<string, ServerVariable> | undefined {
  if (!isObj(value) || !Object.keys(value).length) return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => {
      const variable = isObj(v) ? v : {};
      const kept = variableEnum(variable);
      const values = kept ? { enum: kept } : {};
      return [name, { default: String(variable.default ?? ''), ...values }];
    }),
  );
}

/** The operations of a map of path items (paths, webhooks, one callback), in document order. */
function pathItemOperations(
  items: unknown,
  raw: Source | undefined,
  pointer: string,
  webhook: boolean,
  callback?: OperationInput['callback'],
): OperationInput[] {
  if (!isObj(items)) return [];
  return Object.entries(items).flatMap(([path, pathItem]) => {
    if (!isObj(pathItem)) return [];
    const rawItem = childSource(raw, path);
    const itemPointer = rawItem?.pointer ?? `${pointer}${join(path)}`;
    return METHODS.filter((method) => isObj(pathItem[method])).map(
      (method): OperationInput => ({
        method,
        path,
        pathItem,
        op: pathItem[method] as Obj,
        webhook,
        rawItem,
        itemPointer,
        ...(callback ? { callback } : {}),
      }),
    );
  });
}

/**
 * Every operation of paths and webhooks, in document order, each followed by its callbacks (received,
 * like webhooks, and shown right after the operation that registers them).
 */
function collectOperations(doc: Obj, raw: Obj): OperationInput[] {
  const root: Source = { raw, node: raw, pointer: '' };
  const withCallbacks = (input: OperationInput): OperationInput[] => {
    const callbacks = input.op.callbacks;
    if (!isObj(callbacks)) return [input];
    const rawCallbacks = childSource(childSource(input.rawItem, input.method), 'callbacks');
    const at = `${input.itemPointer}${join(input.method, 'callbacks')}`;
    return [
      input,
      ...Object.entries(callbacks).flatMap(([name, expressions]) =>
        pathItemOperations(expressions, childSource(rawCallbacks, name), `${at}${join(name)}`, true, {
          name,
          parent: input,
        }),
      ),
    ];
  };
  return [
    ...pathItemOperations(doc.paths, childSource(root, 'paths'), '/paths', false).flatMap(withCallbacks),
    ...pathItemOperations(doc.webhooks, childSource(root, 'webhooks'), '/webhooks', true),
  ];
}

/**
 * Links callbacks and the operations that register them (after the anchors are final). A callback
 * takes its operation's tag unless it has its own, so it is listed beside it, and a title when it
 * has no summary (its path is a runtime expression, no name for a reader).
 */
function linkCallbacks(inputs: OperationInput[], operations: OperationView[]) {
  const views = new Map(inputs.map((input, i) => [input, operations[i]]));
  inputs.forEach((input, i) => {
    const view = operations[i];
    const parent = input.callback && views.get(input.callback.parent);
    if (!input.callback || !parent) return;
    view.callback = {
      name: input.callback.name,
      expression: input.path,
      operationId: parent.id,
      operation: parent.summary ?? `${parent.method.toUpperCase()} ${parent.path}`,
    };
    view.summary ??= `${input.callback.name} callback`;
    if (!(Array.isArray(input.op.tags) && input.op.tags.length)) view.tags = [...parent.tags];
    (parent.callbacks ??= []).push({ name: input.callback.name, id: view.id });
  });
}

/**
 * Groups operations by their first tag, in the order the document declares its tags; a declared tag
 * without operations is left out with a warning.
 */
function groupByTag(doc: Obj, operations: OperationView[], warnings: Warning[]): TagGroup[] {
  const declared = Array.isArray(doc.tags) ? doc.tags.filter(isObj) : [];
  const groups = new Map<string, TagGroup>(
    declared.map((t) => [String(t.name), { name: String(t.name), description: str(t.description), operations: [] }]),
  );
  for (const op of operations) {
    const tag = op.tags[0];
    if (!groups.has(tag)) groups.set(tag, { name: tag, operations: [] });
    groups.get(tag)!.operations.push(op);
  }
  declared.forEach((tag, i) => {
    const name = String(tag.name);
    if (groups.get(name)?.operations.length === 0 && !operations.some((op) => op.tags.includes(name)))
      warnings.push({ pointer: `/tags/${i}`, message: `tag "${name}" has no operations: no section for it` });
  });
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

/** Path segments that name no resource: versions (`v1`, `2010-04-01`), `api`, parameters. */
const NOT_A_RESOURCE = /^(v\d+(\.\d+)*|\d{4}-\d{2}-\d{2}|api|\{.*\})$/i;

/**
 * The group of an operation in a document without tags: its path's first resource segment,
 * as words (`/v1/payment_intents/{intent}` → "Payment intents").
 */
export function resourceTag(path: string): string {
  const segment = path.split('/').find((s) => s && !NOT_A_RESOURCE.test(s));
  const words = segment
    ?.replace(/\.[a-z]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Other';
}

/** Makes operation anchors unique (two operations may share an operationId in the wild). */
function uniqueIds(operations: OperationView[], warnings: Warning[]) {
  const seen = new Map<string, number>();
  for (const op of operations) {
    const count = seen.get(op.id) ?? 0;
    seen.set(op.id, count + 1);
    if (count > 0) {
      warnings.push({
        pointer: `/paths/${pointerToken(op.path)}/${op.method}/operationId`,
        message: `duplicate operationId "${op.operationId}"`,
      });
      op.id = `${op.id}-${count + 1}`;
    }
  }
}

/**
 * Converts a dereferenced OpenAPI 3.0/3.1 document into the serializable reference model. Pure: the
 * same document gives the same model; cyclic schemas end in links, never in loops.
 */
export function toApiReference(doc: Obj, options: ModelOptions): ApiReference {
  const warnings = [...(options.warnings ?? [])];
  const ctx: SchemaContext = { names: namedSchemas(doc), warnings };
  const info = isObj(doc.info) ? doc.info : {};
  const servers = (Array.isArray(doc.servers) ? doc.servers.filter(isObj) : []).map((s) => {
    const url = String(s.url ?? '/');
    const variables = serverVariables(s.variables);
    return {
      url: serverUrlWithDefaults(url, isObj(s.variables) ? s.variables : {}),
      description: str(s.description),
      ...(variables ? { template: url, variables } : {}),
    };
  });
  const serverUrl = servers[0]?.url ?? '';
  const inputs = collectOperations(doc, options.raw ?? doc);
  const operations = inputs.map((input) =>
    operationView(input, doc, ctx, serverUrl, options.samples ?? true, warnings, options.sampleLanguages),
  );
  // A document that tags nothing (Stripe's, Discord's) is grouped by resource, not all under Other.
  if (!inputs.some(({ op }) => Array.isArray(op.tags) && op.tags.length))
    for (const op of operations) if (!op.webhook) op.tags = [resourceTag(op.path)];
  uniqueIds(operations, warnings);
  linkCallbacks(inputs, operations);
  const schemes = isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const schemas = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  return {
    id: options.id,
    title: str(info.title) ?? options.id,
    version: String(info.version ?? ''),
    openapi: String(doc.openapi ?? doc.swagger ?? ''),
    description: str(info.description),
    servers,
    securitySchemes: Object.entries(schemes)
      .filter(([, s]) => isObj(s))
      .map(([key, s]) => describeScheme(key, s as Obj)),
    defaultSecurity: securityOf(doc.security),
    tags: groupByTag(doc, operations, warnings),
    schemas: Object.entries(schemas).map(([name, schema]) => ({
      name,
      node: buildSchemaNode(schema, ctx, true, join('components', 'schemas', name)),
      pointer: join('components', 'schemas', name),
    })),
    warnings,
  };
}
