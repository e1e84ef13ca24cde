import { requestProblems } from '../examples/check';
import { queryNames } from '../examples/curl';
import { matchRequest } from '../examples/match';
import type { HttpExample } from '../examples/types';
import type { DocsApi } from './data';
import { fieldProblems } from './field-problems';

/** A request an agent means to send, as check_request takes it. */
export interface RequestToCheck {
  method: string;
  /** Absolute, or a path under the API's first server. */
  url: string;
  headers?: Record<string, string>;
  /** JSON text or a parsed value. */
  body?: unknown;
}

export type CheckResult = { valid: true; operation: string } | { valid: false; operation?: string; problems: string[] };

/** The body as the build's example check reads one: a value, or the reason it is not JSON. */
function bodyOf(body: unknown): HttpExample['body'] {
  if (body === undefined) return undefined;
  if (typeof body !== 'string') return { value: body };
  try {
    return { value: JSON.parse(body) };
  } catch (error) {
    return { invalid: `the body is not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * Checks a request against one API with the rules the build applies to the docs' HTTP examples:
 * the operation its method and URL reach, required parameters, where the token goes, and the body
 * against its schema at JSON pointers. Reads header names only; never sends anything.
 */
export function checkRequest(api: DocsApi, request: RequestToCheck): CheckResult {
  const server = api.operations.servers[0] ?? '';
  const url = /^https?:\/\//i.test(request.url) ? request.url : `${server}/${request.url.replace(/^\/+/, '')}`;
  const method = request.method.toUpperCase();
  const example: HttpExample = {
    kind: 'http',
    line: 0,
    method,
    url,
    headers: Object.keys(request.headers ?? {}).map((name) => name.toLowerCase()),
    query: queryNames(url),
    body: bodyOf(request.body),
  };
  const match = matchRequest([api.operations], method, url);
  if (!match)
    return {
      valid: false,
      problems: [
        `${url} is not on the ${api.id} API's servers: expected a URL under ${api.operations.servers.join(', ')}`,
      ],
    };
  if ('problem' in match) return { valid: false, problems: [match.problem] };
  const { operation: op } = match;
  const name = `${api.id}#${op.id} (${op.method} ${op.path})`;
  // The body's schema problems in the API's words, one per field (field-problems.ts); the rest as the build says them.
  const body = example.body && 'value' in example.body && op.requestSchema && api.document ? example.body : undefined;
  const problems = [
    ...requestProblems(body ? { ...example, body: { unreadable: 'checked below' } } : example, op, api.validate),
    ...(body && op.requestSchema && api.document
      ? fieldProblems(api.document, op.requestSchema, body.value, api.validate).map((p) => `request body: ${p}`)
      : []),
  ];
  return problems.length ? { valid: false, operation: name, problems } : { valid: true, operation: name };
}
