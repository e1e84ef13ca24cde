import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { follow, isObj, join, METHODS, type Obj } from './document';

/** One example checked against one schema, both named by JSON pointer into the document. */
interface ExampleCheck {
  examplePointer: string;
  schemaPointer: string;
  value: unknown;
}

/** The example/examples of a media type or parameter, each with the schema it must match. */
function checksOf(doc: Obj, holder: Obj, holderPointer: string, schemaPointer: string): ExampleCheck[] {
  const out: ExampleCheck[] = [];
  if ('example' in holder)
    out.push({ examplePointer: `${holderPointer}/example`, schemaPointer, value: holder.example });
  if (isObj(holder.examples)) {
    for (const [name, ref] of Object.entries(holder.examples)) {
      const { node, pointer } = follow(doc, ref, `${holderPointer}/examples${join(name)}`);
      if (isObj(node) && 'value' in node)
        out.push({ examplePointer: `${pointer}/value`, schemaPointer, value: node.value });
    }
  }
  return out;
}

/** Media types of a request body or response: each example against the media type's schema. */
function contentChecks(doc: Obj, holderRef: unknown, pointer: string): ExampleCheck[] {
  const { node, pointer: at } = follow(doc, holderRef, pointer);
  if (!isObj(node) || !isObj(node.content)) return [];
  return Object.entries(node.content).flatMap(([type, media]) => {
    const mediaPointer = `${at}/content${join(type)}`;
    return isObj(media) && media.schema !== undefined
      ? checksOf(doc, media, mediaPointer, `${mediaPointer}/schema`)
      : [];
  });
}

/** Every example of every operation (parameters, request bodies, responses), with its schema. */
function collectExampleChecks(doc: Obj): ExampleCheck[] {
  const checks: ExampleCheck[] = [];
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const opPointer = join('paths', path, method);
      (Array.isArray(op.parameters) ? op.parameters : []).forEach((p, i) => {
        const { node, pointer } = follow(doc, p, `${opPointer}/parameters/${i}`);
        if (isObj(node) && node.schema !== undefined) checks.push(...checksOf(doc, node, pointer, `${pointer}/schema`));
      });
      if (op.requestBody !== undefined) checks.push(...contentChecks(doc, op.requestBody, `${opPointer}/requestBody`));
      for (const [status, response] of Object.entries(isObj(op.responses) ? op.responses : {}))
        checks.push(...contentChecks(doc, response, `${opPointer}/responses${join(status)}`));
    }
  }
  return checks;
}

/** A JSON pointer as a URI fragment (tokens percent-encoded, as $ref resolution expects). */
const fragment = (pointer: string) => pointer.split('/').map(encodeURIComponent).join('/');

/** One schema error: where in the value, the schema rule's message, and the rule. */
export interface SchemaError {
  instancePath: string;
  message: string;
  schemaPath: string;
}

/**
 * A validator over one document's schemas, named by JSON pointer: ajv in JSON Schema 2020-12 mode
 * (the OpenAPI 3.1 dialect), formats included. Each schema is compiled once. The same rules check
 * the document's own examples and the examples written in the docs.
 */
export function schemaValidator(
  doc: Obj,
  { quiet = false }: { quiet?: boolean } = {},
): (schemaPointer: string, value: unknown) => SchemaError[] {
  // Quiet: no "unknown format ignored" line per schema (a lenient document's own formats).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    ...(quiet ? { logger: false } : {}),
  });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schemaPointer, value) => {
    let validate = compiled.get(schemaPointer);
    if (!validate)
      compiled.set(schemaPointer, (validate = ajv.compile({ $ref: `openapi.json#${fragment(schemaPointer)}` })));
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => {
      const detail = e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : '';
      return { instancePath: e.instancePath, message: `${e.message}${detail}`, schemaPath: e.schemaPath };
    });
  };
}

/**
 * The most examples a lenient document has checked (`exampleProblems`' `limit`): each compiles its
 * schema into the whole document, and GitHub's 707 took 36 s on a busy 2-core host (50: 6 s).
 * Strict documents, the portal's own, are checked whole.
 */
export const MAX_LENIENT_EXAMPLE_CHECKS = 100;

/** A contradiction between an example and its schema, at the example's pointer (the value's own path appended). */
export interface ExampleProblem {
  pointer: string;
  message: string;
}

/**
 * Every example of the document (each `example` and every named one of `examples`) checked against
 * its schema: one problem per failure, at the example's pointer, naming the schema and its rule.
 */
export function exampleProblems(
  doc: Obj,
  { limit = Number.POSITIVE_INFINITY, quiet = false }: { limit?: number; quiet?: boolean } = {},
): ExampleProblem[] {
  const checks = collectExampleChecks(doc);
  if (checks.length === 0) return [];
  const validate = schemaValidator(doc, { quiet });
  const problems: ExampleProblem[] = [];
  if (checks.length > limit)
    problems.push({
      pointer: checks[limit].examplePointer,
      message:
        `only the first ${limit.toLocaleString('en')} of ${checks.length.toLocaleString('en')} examples were checked ` +
        '(a lenient document is checked within a bound); this one and the later ones were not',
    });
  for (const check of checks.slice(0, limit)) {
    let found: SchemaError[];
    try {
      found = validate(check.schemaPointer, check.value);
    } catch (error) {
      problems.push({
        pointer: check.schemaPointer,
        message: `the schema cannot be compiled: ${(error as Error).message}`,
      });
      continue;
    }
    for (const e of found)
      problems.push({
        pointer: `${check.examplePointer}${e.instancePath}`,
        message: `${e.message} (schema ${check.schemaPointer}, rule ${e.schemaPath})`,
      });
  }
  return problems;
}

/**
 * Validates every example of the document against its schema; one message per failure (example pointer,
 * schema pointer, rule).
 */
export function validateExamples(doc: Obj): string[] {
  return exampleProblems(doc).map((p) => `${p.pointer}: ${p.message}`);
}
