import fs from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  applicableOrigins,
  checkBaseUrl,
  isLoopbackPattern,
  isOriginPattern,
  originMatches,
} from '../http/origins.client';
import { ENGLISH } from '../i18n/english';
import { placeCredential } from '../openapi/credentials.client';
import { maskSecret, maskSecrets, needsServerSideToken, schemeLabel, tokenKind, tokenNeed } from './auth.client';
import { jsonTokens, parseJson } from './json-text.client';
import { mockRespond } from './mock.client';
import {
  bodySizeProblem,
  buildRequest,
  coerceParam,
  initialValue,
  MAX_BODY_BYTES,
  missingRequired,
  serverUrl,
} from './request.client';
import { failureText, readLimited, sendRequest } from './send.client';
import { shellQuote, toCurl, toFetch, toPython } from './snippets.client';
import type { TryItOperation } from './types';
import { runValidator } from './validation.client';

const op: TryItOperation = {
  api: 'profiles',
  id: 'getProfile',
  method: 'get',
  path: '/profiles/{profile_id}',
  servers: [{ url: 'https://profiles.acme.com/api/v1/consumer', variables: {} }],
  allowedOrigins: ['http://localhost:*'],
  configKey: 'apis[1].tryIt.allowedOrigins',
  defaultMode: 'mock',
  parameters: [
    { name: 'profile_id', in: 'path', required: true, type: 'string', example: 'p_1' },
    { name: 'relevant', in: 'query', required: false, type: 'integer', enum: [0, 1], default: 1 },
    { name: 'tags', in: 'query', required: false, type: 'array', itemType: 'string' },
    { name: 'X-Trace', in: 'header', required: false, type: 'string' },
  ],
  security: [['privateTokenHeader'], ['privateTokenQuery']],
  schemes: {
    privateTokenHeader: {
      key: 'privateTokenHeader',
      type: 'apiKey',
      in: 'header',
      name: 'X-Access-Token',
      kind: 'private',
      summary: 'header X-Access-Token',
    },
    privateTokenQuery: {
      key: 'privateTokenQuery',
      type: 'apiKey',
      in: 'query',
      name: 'access_token',
      kind: 'private',
      summary: 'query access_token',
    },
    bearer: { key: 'bearer', type: 'bearer', kind: undefined, summary: 'HTTP bearer' },
  },
  responses: [
    { status: '200', mediaType: 'application/json', example: { id: 'p_1' } },
    { status: '400', mediaType: 'application/json', example: { error: { code: 400, message: 'bad' } } },
    {
      status: '403',
      description: 'Access denied: the token is missing or invalid.',
      mediaType: 'application/json',
      example: { message: 'denied' },
    },
    { status: '404', mediaType: 'application/json', example: { message: 'not found' } },
  ],
};

describe('origin allow-list', () => {
  it('matches ports, subdomains and schemes as a CSP source does', () => {
    expect(originMatches('http://localhost:4010', 'http://localhost:*')).toBe(true);
    expect(originMatches('https://localhost:4010', 'http://localhost:*')).toBe(false);
    expect(originMatches('https://sandbox.acme.com', 'https://*.acme.com')).toBe(true);
    expect(originMatches('https://acme.com', 'https://*.acme.com')).toBe(false);
    expect(originMatches('https://evilacme.com', 'https://*.acme.com')).toBe(false);
    expect(originMatches('https://a.com:443', 'https://a.com')).toBe(true);
    expect(originMatches('https://a.com:8443', 'https://a.com')).toBe(false);
    expect(originMatches('not a url', 'https://a.com')).toBe(false);
    expect(originMatches('https://a.com', 'a.com')).toBe(false);
    expect(isOriginPattern('http://localhost:*')).toBe(true);
    expect(isOriginPattern('https://a.com/path')).toBe(false);
    expect(isOriginPattern('ftp://a.com')).toBe(false);
  });

  it('keeps loopback origins for development only', () => {
    expect(['http://localhost:*', 'http://127.0.0.1:8080', 'http://[::1]:*'].map(isLoopbackPattern)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['https://*.localhost.dev', 'https://sandbox.acme.com', 'http://127.0.0.1.nip.io'].map(isLoopbackPattern),
    ).toEqual([false, false, false]);
    const patterns = ['http://localhost:*', 'https://sandbox.acme.com', 'http://127.0.0.1:*'];
    expect(applicableOrigins(patterns, false)).toEqual(['https://sandbox.acme.com']);
    expect(applicableOrigins(patterns, true)).toEqual(patterns);
  });

  it('refuses a base URL that is not http(s) or not allowed, naming the configuration key', () => {
    const allowed = { serverUrls: op.servers.map((s) => s.url), patterns: op.allowedOrigins, configKey: op.configKey };
    expect(checkBaseUrl('http://localhost:4010/', allowed)).toEqual({ ok: true, url: 'http://localhost:4010' });
    expect(checkBaseUrl('https://profiles.acme.com/api/v1/consumer', allowed).ok).toBe(true);
    expect(checkBaseUrl('javascript:alert(1)', allowed)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Only http and https'),
    });
    expect(checkBaseUrl('nope', allowed)).toMatchObject({ ok: false, message: expect.stringContaining('Not a URL') });
    expect(checkBaseUrl('http://u:p@localhost:1', allowed).ok).toBe(false);
    const refused = checkBaseUrl('https://evil.example', allowed);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('apis[1].tryIt.allowedOrigins');
  });
});

describe('request building', () => {
  it('fills path, query (arrays repeated), headers and puts a query or header token in its place', () => {
    const values = { 'path:profile_id': 'a b/c', 'query:relevant': '0', 'query:tags': 'x, y', 'header:X-Trace': '' };
    const header = buildRequest({
      op,
      baseUrl: 'https://h.test/base/',
      values,
      credentials: { privateTokenHeader: 'sek' },
    });
    expect(header.url).toBe('https://h.test/base/profiles/a%20b%2Fc?relevant=0&tags=x&tags=y');
    expect(header.headers).toEqual([['X-Access-Token', 'sek']]);
    const query = buildRequest({ op, baseUrl: 'https://h.test', values, credentials: { privateTokenQuery: 's&k' } });
    expect(query.url).toContain('access_token=s%26k');
    expect(query.headers).toEqual([]);
    expect(buildRequest({ op, baseUrl: 'https://h.test', values, credentials: { bearer: 't' } }).headers).toEqual([
      ['Authorization', 'Bearer t'],
    ]);
    expect(
      buildRequest({ op, baseUrl: 'https://h.test', values, credentials: { unknown: 't', privateTokenQuery: '' } }).url,
    ).not.toContain('access_token');
  });

  it('sends the body with its media type only when there is one', () => {
    const withBody = { ...op, method: 'put', body: { mediaType: 'application/json', required: true } };
    expect(
      buildRequest({ op: withBody, baseUrl: 'https://h', values: {}, bodyText: '{"a":1}', credentials: {} }),
    ).toMatchObject({ method: 'PUT', body: '{"a":1}', headers: [['Content-Type', 'application/json']] });
    expect(
      buildRequest({ op: withBody, baseUrl: 'https://h', values: {}, bodyText: '  ', credentials: {} }).body,
    ).toBeUndefined();
  });

  it('types values for validation and starts fields from examples and defaults', () => {
    expect(coerceParam({ type: 'integer' }, '5')).toBe(5);
    expect(coerceParam({ type: 'integer' }, 'five')).toBe('five');
    expect(coerceParam({ type: 'integer' }, '')).toBe('');
    expect(coerceParam({ type: 'boolean' }, 'true')).toBe(true);
    expect(coerceParam({ type: 'array', itemType: 'number' }, '1, 2')).toEqual([1, 2]);
    expect(coerceParam({ type: 'array' }, '')).toEqual([]);
    expect(initialValue(op.parameters[0])).toBe('p_1');
    expect(initialValue(op.parameters[1])).toBe('1');
    expect(initialValue({ name: 'e', in: 'query', required: true, enum: ['a', 'b'] })).toBe('a');
    expect(initialValue({ name: 'o', in: 'query', required: false, example: { a: 1 } })).toBe('{"a":1}');
    expect(initialValue({ name: 'l', in: 'query', required: false, example: [1, 2] })).toBe('1,2');
    expect(missingRequired(op.parameters, { 'path:profile_id': '' })).toEqual(['profile_id']);
    expect(
      serverUrl(
        { url: 'https://{region}.a.com/{v}', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
        { region: 'us' },
      ),
    ).toBe('https://us.a.com/{v}');
  });

  it('refuses a body over 512 KB', () => {
    expect(bodySizeProblem('x'.repeat(MAX_BODY_BYTES), ENGLISH)).toBeUndefined();
    expect(bodySizeProblem('x'.repeat(MAX_BODY_BYTES + 1), ENGLISH)).toMatch(/at most 512 KB/);
    expect(bodySizeProblem('é'.repeat(MAX_BODY_BYTES / 2 + 1), ENGLISH)).toBeDefined();
  });
});

describe('tokens', () => {
  it('tells token kinds and which belong server-side', () => {
    expect(tokenKind('accessTokenReadOnly')).toBe('read-only');
    expect(tokenKind('accessTokenReadWrite')).toBe('read-write');
    expect(tokenKind('privateTokenHeader')).toBe('private');
    expect(tokenKind('publicTokenQuery')).toBe('public');
    expect(tokenKind('apiKey', 'a READ-WRITE token')).toBe('read-write');
    expect(tokenKind('bearer')).toBeUndefined();
    expect(needsServerSideToken(op)).toBe(true);
    expect(
      needsServerSideToken({
        security: [['a'], ['b']],
        schemes: { a: { ...op.schemes.bearer, kind: 'read-only' }, b: { ...op.schemes.bearer, kind: 'read-write' } },
      }),
    ).toBe(false);
    expect(needsServerSideToken({ security: [], schemes: {} })).toBe(false);
    expect(tokenNeed(op, ENGLISH)).toBe('Needs a private token (header X-Access-Token; query access_token).');
    expect(tokenNeed({ security: [], schemes: {} }, ENGLISH)).toBe('No token needed.');
    expect(placeCredential(op.schemes.bearer, '')).toEqual({});
    expect(placeCredential({ key: 'b', type: 'basic', summary: '' }, 'dTpw')).toEqual({
      header: ['Authorization', 'Basic dTpw'],
    });
    expect(placeCredential({ key: 'o', type: 'unsupported', summary: '' }, 'x')).toEqual({});
  });

  it('takes the kind from the key, else from the kind the description names first', () => {
    // The Profiles document's public scheme says it "gets no private data": still a public token.
    const publicScheme = 'Public access token … on its own it gets no private data.';
    expect(tokenKind('publicTokenHeader', publicScheme)).toBe('public');
    expect(tokenKind('headerToken', 'Public access token; it gets no private data.')).toBe('public');
    expect(tokenKind('headerToken', 'Unlike the public token, a private token reads everything.')).toBe('public');
    expect(tokenKind('privateTokenQuery', 'Same rights as `publicTokenHeader`? No: private.')).toBe('private');
    expect(tokenKind('headerToken', 'A token.')).toBeUndefined();
  });

  it('gives every scheme of the Profiles document the kind its key names', () => {
    const doc = yaml.load(fs.readFileSync('openapi/profiles.yaml', 'utf8')) as {
      components: { securitySchemes: Record<string, { description?: string }> };
    };
    const kinds = Object.entries(doc.components.securitySchemes).map(([key, s]) => [
      key,
      tokenKind(key, s.description),
    ]);
    expect(kinds).toEqual([
      ['privateTokenHeader', 'private'],
      ['privateTokenQuery', 'private'],
      ['publicTokenHeader', 'public'],
      ['publicTokenQuery', 'public'],
    ]);
  });

  it('names a scheme for readers, by its kind and place', () => {
    expect(schemeLabel({ kind: 'public', summary: 'header X-Access-Token' }, ENGLISH)).toBe(
      'Public token, header X-Access-Token',
    );
    expect(schemeLabel({ kind: 'read-only', summary: 'query access_token' }, ENGLISH)).toBe(
      'Read-only token, query access_token',
    );
    expect(schemeLabel({ kind: undefined, summary: 'HTTP bearer' }, ENGLISH)).toBe('Token, HTTP bearer');
  });

  it('masks secrets, also URL-encoded, longest first', () => {
    expect(maskSecret('')).toBe('');
    expect(maskSecret('short')).toBe('••••••••');
    expect(maskSecret('abcdefghijkl1234')).toBe('••••••••1234');
    const masked = '?access_token=••••••••&x=••••••••';
    expect(maskSecrets('?access_token=a%2Fb&x=a/b', ['a/b'])).toBe(masked);
    expect(maskSecrets('no secret', [''])).toBe('no secret');
  });
});

describe('curl and fetch', () => {
  const req = buildRequest({
    op: { ...op, method: 'post', body: { mediaType: 'application/json', required: true } },
    baseUrl: 'https://h.test',
    values: { 'path:profile_id': 'p_1' },
    bodyText: `{"q":"it's"}`,
    credentials: { privateTokenHeader: 'supersecrettoken' },
  });
  it('fills the values in and masks the token unless revealed', () => {
    const curl = toCurl(req, ['supersecrettoken']);
    expect(curl).toBe(
      `curl -X POST https://h.test/profiles/p_1 \\\n  -H 'X-Access-Token: ••••••••oken' \\\n` +
        `  -H 'Content-Type: application/json' \\\n  --data-raw '{"q":"it'\\''s"}'`,
    );
    expect(toCurl(req, ['supersecrettoken'], true)).toContain('supersecrettoken');
    expect(toFetch(req, ['supersecrettoken'])).not.toContain('supersecrettoken');
    expect(toFetch(req, ['supersecrettoken'], true)).toContain('"X-Access-Token": "supersecrettoken"');
    expect(shellQuote('plain')).toBe('plain');
    expect(shellQuote('')).toBe("''");
  });
});

describe('masked tokens with characters the copies escape', () => {
  // A copy quotes or encodes the token (shell quotes, JSON and Python escapes, the query's form
  // encoding): each spelling must be masked, not only the token as typed and encodeURIComponent's.
  for (const secret of [`it's-SeCrEtCore-1234`, 'a"b\\c-SeCrEtCore-1234', 'tilde~and space!(x)-SeCrEtCore-1234'])
    it(`never shows ${JSON.stringify(secret)} in a header or the query`, () => {
      for (const scheme of ['privateTokenHeader', 'privateTokenQuery', 'bearer']) {
        const req = buildRequest({
          op,
          baseUrl: 'https://h.test',
          values: { 'path:profile_id': 'p_1' },
          credentials: { [scheme]: secret },
        });
        for (const copy of [toCurl(req, [secret]), toFetch(req, [secret]), toPython(req, [secret])]) {
          expect(copy, `${scheme}: ${copy}`).not.toContain('SeCrEtCore');
          expect(copy).toContain('••••••••1234');
        }
      }
    });
});

describe('JSON editor text', () => {
  it('parses valid JSON and places errors at line and column', () => {
    expect(parseJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJson('{\n  "a": 1,\n  "b" 2\n}')).toMatchObject({
      ok: false,
      line: 3,
      column: 7,
      message: expect.stringContaining('expected ":"'),
    });
    expect(parseJson('{"a": 1,}')).toMatchObject({ ok: false, line: 1, column: 9 });
    expect(parseJson('')).toMatchObject({ ok: false, message: expect.stringContaining('end of the text') });
    expect(parseJson('[1 2]')).toMatchObject({ ok: false, column: 4 });
    expect(parseJson('"\\x"')).toMatchObject({ ok: false, message: expect.stringContaining('escape') });
    expect(parseJson('"abc')).toMatchObject({ ok: false, message: expect.stringContaining('unterminated') });
    expect(parseJson('1 2')).toMatchObject({ ok: false, message: expect.stringContaining('after the JSON value') });
    expect(parseJson('"\\u00e9\\n" ')).toEqual({ ok: true, value: 'é\n' });
    expect(parseJson('{"a":"\u0001"}')).toMatchObject({ ok: false });
  });

  it('tokenizes for highlighting without losing text', () => {
    const text = '{\n  "a": "x",\n  "n": -1.5e3, "t": true, "z": null, <b>\n}';
    const tokens = jsonTokens(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(tokens.find((t) => t.text === '"a"')?.kind).toBe('key');
    expect(tokens.find((t) => t.text === '"x"')?.kind).toBe('string');
    expect(tokens.find((t) => t.text === '-1.5e3')?.kind).toBe('number');
    expect(tokens.find((t) => t.text === 'null')?.kind).toBe('literal');
  });
});

describe('mock responder', () => {
  const values = { 'path:profile_id': 'p_1' };
  it('answers the success example', () => {
    const answer = mockRespond({ op, values, issues: [], authorized: true }, ENGLISH);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ id: 'p_1' });
  });
  it("answers a missing token first, with the document's answer to it when it has one", () => {
    const answer = mockRespond(
      { op, values, issues: [{ pointer: '/body', message: 'x' }], authorized: false },
      ENGLISH,
    );
    expect(answer).toMatchObject({ status: 403, reason: ENGLISH['tryIt.mock.noToken'] });
    // A 401 or 403 about something else (the Profiles API's, for a JWT) is not that answer: a 401
    // stands in, and says so.
    const jwtOnly = {
      ...op,
      responses: [
        { status: '401', description: 'The verification JWT is not verified.', example: { message: 'jwt' } },
        { status: '403', description: 'The JWT is not valid for this model.', example: { message: 'model' } },
      ],
    };
    for (const other of [jwtOnly, { ...op, responses: [] }])
      expect(mockRespond({ op: other, values, issues: [], authorized: false }, ENGLISH)).toMatchObject({
        status: 401,
        reason: ENGLISH['tryIt.mock.noTokenUndocumented'],
        body: '',
      });
    expect(mockRespond({ op: { ...op, security: [] }, values, issues: [], authorized: false }, ENGLISH).status).toBe(
      200,
    );
  });
  it('answers 400 (else 422) with the validation message, in the document error shape', () => {
    const answer = mockRespond(
      {
        op,
        values,
        issues: [{ pointer: '/parameters/relevant', message: 'must be equal to one of the allowed values' }],
        authorized: true,
      },
      ENGLISH,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 400, message: '/parameters/relevant: must be equal to one of the allowed values' },
    });
    // A body against its schema is a broken rule, 400, even where the document has a 422 too (for
    // content that cannot be processed); an operation with a 422 and no 400 answers the 422.
    const bodyIssue = [{ pointer: '/body/name', message: 'must be string' }];
    const with422 = { ...op, responses: [...op.responses, { status: '422', example: { errors: [] } }] };
    expect(mockRespond({ op: with422, values, issues: bodyIssue, authorized: true }, ENGLISH).status).toBe(400);
    const only422 = { ...with422, responses: with422.responses.filter((r) => r.status !== '400') };
    const body = mockRespond({ op: only422, values, issues: bodyIssue, authorized: true }, ENGLISH);
    expect(body.status).toBe(422);
    expect(JSON.parse(body.body)).toEqual({ errors: [], message: '/body/name: must be string' });
    const noErrors = mockRespond(
      {
        op: { ...op, responses: [op.responses[0]] },
        values,
        issues: [{ pointer: '/body', message: 'm' }],
        authorized: true,
      },
      ENGLISH,
    );
    expect(noErrors.status).toBe(400);
    expect(JSON.parse(noErrors.body)).toEqual({ message: '/body: m' });
  });
  it('answers 404 for a path value with no example, when the document has a 404', () => {
    const answer = mockRespond({ op, values: { 'path:profile_id': 'other' }, issues: [], authorized: true }, ENGLISH);
    expect(answer.status).toBe(404);
    expect(answer.reason).toContain('"other"');
    expect(
      mockRespond(
        {
          op: { ...op, responses: [op.responses[0]] },
          values: { 'path:profile_id': 'other' },
          issues: [],
          authorized: true,
        },
        ENGLISH,
      ).status,
    ).toBe(200);
  });
  it('answers an empty success when the document has no example (204)', () => {
    const answer = mockRespond(
      { op: { ...op, responses: [{ status: '204' }] }, values, issues: [], authorized: true },
      ENGLISH,
    );
    expect(answer).toMatchObject({ status: 204, body: '' });
  });
});

describe('validation wording', () => {
  it('words standalone errors as the build does, at their pointer', () => {
    const validate = Object.assign(() => false, {
      errors: [{ instancePath: '/a', message: 'must be string', params: { type: 'string' } }],
    });
    expect(runValidator(validate, {}, '/body', ENGLISH)).toEqual([
      { pointer: '/body/a', message: 'must be string {"type":"string"}' },
    ]);
    expect(runValidator(undefined, {}, '', ENGLISH)).toEqual([]);
    expect(
      runValidator(
        Object.assign(() => false, { errors: [{ instancePath: '', params: {} }] }),
        1,
        '',
        ENGLISH,
      ),
    ).toEqual([{ pointer: '/', message: 'invalid' }]);
  });
});

describe('sending', () => {
  const req = { method: 'GET', url: 'https://h.test/x', headers: [] as Array<[string, string]> };
  it('reads the response, truncating over the limit', async () => {
    const result = await sendRequest(req, {
      fetchImpl: async () => new Response('{"a":1}', { status: 201, headers: { 'content-type': 'application/json' } }),
    });
    expect(result).toMatchObject({ kind: 'response', status: 201, body: '{"a":1}', truncated: false });
    expect(await readLimited(new Response('abcdef'), 4)).toEqual({ text: 'abcd', truncated: true });
    expect(await readLimited(new Response(null))).toEqual({ text: '', truncated: false });
  });
  it('tells a network failure, a time-out and a cancel apart', async () => {
    const failing = await sendRequest(req, { fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(failing.kind).toBe('network');
    if (failing.kind !== 'response')
      expect(failureText(failing, 'https://h.test', ENGLISH)).toMatch(/allowed for your account/);
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const timeout = await sendRequest(req, { fetchImpl: hang as typeof fetch, timeoutMs: 10 });
    expect(timeout.kind).toBe('timeout');
    if (timeout.kind !== 'response') expect(failureText(timeout, 'o', ENGLISH)).toMatch(/30 s/);
    const controller = new AbortController();
    const pending = sendRequest(req, { fetchImpl: hang as typeof fetch, signal: controller.signal });
    controller.abort();
    const cancelled = await pending;
    expect(cancelled.kind).toBe('cancelled');
    if (cancelled.kind !== 'response') expect(failureText(cancelled, 'o', ENGLISH)).toMatch(/Cancelled/);
  });
});

describe('form check', () => {
  const mod = {
    operation: {
      ...op,
      body: { mediaType: 'application/json', required: true, validator: 'body' },
      parameters: [{ ...op.parameters[0] }, { ...op.parameters[1], validator: 'p1' }],
    },
    validators: () => ({
      body: Object.assign((v: unknown) => typeof v === 'object' && v !== null && 'name' in v, {
        errors: [{ instancePath: '', message: "must have required property 'name'", params: {} }],
      }),
      p1: Object.assign((v: unknown) => v === 0 || v === 1, {
        errors: [{ instancePath: '', message: 'must be equal to one of the allowed values', params: {} }],
      }),
    }),
  };
  it('reports a missing required value, a parameter and a body against their schemas, at their pointers', async () => {
    const { checkForm } = await import('./issues.client');
    expect(
      checkForm(mod, { 'path:profile_id': 'p', 'query:relevant': '1' }, '{"name":"x"}', undefined, ENGLISH),
    ).toEqual({
      issues: [],
      parse: { ok: true, value: { name: 'x' } },
    });
    const bad = checkForm(mod, { 'query:relevant': '7' }, '{}', undefined, ENGLISH);
    expect(bad.issues).toEqual([
      { pointer: '/parameters/profile_id', message: 'is required' },
      { pointer: '/parameters/relevant', message: 'must be equal to one of the allowed values' },
      { pointer: '/body', message: "must have required property 'name'" },
    ]);
    expect(checkForm(mod, { 'path:profile_id': 'p' }, '', undefined, ENGLISH)).toEqual({
      issues: [{ pointer: '/body', message: 'is required' }],
    });
    expect(checkForm(mod, { 'path:profile_id': 'p' }, '{', undefined, ENGLISH).parse).toMatchObject({
      ok: false,
      line: 1,
    });
    expect(
      checkForm(mod, { 'path:profile_id': 'p' }, `${' '.repeat(600 * 1024)}{}`, undefined, ENGLISH).tooLarge,
    ).toMatch(/512 KB/);
    expect(
      checkForm(
        { ...mod, operation: { ...mod.operation, body: undefined } },
        { 'path:profile_id': 'p' },
        'ignored',
        undefined,
        ENGLISH,
      ),
    ).toEqual({ issues: [] });
  });
});
