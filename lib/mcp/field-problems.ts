import type { SchemaError } from '../openapi/validate-examples';

type Schema = Record<string, unknown>;
type Validate = (schemaPointer: string, value: unknown) => SchemaError[];

const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const tokens = (pointer: string) => pointer.split('/').slice(1).map(unescapeToken);

/** The value at a JSON pointer. */
function at(value: unknown, pointer: string): unknown {
  return tokens(pointer).reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** The schema at a JSON pointer of the document, following a `$ref` met on the way. */
function schemaAt(doc: Schema, pointer: string): unknown {
  let node: unknown = doc;
  for (const key of tokens(pointer)) {
    for (
      let hops = 0;
      hops < 8 && node && typeof node === 'object' && typeof (node as Schema).$ref === 'string';
      hops++
    )
      node = at(doc, String((node as Schema).$ref).replace(/^#/, ''));
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** The pointer itself of the schema a pointer reaches through `$ref`s (ajv resolves no pointer across one). */
function canonical(doc: Schema, pointer: string): string {
  let node: unknown = doc;
  let path = '';
  for (const key of tokens(pointer)) {
    for (
      let hops = 0;
      hops < 8 && node && typeof node === 'object' && typeof (node as Schema).$ref === 'string';
      hops++
    ) {
      path = String((node as Schema).$ref).replace(/^#/, '');
      node = at(doc, path);
    }
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    path += `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return path;
}

/** `/fields/interests/0/value` → `fields.interests[0].value`; the root is `body`. */
function fieldName(pointer: string): string {
  const name = tokens(pointer)
    .map((t, i) => (/^\d+$/.test(t) ? `[${t}]` : i === 0 ? t : `.${t}`))
    .join('');
  return name || 'body';
}

/** "a", "a or b", "a, b, or c". */
const either = (items: string[]) =>
  items.length < 3 ? items.join(' or ') : `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`;
const literal = (v: unknown) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));
const TYPES: Record<string, string> = {
  boolean: 'a boolean',
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/**
 * A schema in the API's words: `a boolean`, `1 or 0`, `a list of strings`, `a SetFieldItem object`;
 * a choice of schemas is each branch, joined with "or".
 */
function describeSchema(doc: Schema, schema: unknown, depth = 0): string {
  if (!schema || typeof schema !== 'object' || depth > 4) return 'a valid value';
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() ?? '';
    const target = at(doc, s.$ref.replace(/^#/, '')) as Schema | undefined;
    return target?.type === 'object' || target?.properties
      ? `a ${name} object`
      : describeSchema(doc, target, depth + 1);
  }
  if (Array.isArray(s.enum)) return either(s.enum.map(literal));
  if ('const' in s) return literal(s.const);
  const choice = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(choice)) return either(choice.map((b) => describeSchema(doc, b, depth + 1)));
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length === 1 && types[0] === 'array' && s.items)
    return `a list of ${describeSchema(doc, s.items, depth + 1).replace(/^an? /, '')}${/object$|string$|number$|boolean$|integer$/.test(describeSchema(doc, s.items, depth + 1)) ? 's' : ''}`;
  if (types.length) return either(types.map((t) => TYPES[t] ?? t));
  return 'a valid value';
}

/** The params ajv appended to a message (`… {"missingProperty":"name"}`). */
function params(message: string): Record<string, unknown> {
  const at = message.indexOf(' {');
  try {
    return at < 0 ? {} : JSON.parse(message.slice(at + 1));
  } catch {
    return {};
  }
}

/**
 * One problem per field of a request body, in the API's words, from the schema errors ajv gives
 * (every branch of every `anyOf`/`oneOf` otherwise: a wrong set field item gave seven lines of
 * schema pointers). For a choice, the branch the value got furthest into is followed; when no
 * branch gets past the field itself, the field's problem names every allowed form:
 * `fields.interests[0].value must be a boolean, 1 or 0, or 'true' or 'false'`.
 */
export function fieldProblems(doc: Schema, root: string, value: unknown, validate: Validate): string[] {
  const problems = new Map<string, string>();
  explain(doc, root, value, validate(root, value), '', validate, problems, 0);
  return [...problems].map(([, message]) => message);
}

const depthOf = (pointer: string) => (pointer ? pointer.split('/').length - 1 : 0);
const under = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

function explain(
  doc: Schema,
  root: string,
  value: unknown,
  errors: SchemaError[],
  base: string,
  validate: Validate,
  out: Map<string, string>,
  depth: number,
) {
  const schemaPointer = (schemaPath: string) => {
    const path = schemaPath.replace(/^#/, '');
    return /^\/(components|paths)\//.test(path) ? path : `${root}${path}`;
  };
  const choices = errors
    .filter((e) => /\/(anyOf|oneOf)$/.test(e.schemaPath))
    .sort((a, b) => depthOf(a.instancePath) - depthOf(b.instancePath));
  const outer = choices.filter(
    (c) => !choices.some((o) => o !== c && under(c.instancePath, o.instancePath) && o.instancePath !== c.instancePath),
  );
  const owned = (e: SchemaError) => outer.some((c) => under(e.instancePath, c.instancePath));
  const seen = new Set<string>();
  for (const choice of outer) {
    if (seen.has(choice.instancePath)) continue;
    seen.add(choice.instancePath);
    const path = base + choice.instancePath;
    const pointer = canonical(doc, schemaPointer(choice.schemaPath));
    const branches = (schemaAt(doc, pointer) as unknown[] | undefined) ?? [];
    const field = at(value, choice.instancePath);
    const tried = branches.map((_, i) => ({ i, errors: validate(`${pointer}/${i}`, field) }));
    // A wrong shape (a type error) is further from the value than a wrong detail at the same depth.
    const typeErrors = (errs: SchemaError[]) => errs.filter((e) => e.schemaPath.endsWith('/type')).length;
    const score = (errs: SchemaError[]) => Math.min(...errs.map((e) => depthOf(e.instancePath)));
    const best = tried.sort(
      (a, b) =>
        score(b.errors) - score(a.errors) ||
        typeErrors(a.errors) - typeErrors(b.errors) ||
        a.errors.length - b.errors.length,
    )[0];
    if (!best || score(best.errors) === 0 || depth > 6) {
      if (!out.has(path)) out.set(path, `${fieldName(path)} must be ${describeSchema(doc, { oneOf: branches })}`);
    } else explain(doc, `${pointer}/${best.i}`, field, best.errors, path, validate, out, depth + 1);
  }
  for (const error of errors) {
    if (owned(error)) continue;
    const path = base + error.instancePath;
    const keyword = error.schemaPath.split('/').pop();
    const p = params(error.message);
    const schema = schemaAt(doc, schemaPointer(error.schemaPath).replace(/\/[^/]+$/, '')) as Schema | undefined;
    let message: string;
    if (keyword === 'required') message = `${fieldName(`${path}/${String(p.missingProperty)}`)} is required`;
    else if (keyword === 'additionalProperties')
      message = `${fieldName(`${path}/${String(p.additionalProperty)}`)} is not a property the API takes`;
    else if (keyword === 'type' && p.type !== undefined)
      message = `${fieldName(path)} must be ${describeSchema(doc, { type: p.type })}`;
    else if (keyword === 'enum' && Array.isArray(p.allowedValues))
      message = `${fieldName(path)} must be ${describeSchema(doc, { enum: p.allowedValues })}`;
    else if (keyword === 'type' || keyword === 'enum' || keyword === 'const')
      message = `${fieldName(path)} must be ${describeSchema(doc, schema)}`;
    else message = `${fieldName(path)} ${error.message.replace(/ \{.*$/, '')}`;
    const key = keyword === 'required' || keyword === 'additionalProperties' ? message : path;
    if (!out.has(key)) out.set(key, message);
  }
}
