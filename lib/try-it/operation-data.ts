import type { ApiReference, OperationView } from '../openapi/types';
import { follow, join } from '../openapi/validate-examples';
import { tokenKind } from './auth';
import type { TryItOperation, TryItParam, TryItScheme } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema to compile into the operation's module: its export name and its pointer in the raw document. */
interface ValidatorSource {
  name: string;
  schemaPointer: string;
}

export interface TryItEntry {
  operation: TryItOperation;
  validators: ValidatorSource[];
}

export interface TryItSpec {
  id: string;
  /** Position in `apis`, to name the configuration key in messages. */
  index: number;
  tryIt: { defaultMode: 'mock' | 'live'; allowedOrigins: string[] };
}

/** The first JSON type of a schema (`["string", "null"]` → string). */
function typeOf(schema: unknown): string | undefined {
  if (!isObj(schema)) return undefined;
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  return typeof t === 'string' ? t : undefined;
}

function schemeOf(key: string, def: unknown): TryItScheme {
  const d = isObj(def) ? def : {};
  const kind = tokenKind(key, typeof d.description === 'string' ? d.description : '');
  if (d.type === 'apiKey' && (d.in === 'query' || d.in === 'header'))
    return { key, type: 'apiKey', in: d.in, name: String(d.name), kind, summary: `${d.in} ${String(d.name)}` };
  const http = String(d.scheme ?? '').toLowerCase();
  if (d.type === 'http' && (http === 'bearer' || http === 'basic'))
    return { key, type: http, kind, summary: `HTTP ${http}` };
  return { key, type: 'unsupported', kind, summary: `${String(d.type ?? 'unknown')} (not supported by the console)` };
}

/** Path-level then operation-level parameters (the latter win), each with its pointer in the raw document. */
function rawParameters(raw: Obj, path: string, method: string): Array<{ node: Obj; pointer: string }> {
  const byKey = new Map<string, { node: Obj; pointer: string }>();
  const item = isObj(raw.paths) && isObj(raw.paths[path]) ? (raw.paths[path] as Obj) : {};
  const op = isObj(item[method]) ? (item[method] as Obj) : {};
  for (const [list, base] of [
    [item.parameters, join('paths', path, 'parameters')],
    [op.parameters, join('paths', path, method, 'parameters')],
  ] as const) {
    if (!Array.isArray(list)) continue;
    list.forEach((p, i) => {
      const { node, pointer } = follow(raw, p, `${base}/${i}`);
      if (isObj(node)) byKey.set(`${String(node.in)}:${String(node.name)}`, { node, pointer });
    });
  }
  return [...byKey.values()];
}

/** The JSON media type of a request body and its schema pointer. */
function rawBody(raw: Obj, path: string, method: string): { mediaType: string; pointer?: string } | undefined {
  const item = isObj(raw.paths) && isObj(raw.paths[path]) ? (raw.paths[path] as Obj) : {};
  const op = isObj(item[method]) ? (item[method] as Obj) : {};
  if (op.requestBody === undefined) return undefined;
  const { node, pointer } = follow(raw, op.requestBody, join('paths', path, method, 'requestBody'));
  if (!isObj(node) || !isObj(node.content)) return undefined;
  const types = Object.keys(node.content);
  const mediaType = types.find((t) => /[/+]json\b/.test(t)) ?? types[0];
  if (!mediaType) return undefined;
  const media = node.content[mediaType];
  return {
    mediaType,
    pointer: isObj(media) && media.schema !== undefined ? `${pointer}/content${join(mediaType)}/schema` : undefined,
  };
}

function operationEntry(spec: TryItSpec, raw: Obj, deref: Obj, _model: ApiReference, op: OperationView): TryItEntry {
  const validators: ValidatorSource[] = [];
  const derefItem = isObj(deref.paths) && isObj(deref.paths[op.path]) ? (deref.paths[op.path] as Obj) : {};
  const derefParams = new Map<string, Obj>();
  for (const list of [
    derefItem.parameters,
    isObj(derefItem[op.method]) ? (derefItem[op.method] as Obj).parameters : undefined,
  ]) {
    if (Array.isArray(list))
      for (const p of list.filter(isObj)) derefParams.set(`${String(p.in)}:${String(p.name)}`, p);
  }
  const pointers = new Map(
    rawParameters(raw, op.path, op.method).map(({ node, pointer }) => [
      `${String(node.in)}:${String(node.name)}`,
      pointer,
    ]),
  );
  const parameters: TryItParam[] = [];
  for (const view of op.parameters) {
    // Cookies cannot be set by fetch: left out of the form.
    if (view.in === 'cookie') continue;
    const key = `${view.in}:${view.name}`;
    const schema = derefParams.get(key)?.schema;
    const s = isObj(schema) ? schema : {};
    const param: TryItParam = {
      name: view.name,
      in: view.in,
      required: view.required,
      type: typeOf(s),
      description: view.description?.split('\n')[0],
    };
    if (param.type === 'array') param.itemType = typeOf(s.items);
    if (Array.isArray(s.enum)) param.enum = s.enum;
    if (s.default !== undefined) param.default = s.default;
    if (view.example !== undefined) param.example = view.example;
    const pointer = pointers.get(key);
    if (pointer && schema !== undefined) {
      param.validator = `p${validators.length}`;
      validators.push({ name: param.validator, schemaPointer: `${pointer}/schema` });
    }
    parameters.push(param);
  }
  const bodyRaw = rawBody(raw, op.path, op.method);
  let body: TryItOperation['body'];
  if (op.requestBody && bodyRaw) {
    const media = op.requestBody.contents.find((m) => m.mediaType === bodyRaw.mediaType);
    body = { mediaType: bodyRaw.mediaType, required: op.requestBody.required, example: media?.examples[0]?.value };
    if (bodyRaw.pointer) {
      body.validator = 'body';
      validators.push({ name: 'body', schemaPointer: bodyRaw.pointer });
    }
  }
  const rawSchemes =
    isObj(deref.components) && isObj(deref.components.securitySchemes) ? deref.components.securitySchemes : {};
  const security = op.security.map((alt) => alt.map((r) => r.scheme));
  const schemes = Object.fromEntries([...new Set(security.flat())].map((key) => [key, schemeOf(key, rawSchemes[key])]));
  const servers = (Array.isArray(raw.servers) ? raw.servers.filter(isObj) : []).map((s) => ({
    url: String(s.url ?? '/'),
    description: typeof s.description === 'string' ? s.description : undefined,
    variables: Object.fromEntries(
      Object.entries(isObj(s.variables) ? s.variables : {}).map(([name, v]) => {
        const variable = isObj(v) ? v : {};
        return [
          name,
          {
            default: String(variable.default ?? ''),
            ...(Array.isArray(variable.enum) ? { enum: variable.enum.map(String) } : {}),
          },
        ];
      }),
    ),
  }));
  return {
    validators,
    operation: {
      api: spec.id,
      id: op.id,
      method: op.method,
      path: op.path,
      summary: op.summary,
      servers,
      allowedOrigins: spec.tryIt.allowedOrigins,
      configKey: `apis[${spec.index}].tryIt.allowedOrigins`,
      defaultMode: spec.tryIt.defaultMode,
      parameters,
      body,
      security,
      schemes,
      responses: op.responses.map((r) => {
        const media = r.contents.find((m) => m.examples.length) ?? r.contents[0];
        return {
          status: r.status,
          description: r.description?.split('\n')[0],
          mediaType: media?.mediaType,
          example: media?.examples[0]?.value,
        };
      }),
    },
  };
}

/** The console's data for every operation of a reference (webhooks are received, not sent: none). */
export function tryItEntries(spec: TryItSpec, raw: Obj, dereferenced: Obj, model: ApiReference): TryItEntry[] {
  return model.tags.flatMap((tag) =>
    tag.operations.filter((op) => !op.webhook).map((op) => operationEntry(spec, raw, dereferenced, model, op)),
  );
}
