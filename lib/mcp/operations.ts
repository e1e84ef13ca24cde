import type { ApiReference, OperationView, SchemaNode } from '../openapi/types';
import type { DocsApi } from './data';

/** One operation in a list: enough to pick it and call get_operation. */
export interface OperationSummary {
  api: string;
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  /** Set for what the API sends the reader's server rather than answers. */
  kind?: 'webhook' | 'callback';
  url: string;
}

/** What the API sends rather than answers: a webhook or a callback (undefined for an operation). */
const incomingKind = (op: OperationView) => (op.callback ? 'callback' : op.webhook ? 'webhook' : undefined);

const operationsOf = (model: ApiReference) => model.tags.flatMap((tag) => tag.operations);

/** Every operation, webhook and callback of the APIs, in reference order. */
export function listOperations(apis: DocsApi[], siteUrl: string): OperationSummary[] {
  return apis.flatMap(({ id, model }) =>
    operationsOf(model).map((op) => {
      const kind = incomingKind(op);
      return {
        api: id,
        operationId: op.id,
        method: op.method.toUpperCase(),
        path: op.path,
        summary: op.summary,
        ...(kind ? { kind } : {}),
        url: `${siteUrl}/api/${id}#${op.id}`,
      };
    }),
  );
}

/** The operation with this id (the reference's anchor), if the API has it. */
export function findOperationView(api: DocsApi, operationId: string): OperationView | undefined {
  return operationsOf(api.model).find((op) => op.id === operationId);
}

/** The names of the named schemas a schema links to, followed through those schemas too. */
function referencedSchemas(model: ApiReference, roots: unknown[]): string[] {
  const byName = new Map(model.schemas.map((s) => [s.name, s.node]));
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as SchemaNode & Record<string, unknown>;
    if (node.kind === 'ref' && typeof node.name === 'string' && !seen.has(node.name)) {
      seen.add(node.name);
      visit(byName.get(node.name));
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'value') visit(child);
  };
  roots.forEach(visit);
  return [...seen].filter((name) => byName.has(name));
}

/** How an operation authenticates: each alternative's schemes with where the token goes and what kind it is. */
function authOf(model: ApiReference, op: OperationView) {
  const schemes = new Map(model.securitySchemes.map((s) => [s.key, s]));
  return op.security.map((alternative) =>
    alternative.map(({ scheme, scopes }) => ({
      scheme,
      where: schemes.get(scheme)?.summary ?? 'unknown scheme',
      kind: schemes.get(scheme)?.description?.trim(),
      ...(scopes.length ? { scopes } : {}),
    })),
  );
}

/**
 * What a webhook or callback adds: who sends it and where, its payload sample, and the responses
 * the receiver should send (the `responses`); an operation's callbacks by name.
 */
function incomingDetails(op: OperationView) {
  const kind = incomingKind(op);
  if (!kind)
    return op.callbacks?.length ? { callbacks: op.callbacks.map((c) => ({ name: c.name, operationId: c.id })) } : {};
  return {
    kind,
    ...(op.callback
      ? { callback: { name: op.callback.name, url: op.callback.expression, registeredBy: op.callback.operationId } }
      : { webhook: op.path }),
    ...(op.payload
      ? { payloadSample: { mediaType: op.payload.label, generated: op.payload.generated, text: op.payload.code } }
      : {}),
    receiver: 'The API sends this request to your server; `responses` are what your server should answer.',
  };
}

/** An operation as an agent needs it: method, path, auth, parameters, body and responses with examples. */
export function operationDetails(api: DocsApi, op: OperationView, siteUrl: string) {
  const { model } = api;
  const used = referencedSchemas(model, [op.parameters, op.requestBody, op.responses]);
  return {
    api: api.id,
    operationId: op.id,
    method: op.method.toUpperCase(),
    path: op.path,
    ...incomingDetails(op),
    servers: model.servers.map((s) => s.url),
    summary: op.summary,
    description: op.description,
    deprecated: op.deprecated,
    tags: op.tags,
    auth: authOf(model, op),
    parameters: op.parameters,
    requestBody: op.requestBody,
    responses: op.responses,
    schemas: Object.fromEntries(model.schemas.filter((s) => used.includes(s.name)).map((s) => [s.name, s.node])),
    url: `${siteUrl}/api/${api.id}#${op.id}`,
  };
}
