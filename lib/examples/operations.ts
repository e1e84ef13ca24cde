import { serverUrls } from '../openapi/servers';
import { follow, join } from '../openapi/validate-examples';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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

/** The credentials of each security alternative, from the document's security schemes. */
function credentials(doc: Obj, requirement: unknown): Credential[][] {
  const schemes = isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  if (!Array.isArray(requirement)) return [];
  return requirement.filter(isObj).map((alternative) =>
    Object.keys(alternative).map((key): Credential => {
      const scheme = follow(doc, schemes[key], '').node;
      if (isObj(scheme) && scheme.type === 'apiKey' && (scheme.in === 'query' || scheme.in === 'header')) {
        return {
          scheme: key,
          in: scheme.in,
          name: scheme.in === 'header' ? String(scheme.name).toLowerCase() : String(scheme.name),
        };
      }
      return { scheme: key, in: 'header', name: 'authorization' };
    }),
  );
}

/** The JSON media type's schema pointer of a request body or response (`application/json`, `+json`). */
function jsonSchemaPointer(doc: Obj, holder: unknown, pointer: string): { pointer?: string; node: Obj } {
  const { node, pointer: at } = follow(doc, holder, pointer);
  if (!isObj(node)) return { node: {} };
  const content = isObj(node.content) ? node.content : {};
  const type = Object.keys(content).find((t) => /^application\/([\w.-]+\+)?json\b/.test(t));
  const media = type ? content[type] : undefined;
  return {
    node,
    pointer: type && isObj(media) && media.schema !== undefined ? `${at}/content${join(type)}/schema` : undefined,
  };
}

/** Every operation of a raw OpenAPI document (local `$ref`s followed), for checking examples. */
export function documentOperations(api: string, file: string, doc: Obj): ApiOperations {
  const servers = serverUrls(doc.servers).map((url) => url.replace(/\/$/, ''));
  const operations: OperationInfo[] = [];
  for (const [path, item] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const pointer = join('paths', path, method);
      const params = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ]
        .map((p) => follow(doc, p, '').node)
        .filter(isObj)
        .map((p) => ({ name: String(p.name), in: String(p.in), required: p.required === true }));
      const body =
        op.requestBody === undefined ? undefined : jsonSchemaPointer(doc, op.requestBody, `${pointer}/requestBody`);
      const responses = new Map(
        Object.entries(isObj(op.responses) ? op.responses : {}).map(([status, r]) => [
          status,
          jsonSchemaPointer(doc, r, `${pointer}/responses${join(status)}`).pointer,
        ]),
      );
      operations.push({
        api,
        id: typeof op.operationId === 'string' ? op.operationId : `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        deprecated: op.deprecated === true,
        parameters: params,
        security: credentials(doc, op.security ?? doc.security),
        requestSchema: body?.pointer,
        requestRequired: body?.node.required === true,
        responses,
      });
    }
  }
  return { api, file, servers, operations };
}
