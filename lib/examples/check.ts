import type { SchemaError } from '../openapi/validate-examples';
import type { Credential, OperationInfo } from './operations';
import { DYNAMIC, type HttpExample } from './types';

/** Validates a value against the schema at a JSON pointer of the example's document. */
export type Validate = (schemaPointer: string, value: unknown) => SchemaError[];

/** The value at a JSON pointer of a value (`/fields/0/id`). */
function at(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      value,
    );
}

/** Schema errors of a body, except at values computed at run time (they may be anything). */
function bodyProblems(validate: Validate, schemaPointer: string, value: unknown, label: string): string[] {
  return validate(schemaPointer, value)
    .filter((e) => at(value, e.instancePath) !== DYNAMIC)
    .map((e) => `${label} ${e.instancePath || '/'}: ${e.message} (schema #${schemaPointer}, rule ${e.schemaPath})`);
}

const describe = (c: Credential) =>
  c.name === 'authorization'
    ? 'an Authorization header'
    : c.in === 'query'
      ? `the ${c.name} query parameter`
      : `the ${c.name} header`;
const present = (example: HttpExample, c: Credential) =>
  c.in === 'query' ? example.query.includes(c.name) : example.headers.includes(c.name);

/** The token must go where one of the operation's security alternatives says. */
function tokenProblems(example: HttpExample, op: OperationInfo): string[] {
  if (!op.security.length || op.security.some((alternative) => alternative.every((c) => present(example, c))))
    return [];
  const expected = [...new Set(op.security.map((alternative) => alternative.map(describe).join(' and ')))].join(
    ', or ',
  );
  const misplaced = op.security
    .flat()
    .find((c) =>
      c.in === 'query'
        ? example.headers.includes(c.name.toLowerCase())
        : example.query.some((q) => q.toLowerCase() === c.name),
    );
  const found = misplaced
    ? `; found the token's name in the ${misplaced.in === 'query' ? 'headers' : 'query'} instead`
    : ', found none';
  return [`token: expected ${expected}${found}`];
}

/** Required path-independent parameters present; no query parameter the operation does not take. */
function parameterProblems(example: HttpExample, op: OperationInfo): string[] {
  const problems: string[] = [];
  const tokenQuery = new Set(
    op.security
      .flat()
      .filter((c) => c.in === 'query')
      .map((c) => c.name),
  );
  for (const p of op.parameters.filter((p) => p.required && (p.in === 'query' || p.in === 'header'))) {
    const found =
      p.in === 'query'
        ? example.openQuery || example.query.includes(p.name)
        : example.headers.includes(p.name.toLowerCase());
    if (!found) problems.push(`missing required ${p.in} parameter "${p.name}"`);
  }
  if (!example.openQuery) {
    const known = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of example.query.filter((n) => !known.has(n) && !tokenQuery.has(n) && !/^\{.*\}$/.test(n))) {
      problems.push(
        `unknown query parameter "${name}" (the operation takes ${known.size ? [...known].join(', ') : 'none'})`,
      );
    }
  }
  return problems;
}

/** The request body: present when required, none when the operation takes none, valid against its schema. */
function requestBodyProblems(example: HttpExample, op: OperationInfo, validate: Validate): string[] {
  const body = example.body;
  if (!body) return op.requestRequired ? ['missing request body: the operation requires one'] : [];
  if ('invalid' in body) return [body.invalid];
  if ('unreadable' in body || !op.requestSchema)
    return op.requestSchema || op.requestRequired ? [] : ['the operation takes no JSON request body'];
  return bodyProblems(validate, op.requestSchema, body.value, 'request body');
}

/** Everything an HTTP request example gets wrong about its operation. */
export function requestProblems(example: HttpExample, op: OperationInfo, validate: Validate): string[] {
  return [
    ...parameterProblems(example, op),
    ...tokenProblems(example, op),
    ...requestBodyProblems(example, op, validate),
  ];
}

/** A JSON block marked as a request body (no status) or a response body (`status=201`). */
export function jsonBlockProblems(example: HttpExample, op: OperationInfo, validate: Validate): string[] {
  const body = example.body;
  if (!body || !('value' in body)) return [body && 'invalid' in body ? body.invalid : 'the block is not JSON'];
  if (example.status === undefined) {
    return op.requestSchema
      ? bodyProblems(validate, op.requestSchema, body.value, 'request body')
      : [`${op.id} takes no JSON request body`];
  }
  if (!op.responses.has(example.status))
    return [`${op.id} has no ${example.status} response (it has ${[...op.responses.keys()].join(', ')})`];
  const schema = op.responses.get(example.status);
  return schema
    ? bodyProblems(validate, schema, body.value, `${example.status} response body`)
    : [`the ${example.status} response of ${op.id} has no JSON schema`];
}
