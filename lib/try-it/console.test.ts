import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../i18n/english';
import {
  authReducer,
  type ConsoleAction,
  type ConsoleState,
  consoleReducer,
  initialAuthState,
  initialConsoleState,
  loadedExample,
  openingBody,
} from './console-state.client';
import {
  allowedOriginsText,
  baseUrl,
  consoleView,
  copiedMessage,
  editorRows,
  issueAt,
  requestSample,
  sentResponse,
  submission,
} from './console-view.client';
import { checkForm, type TryItModule } from './issues.client';
import type { StandaloneValidate, TryItOperation } from './types';

// The console's logic without a DOM: the reducer and its selectors, as the form drives them.
const op: TryItOperation = {
  api: 'profiles',
  id: 'createSegment',
  method: 'post',
  path: '/segments/{segment_id}',
  servers: [
    { url: 'https://profiles.acme.com/{region}', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
  ],
  allowedOrigins: ['http://localhost:*'],
  configKey: 'apis[1].tryIt.allowedOrigins',
  defaultMode: 'mock',
  parameters: [
    { name: 'segment_id', in: 'path', required: true, type: 'string', example: 's_1' },
    { name: 'limit', in: 'query', required: false, type: 'integer', default: 10, validator: 'p1' },
  ],
  body: { mediaType: 'application/json', required: true, example: { name: 'VIP' }, validator: 'body' },
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
  },
  responses: [
    { status: '201', mediaType: 'application/json', example: { id: 's_1' } },
    {
      status: '403',
      description: 'Access denied: the token is missing or invalid.',
      mediaType: 'application/json',
      example: { message: 'denied' },
    },
    { status: '422', mediaType: 'application/json', example: { message: 'invalid' } },
  ],
};

/** A validator as ajv standalone writes one: `limit` at most 100, the body's name a string. */
const validatorOf = (check: (value: unknown) => string | undefined): StandaloneValidate => {
  const validate: StandaloneValidate = (value) => {
    const message = check(value);
    validate.errors = message ? [{ instancePath: '', message }] : null;
    return !message;
  };
  return validate;
};
const mod: TryItModule = {
  operation: op,
  validators: () => ({
    p1: validatorOf((v) => (typeof v === 'number' && v > 100 ? 'must be <= 100' : undefined)),
    body: validatorOf((v) => (typeof (v as { name?: unknown }).name === 'string' ? undefined : 'name must be string')),
  }),
};

const run = (...actions: ConsoleAction[]) => actions.reduce(consoleReducer, initialConsoleState(op));
const viewOf = (state: ConsoleState) =>
  consoleView(op, state, checkForm(mod, state.values, state.bodyText, undefined, ENGLISH));
const TOKEN = 'tok_1234567890';

describe('Try it console state', () => {
  it('opens in the default mode on the first server, examples and defaults filled in, the body pretty-printed', () => {
    const state = initialConsoleState(op);
    expect(state).toEqual({
      mode: 'mock',
      server: '0',
      variables: {},
      customUrl: 'http://localhost:4010',
      values: { 'path:segment_id': 's_1', 'query:limit': '10' },
      bodyText: '{\n  "name": "VIP"\n}',
      form: { fields: {}, files: {} },
      alternative: 0,
      credentials: {},
      reveal: false,
      remember: false,
      copied: '',
      restored: false,
    });
    expect(initialConsoleState({ ...op, servers: [], body: undefined })).toMatchObject({
      server: 'custom',
      bodyText: '',
    });
  });

  it('opens on the named example chosen on the page, else the first; the picker shows which example the body is', () => {
    const examples = [
      { key: 'vip', label: 'VIP', value: { name: 'VIP' } },
      { key: 'new', label: 'Newcomers', value: { name: 'New', rule: 'age < 7' } },
    ];
    const named = { ...op, body: { ...op.body!, examples } };
    expect(initialConsoleState(named, 'new').bodyText).toBe('{\n  "name": "New",\n  "rule": "age < 7"\n}');
    // A key the body does not have (a response's example, another operation's), none, or no examples: the first.
    for (const key of ['missing', undefined, ''])
      expect(initialConsoleState(named, key).bodyText).toBe('{\n  "name": "VIP"\n}');
    expect(initialConsoleState(op, 'new').bodyText).toBe('{\n  "name": "VIP"\n}');
    expect(openingBody(undefined, 'new')).toBeUndefined();
    // A form body opens its fields on the chosen example too.
    const form = {
      ...named.body,
      mediaType: 'application/x-www-form-urlencoded',
      form: [{ name: 'rule', required: false }],
    };
    expect(initialConsoleState({ ...named, body: form }, 'new')).toMatchObject({
      bodyText: '',
      form: { fields: { rule: 'age < 7' } },
    });
    const state = initialConsoleState(named, 'new');
    expect(loadedExample(named.body, state.bodyText)).toBe('new');
    expect(loadedExample(named.body, consoleReducer(state, { type: 'body', text: '{}' }).bodyText)).toBe('');
    expect(loadedExample(op.body!, state.bodyText)).toBe('');
  });

  it('changes one field per action and leaves the state it was given as it was', () => {
    const before = initialConsoleState(op);
    const after = consoleReducer(before, { type: 'param', key: 'query:limit', value: '5' });
    expect(after.values).toEqual({ 'path:segment_id': 's_1', 'query:limit': '5' });
    expect(before.values['query:limit']).toBe('10');
    expect(run({ type: 'variable', name: 'region', value: 'us' }).variables).toEqual({ region: 'us' });
    expect(run({ type: 'mode', mode: 'live' }).mode).toBe('live');
    expect(run({ type: 'server', server: 'custom' }, { type: 'customUrl', url: 'http://localhost:1' })).toMatchObject({
      server: 'custom',
      customUrl: 'http://localhost:1',
    });
    expect(run({ type: 'body', text: '{}' }).bodyText).toBe('{}');
    expect(run({ type: 'copied', message: 'done' }).copied).toBe('done');
    expect(run({ type: 'response', response: { kind: 'sending' } }).response).toEqual({ kind: 'sending' });
  });

  it('keeps each scheme its own secret, across alternatives', () => {
    const state = run(
      { type: 'credential', key: 'privateTokenHeader', value: 'a' },
      { type: 'alternative', index: 1 },
      { type: 'credential', key: 'privateTokenQuery', value: 'b' },
      { type: 'reveal', on: true },
      { type: 'remember', on: true },
    );
    expect(state).toMatchObject({
      alternative: 1,
      credentials: { privateTokenHeader: 'a', privateTokenQuery: 'b' },
      reveal: true,
      remember: true,
    });
    // The fieldset's own reducer does the same on its part of the state alone.
    expect(authReducer(initialAuthState, { type: 'credential', key: 'k', value: 'v' })).toEqual({
      ...initialAuthState,
      credentials: { k: 'v' },
    });
  });

  it('takes the tokens kept for the tab, and remembers them; marks the read done either way', () => {
    expect(run({ type: 'restored', tokens: { privateTokenHeader: 'kept' } })).toMatchObject({
      restored: true,
      remember: true,
      credentials: { privateTokenHeader: 'kept' },
    });
    expect(run({ type: 'restored' })).toMatchObject({ restored: true, remember: false, credentials: {} });
  });
});

describe('Try it console selectors', () => {
  it('builds the request from the chosen server variables, the values, the body and the chosen scheme only', () => {
    const state = run(
      { type: 'variable', name: 'region', value: 'us' },
      { type: 'credential', key: 'privateTokenQuery', value: 'other' },
      { type: 'credential', key: 'privateTokenHeader', value: TOKEN },
    );
    const view = viewOf(state);
    expect(view.request).toEqual({
      method: 'POST',
      url: 'https://profiles.acme.com/us/segments/s_1?limit=10',
      headers: [
        ['X-Access-Token', TOKEN],
        ['Content-Type', 'application/json'],
      ],
      body: '{\n  "name": "VIP"\n}',
    });
    expect(view.schemes.map((s) => s.key)).toEqual(['privateTokenHeader']);
    expect(view.chosen).toEqual({ privateTokenHeader: TOKEN });
    expect(view.authorized).toBe(true);
    expect(view.secrets).toEqual([TOKEN]);
  });

  it('masks the token in the shown curl and in the copies unless shown', () => {
    const hidden = viewOf(run({ type: 'credential', key: 'privateTokenHeader', value: TOKEN }));
    expect(hidden.curl).toContain('X-Access-Token: ••••••••7890');
    expect(hidden.curl).not.toContain(TOKEN);
    expect(requestSample('fetch', hidden, false)).toContain('"X-Access-Token": "••••••••7890"');
    expect(requestSample('curl', hidden, true)).toContain(TOKEN);
    const shown = viewOf(
      run({ type: 'credential', key: 'privateTokenHeader', value: TOKEN }, { type: 'reveal', on: true }),
    );
    expect(shown.curl).toContain(TOKEN);
    expect(copiedMessage('curl', ENGLISH)).toBe('curl command copied.');
    expect(copiedMessage('fetch', ENGLISH)).toBe('fetch call copied.');
    expect(ENGLISH['tryIt.clipboardRefused']).toMatch(/refused the clipboard/);
  });

  it('is not authorized until every scheme of the chosen alternative has a secret', () => {
    expect(viewOf(initialConsoleState(op)).authorized).toBe(false);
    expect(viewOf(run({ type: 'credential', key: 'privateTokenQuery', value: 'x' })).authorized).toBe(false);
    expect(consoleView({ ...op, security: [] }, initialConsoleState(op), undefined).authorized).toBe(true);
  });

  it('refuses a custom base URL off the allowed origins, and blocks Send for it in live mode only', () => {
    const custom = run({ type: 'server', server: 'custom' }, { type: 'customUrl', url: 'https://evil.example' });
    const refused = baseUrl(op, custom);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toContain('apis[1].tryIt.allowedOrigins');
    expect(viewOf(custom).blocked).toBe(false);
    const live = consoleReducer(custom, { type: 'mode', mode: 'live' });
    expect(viewOf(live).blocked).toBe(true);
    // The request still shows the URL as typed.
    expect(viewOf(live).request.url).toBe('https://evil.example/segments/s_1?limit=10');
    expect(baseUrl(op, { ...custom, customUrl: 'http://localhost:4010/' })).toEqual({
      ok: true,
      url: 'http://localhost:4010',
    });
    expect(allowedOriginsText(op, ENGLISH)).toBe('http://localhost:*');
    expect(allowedOriginsText({ allowedOrigins: [] }, ENGLISH)).toBe('the document’s servers only');
    expect(
      allowedOriginsText({ allowedOrigins: [] }, { 'tryIt.serversOnly': 'les serveurs du document seulement' }),
    ).toBe('les serveurs du document seulement');
  });

  it('reports problems at their pointers, and a body that is not JSON blocks Send', () => {
    const state = run({ type: 'param', key: 'query:limit', value: '1000' }, { type: 'body', text: '{"name": 5}' });
    const view = viewOf(state);
    expect(issueAt(view.issues, '/parameters/limit')).toBe('must be <= 100');
    expect(issueAt(view.issues, '/parameters/segment_id')).toBeUndefined();
    expect(view.bodyIssues).toEqual([{ pointer: '/body', message: 'name must be string' }]);
    expect(view.blocked).toBe(false);
    const broken = viewOf(consoleReducer(state, { type: 'body', text: '{"name": ' }));
    expect(broken.bodyBroken).toBe(true);
    expect(broken.blocked).toBe(true);
    // Before the first check nothing is reported and nothing blocked.
    expect(consoleView(op, state, undefined)).toMatchObject({ issues: [], bodyIssues: [], blocked: false });
  });

  it('sizes the editor by its lines, from 4 to 18 rows', () => {
    expect(editorRows('')).toBe(4);
    expect(editorRows('a\nb\nc\nd\ne')).toBe(6);
    expect(editorRows('\n'.repeat(40))).toBe(18);
  });
});

describe('Try it console Send', () => {
  it('answers from the document in mock mode: 403 without a token, 422 with the body message, else the example', () => {
    const noToken = submission(mod, initialConsoleState(op), viewOf(initialConsoleState(op)), ENGLISH);
    expect(noToken).toMatchObject({ kind: 'mock', response: { kind: 'response', mock: true, status: 403 } });
    const withToken = run({ type: 'credential', key: 'privateTokenHeader', value: TOKEN });
    const ok = submission(mod, withToken, viewOf(withToken), ENGLISH);
    expect(ok).toMatchObject({ kind: 'mock', response: { status: 201, truncated: false } });
    expect(ok.kind === 'mock' && JSON.parse(ok.response.kind === 'response' ? ok.response.body : '')).toEqual({
      id: 's_1',
    });
    const bad = consoleReducer(withToken, { type: 'body', text: '{"name": 5}' });
    const answer = submission(mod, bad, viewOf(bad), ENGLISH);
    expect(answer).toMatchObject({ kind: 'mock', response: { status: 422 } });
    expect(answer.kind === 'mock' && answer.response.kind === 'response' && answer.response.body).toContain(
      '/body: name must be string',
    );
  });

  it('checks the body as it is now, not as last checked: a body broken since does not go', () => {
    const state = run({ type: 'credential', key: 'privateTokenHeader', value: TOKEN });
    const shown = viewOf(state);
    expect(submission(mod, consoleReducer(state, { type: 'body', text: '{' }), shown, ENGLISH)).toEqual({
      kind: 'none',
    });
  });

  it('sends nothing while blocked or already sending; in live mode gives the request', () => {
    const live = run({ type: 'mode', mode: 'live' }, { type: 'credential', key: 'privateTokenHeader', value: TOKEN });
    const go = submission(mod, live, viewOf(live), ENGLISH);
    expect(go).toEqual({ kind: 'live', request: viewOf(live).request });
    const sending = consoleReducer(live, { type: 'response', response: { kind: 'sending' } });
    expect(submission(mod, sending, viewOf(sending), ENGLISH)).toEqual({ kind: 'none' });
    const refused = consoleReducer(consoleReducer(live, { type: 'server', server: 'custom' }), {
      type: 'customUrl',
      url: 'ftp://localhost',
    });
    expect(submission(mod, refused, viewOf(refused), ENGLISH)).toEqual({ kind: 'none' });
  });

  it('shows what a sent request got: the response, or why there is none', () => {
    const url = 'https://profiles.acme.com/eu/segments/s_1';
    expect(
      sentResponse(
        { kind: 'response', status: 200, statusText: 'OK', headers: [['a', 'b']], body: '{}', truncated: true, ms: 12 },
        url,
        'https://docs.acme.com/api/profiles',
        ENGLISH,
      ),
    ).toEqual({
      kind: 'response',
      mock: false,
      status: 200,
      statusText: 'OK',
      ms: 12,
      headers: [['a', 'b']],
      body: '{}',
      truncated: true,
    });
    expect(sentResponse({ kind: 'timeout', ms: 30000 }, url, 'https://docs.acme.com/', ENGLISH)).toEqual({
      kind: 'failure',
      message: 'No answer from https://profiles.acme.com in 30 s: the request was cancelled.',
      ms: 30000,
    });
    // A relative URL (a custom base on the site itself) is named by the page's origin.
    expect(
      sentResponse({ kind: 'network', ms: 3, message: 'x' }, '/v1/x', 'http://localhost:3000/api/a', ENGLISH),
    ).toMatchObject({
      kind: 'failure',
      message: expect.stringContaining('The request to http://localhost:3000 failed'),
    });
  });
});
