import type { Constraint, ConstraintRule } from './constraints';
import { firstSentence } from './description';
import type { PropertyView, SchemaNode, ShapeNode, VariantGroup, Warning } from './types';

type Schema = Record<string, unknown>;

/**
 * The most schemas one view (a parameter, a body, a response, a named schema) converts, allOf parts
 * merged included. A schema that is not a named component (a `$ref` into `paths` or an `x-` key, a
 * YAML alias) is copied into every place that uses it, so k shared properties a level over the 12
 * levels shown make k^12 nodes: 12 objects of 8 properties never finished. The corpus' largest view
 * is 1,332 nodes (OpenAI's BetaResponsesServerEvent): 20,000 is 15 times that, about 2 MB of model.
 */
export const MAX_SCHEMA_VIEW_NODES = 20_000;

/**
 * The most schema nodes of all the views of one document: each view within its bound, a document
 * with thousands of views still multiplies (400 views of 4,000 nodes: 1.6 million, 3 s). The
 * corpus' largest is 37,097 (Okta Management; Stripe's 31,090): 500,000 is 13 times that, under
 * a second to convert.
 */
export const MAX_SCHEMA_VIEWS_NODES = 500_000;

/** What is left of the bounds: this view's nodes and the whole document's. */
interface Budget {
  view: number;
  document: { left: number; warned: boolean };
}

/** Context of one conversion: names of component schemas (by object identity) and the ancestors. */
export interface SchemaContext {
  /** Dereferenced component schema object → its name, so each is linked instead of copied. */
  names: Map<object, string>;
  /** Deepest inline nesting rendered; deeper levels become a "…" marker. */
  maxDepth?: number;
  /** Where a view cut at its bound is reported (by its pointer); none to cut silently (tests). */
  warnings?: Warning[];
  /** The document's bound, shared by every view made with this context (set on the first). */
  document?: Budget['document'];
  /** The budget of the view being converted (set by buildSchemaNode). */
  budget?: Budget;
}

/** Counts one node against the view's and the document's bounds: false once either is spent. */
function spend(ctx: SchemaContext): boolean {
  const budget = ctx.budget;
  if (!budget) return true;
  budget.view--;
  budget.document.left--;
  return budget.view >= 0 && budget.document.left >= 0;
}

/** The node that stands for what a view leaves out past its bound. */
const CUT: SchemaNode = { kind: 'circular', mark: 'cut' };

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Display type of a schema: "string", "string | null", "array of Pet", … */
function schemaType(schema: Schema): string | undefined {
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (types.length === 0) {
    if (isSchema(schema.properties) || isSchema(schema.additionalProperties)) return 'object';
    if (isSchema(schema.items)) return 'array';
    if (Array.isArray(schema.enum)) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
  }
  return types.length ? types.join(' | ') : undefined;
}

/** The constraints of a schema, in the order the reference lists them (./constraints.ts writes them out). */
function constraintsOf(schema: Schema): Constraint[] {
  const out: Constraint[] = [];
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const push = (rule: ConstraintRule, value = num(rule)) => {
    if (value !== undefined) out.push({ rule, value });
  };
  // OpenAPI 3.0's boolean exclusiveMinimum/exclusiveMaximum make the bound beside them exclusive.
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (num(exclusive) !== undefined) {
      push(bound);
      push(exclusive);
    } else push(schema[exclusive] === true ? exclusive : bound, num(bound));
  }
  push('multipleOf');
  push('minLength');
  push('maxLength');
  if (typeof schema.pattern === 'string') out.push({ rule: 'pattern', value: schema.pattern });
  push('minItems');
  push('maxItems');
  if (schema.uniqueItems === true) out.push({ rule: 'uniqueItems' });
  push('minProperties');
  push('maxProperties');
  return out;
}

/**
 * Merges allOf parts into one schema (properties and required lists united); skips cyclic parts,
 * and the parts past the view's bound (each part merged counts as a node).
 */
function mergeAllOf(schema: Schema, ctx: SchemaContext, stack: Set<object> = new Set()): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged: Schema = { ...rest };
  const properties: Schema = {};
  const required = new Set<string>(Array.isArray(rest.required) ? (rest.required as string[]) : []);
  for (const part of allOf as unknown[]) {
    if (!isSchema(part) || stack.has(part)) continue;
    if (!spend(ctx)) break;
    stack.add(part);
    const flat = mergeAllOf(part, ctx, stack);
    stack.delete(part);
    Object.assign(properties, isSchema(flat.properties) ? flat.properties : {});
    for (const name of Array.isArray(flat.required) ? (flat.required as string[]) : []) required.add(name);
    for (const [key, value] of Object.entries(flat))
      if (!(key in merged) && key !== 'properties' && key !== 'required') merged[key] = value;
  }
  Object.assign(properties, isSchema(rest.properties) ? rest.properties : {});
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  return merged;
}

/** A label for one oneOf/anyOf option: its schema name, title, or type (none: the page numbers it). */
function variantLabel(option: unknown, ctx: SchemaContext): string | undefined {
  if (isSchema(option)) {
    const name =
      ctx.names.get(option) ?? (typeof option.$ref === 'string' ? COMPONENT_REF.exec(option.$ref)?.[1] : undefined);
    if (name) return name;
    if (typeof option.title === 'string') return option.title;
    const type = schemaType(option);
    if (type) return type;
  }
  return undefined;
}

/** oneOf/anyOf as labelled variants, with the discriminator and its mapping when there is one. */
function variantsOf(schema: Schema, ctx: SchemaContext, stack: Set<object>, depth: number): VariantGroup | undefined {
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (!kind) return undefined;
  const options = (schema[kind] as unknown[]).map((option) => ({
    label: variantLabel(option, ctx),
    node: convert(option, ctx, stack, depth + 1, false),
  }));
  const d = isSchema(schema.discriminator) ? schema.discriminator : undefined;
  const discriminator =
    d && typeof d.propertyName === 'string'
      ? {
          propertyName: d.propertyName,
          mapping: Object.entries(isSchema(d.mapping) ? d.mapping : {}).map(([value, target]) => ({
            value,
            target: String(target).replace(COMPONENT_REF, '$1'),
          })),
        }
      : undefined;
  return { kind, options, discriminator };
}

/**
 * Converts a (dereferenced) JSON Schema into a display tree. Named component schemas become links
 * (unless `expand` asks to show this one), so the tree stays finite and each named schema is
 * rendered once; an object already on the path becomes a circular marker.
 */
export function buildSchemaNode(schema: unknown, ctx: SchemaContext, expand = true, pointer = '/'): SchemaNode {
  ctx.document ??= { left: MAX_SCHEMA_VIEWS_NODES, warned: false };
  const budget: Budget = { view: MAX_SCHEMA_VIEW_NODES, document: ctx.document };
  const node = convert(schema, { ...ctx, budget }, new Set(), 0, expand);
  if (budget.document.left < 0 && !budget.document.warned) {
    budget.document.warned = true;
    ctx.warnings?.push({
      pointer,
      message:
        `the schemas of the document expand to more than ${MAX_SCHEMA_VIEWS_NODES.toLocaleString('en')} nodes ` +
        'when shown: this view and the ones after it are cut short ("…"); name the schemas used in many places ' +
        '(components/schemas), so each is shown once and linked',
    });
  } else if (budget.view < 0)
    ctx.warnings?.push({
      pointer,
      message:
        `the schema expands to more than ${MAX_SCHEMA_VIEW_NODES.toLocaleString('en')} schemas when shown: ` +
        'cut short ("…"); name the schemas it uses in many places (components/schemas), so each is shown once and linked',
    });
  return node;
}

function convert(schema: unknown, ctx: SchemaContext, stack: Set<object>, depth: number, expand: boolean): SchemaNode {
  if (!spend(ctx)) return CUT;
  if (schema === true || schema === undefined) return { kind: 'shape', type: 'any', constraints: [] };
  if (schema === false) return { kind: 'shape', type: 'never', constraints: [] };
  if (!isSchema(schema)) return { kind: 'shape', type: 'any', constraints: [] };
  const name = ctx.names.get(schema);
  if (name && !expand)
    return {
      kind: 'ref',
      name,
      description: firstSentence(schema.description),
      type: schemaType(mergeAllOf(schema, ctx)),
    };
  if (typeof schema.$ref === 'string') {
    const refName = COMPONENT_REF.exec(schema.$ref)?.[1];
    return refName ? { kind: 'ref', name: refName } : { kind: 'circular', label: schema.$ref };
  }
  if (stack.has(schema) || depth > (ctx.maxDepth ?? 12))
    return typeof schema.title === 'string'
      ? { kind: 'circular', label: schema.title }
      : { kind: 'circular', mark: 'above' };
  stack.add(schema);
  try {
    return shapeOf(mergeAllOf(schema, ctx, stack), conditionsIn(schema), ctx, stack, depth);
  } finally {
    stack.delete(schema);
  }
}

/**
 * The schemas holding an `if` in a schema and its allOf parts, however deep: merging keeps one
 * value per keyword, and each part's condition counts (a body whose `text` needs a `caption` and
 * whose `video` needs a `video_thumbnail`, say).
 */
function conditionsIn(schema: Schema, seen: Set<object> = new Set()): Schema[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const own = isSchema(schema.if) ? [schema] : [];
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]).filter(isSchema) : [];
  return [...own, ...parts.flatMap((part) => conditionsIn(part, seen))];
}

/** The shape node of a schema whose allOf is already merged, with the conditions of its parts. */
function shapeOf(s: Schema, conditions: Schema[], ctx: SchemaContext, stack: Set<object>, depth: number): ShapeNode {
  const child = (value: unknown) => convert(value, ctx, stack, depth + 1, false);
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const properties: PropertyView[] | undefined = isSchema(s.properties)
    ? Object.entries(s.properties).map(([propName, value]) => ({
        name: propName,
        required: required.has(propName),
        node: child(value),
      }))
    : undefined;
  const node: ShapeNode = { kind: 'shape', type: schemaType(s), constraints: constraintsOf(s) };
  if (typeof s.format === 'string') node.format = s.format;
  if (typeof s.title === 'string') node.title = s.title;
  if (typeof s.description === 'string') node.description = s.description;
  if (Array.isArray(s.enum)) node.enum = s.enum;
  if ('const' in s) node.const = s.const;
  if ('default' in s) node.default = s.default;
  if ('example' in s) node.example = s.example;
  else if (Array.isArray(s.examples) && s.examples.length) node.example = s.examples[0];
  if (s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'))) node.nullable = true;
  if (s.deprecated === true) node.deprecated = true;
  if (s.readOnly === true) node.readOnly = true;
  if (s.writeOnly === true) node.writeOnly = true;
  if (properties?.length) node.properties = properties;
  // Required names this schema gives no schema for (`then: { required: [video_thumbnail] }`).
  const requires = [...required].filter((name) => !properties?.some((p) => p.name === name));
  if (requires.length) node.requires = requires;
  if (typeof s.additionalProperties === 'boolean') node.additionalProperties = s.additionalProperties;
  else if (isSchema(s.additionalProperties)) node.additionalProperties = child(s.additionalProperties);
  if (isSchema(s.items)) node.items = child(s.items);
  const variants = variantsOf(s, ctx, stack, depth);
  if (variants) node.variants = variants;
  if (conditions.length)
    node.conditions = conditions.map((c) => ({
      when: child(c.if),
      matched: isSchema(c.then) ? child(c.then) : undefined,
      otherwise: isSchema(c.else) ? child(c.else) : undefined,
    }));
  if (isSchema(s.not)) node.not = child(s.not);
  return node;
}
