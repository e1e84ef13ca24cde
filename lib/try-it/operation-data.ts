import { applicableOrigins } from '../http/origins.client';
import { commonMarkInlineToHtml } from '../markdown/to-html';
import { firstSentence, splitDescription } from '../openapi/description';
import { exampleChoices } from '../openapi/examples';
import type { ApiReference, OperationView, ParameterView, SchemaNode, SecuritySchemeView } from '../openapi/types';
import { tokenKind } from './auth.client';
import { isFormMediaType } from './form-body.client';
import type { TryItFormField, TryItOperation, TryItParam, TryItScheme } from './types';

/** A schema to compile into the operation's module: its export name and its pointer in the document as written. */
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

/** The first JSON type of a schema as the model shows it (`string | null` → string). */
function typeOf(node: SchemaNode | undefined): string | undefined {
  const type = node && node.kind !== 'circular' ? node.type : undefined;
  return type?.split(' | ').find((t) => t !== 'null');
}

/** A security scheme as the console sends it, from the model's view of it. */
function schemeOf(key: string, view: SecuritySchemeView | undefined): TryItScheme {
  const kind = tokenKind(key, view?.description ?? '');
  if (view?.type === 'apiKey' && (view.in === 'query' || view.in === 'header'))
    return { key, type: 'apiKey', in: view.in, name: String(view.name), kind, summary: `${view.in} ${view.name}` };
  const http = view?.scheme ?? '';
  if (view?.type === 'http' && (http === 'bearer' || http === 'basic'))
    return { key, type: http, kind, summary: `HTTP ${http}` };
  const docType = view?.type ?? 'unknown';
  return { key, type: 'unsupported', docType, kind, summary: `${docType} (not supported by the console)` };
}

/**
 * A field's hint: the first sentence of its description as phrasing HTML, made here so the
 * console renders Markdown without a Markdown parser in the browser (raw HTML is dropped).
 */
function hintHtml(description: string | undefined): string | undefined {
  const sentence = firstSentence(description);
  return sentence && commonMarkInlineToHtml(sentence);
}

/** A parameter of the form, with the validator of its schema when it has one. */
function parameterOf(view: ParameterView & { in: TryItParam['in'] }, validators: ValidatorSource[]): TryItParam {
  const node = view.schema?.kind === 'shape' ? view.schema : undefined;
  const param: TryItParam = {
    name: view.name,
    in: view.in,
    required: view.required,
    type: typeOf(view.schema),
    descriptionHtml: hintHtml(view.description),
  };
  if (param.type === 'array') param.itemType = typeOf(node?.items);
  if (node?.enum) param.enum = node.enum;
  if (node?.default !== undefined) param.default = node.default;
  if (view.example !== undefined) param.example = view.example;
  if (view.schema !== undefined) {
    param.validator = `p${validators.length}`;
    validators.push({ name: param.validator, schemaPointer: `${view.pointer}/schema` });
  }
  return param;
}

/** The shape a schema node stands for: itself, or the named schema it links to. */
function shapeOf(model: ApiReference, node: SchemaNode | undefined) {
  const target = node?.kind === 'ref' ? model.schemas.find((s) => s.name === node.name)?.node : node;
  return target?.kind === 'shape' ? target : undefined;
}

/** A binary string (`format: binary`) is a file; in an array, several. */
const isBinary = (node: SchemaNode | undefined) => node?.kind === 'shape' && node.format === 'binary';

/**
 * The fields of a form body: one per property of its schema, a file input for a binary string
 * (multipart only: a URL-encoded body has no files). An object body without properties has none.
 */
function formFields(model: ApiReference, mediaType: string, schema: SchemaNode | undefined): TryItFormField[] {
  const multipart = mediaType === 'multipart/form-data';
  return (shapeOf(model, schema)?.properties ?? [])
    .filter((p) => !(p.node.kind === 'shape' && p.node.readOnly))
    .map((p) => {
      const node = shapeOf(model, p.node);
      const field: TryItFormField = { name: p.name, required: p.required, type: typeOf(p.node) };
      const many = node?.type?.startsWith('array') && isBinary(node.items);
      if (multipart && (isBinary(p.node) || many)) return { ...field, file: true, ...(many ? { multiple: true } : {}) };
      if (field.type === 'array') field.itemType = typeOf(node?.items);
      if (node?.enum) field.enum = node.enum;
      if (node?.default !== undefined) field.default = node.default;
      if (node?.example !== undefined) field.example = node.example;
      const description = node?.description ?? (p.node.kind === 'ref' ? p.node.description : undefined);
      if (description) field.descriptionHtml = hintHtml(description);
      return field;
    });
}

function operationEntry(spec: TryItSpec, model: ApiReference, op: OperationView): TryItEntry {
  const validators: ValidatorSource[] = [];
  // Cookies cannot be set by fetch: left out of the form.
  const parameters = op.parameters
    .filter((view): view is ParameterView & { in: TryItParam['in'] } => view.in !== 'cookie')
    .map((view) => parameterOf(view, validators));
  const contents = op.requestBody?.contents ?? [];
  const media = contents.find((m) => /[/+]json\b/.test(m.mediaType)) ?? contents[0];
  let body: TryItOperation['body'];
  if (op.requestBody && media) {
    body = { mediaType: media.mediaType, required: op.requestBody.required, example: media.examples[0]?.value };
    if (media.examples.length > 1)
      body.examples = exampleChoices(media.examples).map(({ key, label, value }) => ({ key, label, value }));
    if (isFormMediaType(media.mediaType)) body.form = formFields(model, media.mediaType, media.schema);
    if (media.schemaPointer) {
      body.validator = 'body';
      validators.push({ name: 'body', schemaPointer: media.schemaPointer });
    }
  }
  const security = op.security.map((alt) => alt.map((r) => r.scheme));
  const schemes = Object.fromEntries(
    [...new Set(security.flat())].map((key) => [
      key,
      schemeOf(
        key,
        model.securitySchemes.find((s) => s.key === key),
      ),
    ]),
  );
  const servers = model.servers.map((s) => ({
    url: s.template ?? s.url,
    description: s.description,
    variables: s.variables ?? {},
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
      // As the policy's connect-src has them: loopback origins only in `next dev`.
      allowedOrigins: applicableOrigins(spec.tryIt.allowedOrigins, process.env.NODE_ENV === 'development'),
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
          description: splitDescription(r.description).lead || undefined,
          mediaType: media?.mediaType,
          example: media?.examples[0]?.value,
        };
      }),
    },
  };
}

/** The console's data for every operation of a reference (webhooks are received, not sent: none). */
export function tryItEntries(spec: TryItSpec, model: ApiReference): TryItEntry[] {
  return model.tags.flatMap((tag) =>
    tag.operations.filter((op) => !op.webhook).map((op) => operationEntry(spec, model, op)),
  );
}
