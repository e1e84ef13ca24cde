import { serverUrls } from '../openapi/servers';
import type { ApiReference, MediaView } from '../openapi/types';

/** Where a credential goes: a query parameter, a header, or the Authorization header. */
export interface Credential {
  scheme: string;
  in: 'query' | 'header';
  /** Query parameter name, or header name in lower case. */
  name: string;
}

/** One operation of a document, as the example checker needs it. */
export interface OperationInfo {
  api: string;
  /** The operationId (the reference's anchor). */
  id: string;
  method: string;
  path: string;
  deprecated: boolean;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  /** Alternatives, each a list of credentials needed together; empty when no token is needed. */
  security: Credential[][];
  /** JSON pointer of the JSON request body's schema, and whether the body is required. */
  requestSchema?: string;
  requestRequired: boolean;
  /** Status → JSON pointer of the JSON response's schema. */
  responses: Map<string, string | undefined>;
}

/** The operations of one API document, with its server URLs. */
export interface ApiOperations {
  api: string;
  file: string;
  servers: string[];
  operations: OperationInfo[];
}

/** Where the token of a scheme goes: an API key's query parameter or header, else the Authorization header. */
function credential(model: ApiReference, key: string): Credential {
  const scheme = model.securitySchemes.find((s) => s.key === key);
  if (scheme?.type === 'apiKey' && (scheme.in === 'query' || scheme.in === 'header'))
    return {
      scheme: key,
      in: scheme.in,
      name: scheme.in === 'header' ? String(scheme.name).toLowerCase() : String(scheme.name),
    };
  return { scheme: key, in: 'header', name: 'authorization' };
}

/** The schema pointer of the JSON media type of a body or response (`application/json`, `+json`). */
const jsonSchemaPointer = (contents: MediaView[]) =>
  contents.find((m) => /^application\/([\w.-]+\+)?json\b/.test(m.mediaType))?.schemaPointer;

/**
 * Every operation of a reference (webhooks are received, not called), as the example check needs
 * it: from the model, whose JSON pointers lead into the document as written.
 */
export function modelOperations(api: string, file: string, model: ApiReference): ApiOperations {
  const servers = serverUrls(model.servers.map((s) => ({ url: s.template ?? s.url, variables: s.variables })));
  const operations = model.tags.flatMap((tag) =>
    tag.operations
      .filter((op) => !op.webhook)
      .map(
        (op): OperationInfo => ({
          api,
          id: op.id,
          method: op.method.toUpperCase(),
          path: op.path,
          deprecated: op.deprecated,
          parameters: op.parameters.map((p) => ({ name: p.name, in: p.in, required: p.required })),
          security: op.security.map((alternative) => alternative.map((r) => credential(model, r.scheme))),
          requestSchema: op.requestBody && jsonSchemaPointer(op.requestBody.contents),
          requestRequired: op.requestBody?.required === true,
          responses: new Map(op.responses.map((r) => [r.status, jsonSchemaPointer(r.contents)])),
        }),
      ),
  );
  return { api, file, servers: servers.map((url) => url.replace(/\/$/, '')), operations };
}
