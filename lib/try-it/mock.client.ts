import type { UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';
import { type ParamValues, paramKey } from './request.client';
import type { TryItOperation, TryItResponse, ValidationIssue } from './types';

/** An answer made from the document, shaped like a real one for the response view. */
export interface MockAnswer {
  status: number;
  /** Why this response was chosen, shown above it. */
  reason: string;
  headers: Array<[string, string]>;
  body: string;
}

export interface MockInput {
  op: Pick<TryItOperation, 'parameters' | 'responses' | 'security'>;
  values: ParamValues;
  /** Parameter and body problems, pointers prefixed with `/parameters/<name>` or `/body`. */
  issues: ValidationIssue[];
  /** Whether a credential was entered for every scheme of one security alternative. */
  authorized: boolean;
}

/** The reasons' texts, in the page's language. */
export type MockStrings = Pick<
  UiStrings,
  | 'tryIt.mock.noToken'
  | 'tryIt.mock.noTokenUndocumented'
  | 'tryIt.mock.invalid'
  | 'tryIt.mock.noExample'
  | 'tryIt.mock.example'
  | 'tryIt.mock.noSuccess'
>;

const numeric = (r: TryItResponse) => (/^\d{3}$/.test(r.status) ? Number(r.status) : undefined);
const find = (op: MockInput['op'], statuses: number[]) =>
  statuses.map((s) => op.responses.find((r) => numeric(r) === s)).find(Boolean);

/**
 * The 401 or 403 the document gives for a missing or refused token, known by its description (the
 * Content API's 403: "the token is missing, invalid or revoked"). A 401 or 403 about something else,
 * such as the Profiles API's for a JWT, is no answer to a missing token.
 */
const tokenAnswer = (op: MockInput['op']) =>
  op.responses.find(
    (r) =>
      (numeric(r) === 401 || numeric(r) === 403) &&
      /\b(tokens?|credentials?|api keys?|authenticat\w*|unauthenticated)\b/i.test(r.description ?? ''),
  );

/** Puts the validation message into an error example: its first message-like string field, else `{ message }`. */
function withMessage(example: unknown, message: string): unknown {
  if (example && typeof example === 'object' && !Array.isArray(example)) {
    const record = example as Record<string, unknown>;
    const field = ['message', 'error', 'detail', 'description', 'title'].find((k) => typeof record[k] === 'string');
    if (field) return { ...record, [field]: message };
    for (const [k, v] of Object.entries(record))
      if (v && typeof v === 'object' && !Array.isArray(v)) return { ...record, [k]: withMessage(v, message) };
    return { ...record, message };
  }
  return { message };
}

function answer(
  response: TryItResponse | undefined,
  fallbackStatus: number,
  reason: string,
  body?: unknown,
): MockAnswer {
  const status = (response && numeric(response)) ?? fallbackStatus;
  const value = body !== undefined ? body : response?.example;
  const headers: Array<[string, string]> = [['x-try-it-mock', 'example from the document']];
  if (value === undefined) return { status, reason, headers, body: '' };
  headers.unshift(['content-type', response?.mediaType ?? 'application/json']);
  return {
    status,
    reason,
    headers,
    body:
      typeof value === 'string' && !(response?.mediaType ?? '').includes('json')
        ? value
        : JSON.stringify(value, null, 2),
  };
}

/**
 * Answers a request from the document's examples, in the order a server checks it: the credential
 * (the document's answer to a missing token, else a 401 that says it only stands in), then the
 * parameters and body (the 400, else the 422, with the validation message; or a 400 in the
 * document's error shape), then a path value with no example (404), then the success example.
 */
export function mockRespond({ op, values, issues, authorized }: MockInput, t: MockStrings): MockAnswer {
  if (!authorized && op.security.length > 0) {
    const documented = tokenAnswer(op);
    return documented
      ? answer(documented, 401, t['tryIt.mock.noToken'])
      : answer(undefined, 401, t['tryIt.mock.noTokenUndocumented']);
  }
  if (issues.length) {
    const message = issues.map((i) => `${i.pointer}: ${i.message}`).join('; ');
    // A body against its schema breaks the document's rules (400); 422 is for content that is
    // well formed but cannot be processed, which no check here can tell.
    const response = find(op, [400, 422]);
    const shape =
      response?.example ?? op.responses.find((r) => /^4/.test(r.status) && r.example !== undefined)?.example;
    return answer(response, 400, fill(t['tryIt.mock.invalid'], { message }), withMessage(shape, message));
  }
  const unknownPath = op.parameters.find(
    (p) => p.in === 'path' && p.example !== undefined && values[paramKey(p)] !== String(p.example),
  );
  const notFound = find(op, [404]);
  if (unknownPath && notFound)
    return answer(
      notFound,
      404,
      fill(t['tryIt.mock.noExample'], {
        name: unknownPath.name,
        value: values[paramKey(unknownPath)] ?? '',
        example: String(unknownPath.example),
      }),
    );
  const success =
    op.responses.find((r) => /^2/.test(r.status) && r.example !== undefined) ??
    op.responses.find((r) => /^2/.test(r.status));
  return answer(
    success,
    200,
    success ? fill(t['tryIt.mock.example'], { status: success.status }) : t['tryIt.mock.noSuccess'],
  );
}
