import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGLISH } from '../i18n/english';
import { loadOpenApiDocument } from '../openapi/load';
import { toApiReference } from '../openapi/model';
import { type ConsoleState, consoleReducer, initialConsoleState } from './console-state.client';
import { consoleView, followingSamples, submission } from './console-view.client';
import { type ChosenFile, formParts, initialFormState, toFormData, urlEncoded } from './form-body.client';
import { checkForm, formValue, type TryItModule } from './issues.client';
import { tryItEntries } from './operation-data';
import { buildRequest } from './request.client';
import { sendRequest } from './send.client';
import { toCurl, toFetch, toPython } from './snippets.client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'try-it-forms-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The fixture's operations as the console imports them: data and the build's validators. */
async function modules(): Promise<Map<string, TryItModule>> {
  const { validatorModule } = await import('./validator-module');
  const loaded = await loadOpenApiDocument('lib/openapi/__fixtures__/form-bodies.yaml');
  const model = toApiReference(loaded.dereferenced, { id: 'forms', samples: false, raw: loaded.raw });
  const out = new Map<string, TryItModule>();
  for (const entry of tryItEntries(
    { id: 'forms', index: 0, tryIt: { defaultMode: 'mock', allowedOrigins: [] } },
    model,
  )) {
    const { code, skipped } = await validatorModule(loaded.raw, entry);
    expect(skipped).toEqual([]);
    const file = path.join(dir, `${entry.operation.id}.mjs`);
    fs.writeFileSync(file, code);
    out.set(entry.operation.id, await import(pathToFileURL(file).href));
  }
  return out;
}

const mods = await modules();
const upload = mods.get('uploadFile')!;
const token = mods.get('createToken')!;
const TOKEN = 'tok_secret_123456';
const file = (name: string, text: string): ChosenFile => new File([text], name, { type: 'text/plain' });

/** The console's state after a series of actions, from the form as it opens. */
const stateAfter = (mod: TryItModule, ...actions: Parameters<typeof consoleReducer>[1][]): ConsoleState =>
  actions.reduce(consoleReducer, initialConsoleState(mod.operation));

describe('form bodies in the operation data', () => {
  it('has one field per property of the schema ($ref followed), files for binary strings, read-only ones left out', () => {
    expect(upload.operation.body).toMatchObject({
      mediaType: 'multipart/form-data',
      required: true,
      validator: 'body',
    });
    expect(upload.operation.body?.form).toEqual([
      { name: 'title', required: true, type: 'string', descriptionHtml: 'Shown under the file.' },
      { name: 'tags', required: false, type: 'array', itemType: 'string' },
      { name: 'private', required: false, type: 'boolean', default: false },
      { name: 'file', required: true, type: 'string', file: true },
      { name: 'attachments', required: false, type: 'array', file: true, multiple: true },
    ]);
    expect(token.operation.body?.form).toEqual([
      { name: 'grant_type', required: true, type: 'string', enum: ['client_credentials', 'refresh_token'] },
      { name: 'scope', required: false, type: 'string', example: 'read write' },
      { name: 'lifetime', required: false, type: 'integer' },
    ]);
  });

  it('opens with the body example in the fields (no JSON text), else each field’s example or default', () => {
    expect(initialConsoleState(upload.operation)).toMatchObject({
      bodyText: '',
      form: { fields: { title: 'Holiday', tags: 'beach,sun', private: 'false' }, files: {} },
    });
    expect(initialFormState(token.operation.body).fields).toEqual({
      grant_type: '',
      scope: 'read write',
      lifetime: '',
    });
  });
});

describe('building a form body', () => {
  it('sends multipart parts (arrays one part a value, files with their names) and lets fetch set the Content-Type', () => {
    const state = stateAfter(
      upload,
      { type: 'formFiles', name: 'file', files: [file('a.txt', 'hello')] },
      { type: 'formFiles', name: 'attachments', files: [file('b.txt', 'x'), file('c.txt', 'y')] },
      { type: 'formField', name: 'private', value: '' },
      { type: 'credential', key: 'tokenHeader', value: TOKEN },
    );
    const request = consoleView(upload.operation, state, undefined).request;
    expect(request.body).toBeUndefined();
    expect(request.headers).toEqual([['X-Access-Token', TOKEN]]);
    expect(request.form?.map((p) => ('file' in p ? [p.name, `@${p.file.name}`] : [p.name, p.value]))).toEqual([
      ['title', 'Holiday'],
      ['tags', 'beach'],
      ['tags', 'sun'],
      ['file', '@a.txt'],
      ['attachments', '@b.txt'],
      ['attachments', '@c.txt'],
    ]);
    const data = toFormData(request.form!);
    expect(data.getAll('tags')).toEqual(['beach', 'sun']);
    expect((data.get('file') as File).name).toBe('a.txt');
  });

  it('sends a URL-encoded body as text with its Content-Type, empty fields left out', () => {
    const state = stateAfter(token, { type: 'formField', name: 'grant_type', value: 'client_credentials' });
    const request = consoleView(token.operation, state, undefined).request;
    expect(request).toMatchObject({
      method: 'POST',
      url: 'https://files.example.com/v1/tokens',
      body: 'grant_type=client_credentials&scope=read+write',
    });
    expect(request.headers).toContainEqual(['Content-Type', 'application/x-www-form-urlencoded']);
    expect(request.form).toBeUndefined();
    expect(urlEncoded([{ name: 'a b', value: 'x&y=z' }])).toBe('a+b=x%26y%3Dz');
  });

  it('sends no body when a multipart form is empty, and FormData through fetch when it is not', async () => {
    const empty = buildRequest({
      op: upload.operation,
      baseUrl: 'https://x',
      values: {},
      credentials: {},
      form: { fields: {}, files: {} },
    });
    expect(empty.form).toBeUndefined();
    const request = buildRequest({
      op: upload.operation,
      baseUrl: 'https://x',
      values: {},
      credentials: {},
      form: { fields: { title: 'T' }, files: { file: [file('a.txt', 'hi')] } },
    });
    let sent: RequestInit | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response('{}', { status: 201 });
    }) as typeof fetch;
    await sendRequest(request, { fetchImpl });
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent!.body as FormData).get('title')).toBe('T');
    // No Content-Type of ours: the browser's carries the boundary.
    expect(sent?.headers).toEqual([]);
  });
});

describe('checking a form body', () => {
  it('checks typed fields and a missing file against the schema, at their pointers', () => {
    const state = stateAfter(
      upload,
      { type: 'formField', name: 'title', value: 'x'.repeat(41) },
      { type: 'formField', name: 'private', value: 'maybe' },
    );
    const issues = checkForm(upload, state.values, state.bodyText, state.form, ENGLISH).issues;
    expect(issues.map((i) => i.pointer).sort()).toEqual(['/body', '/body/private', '/body/title']);
    expect(issues.find((i) => i.pointer === '/body')?.message).toMatch(/must have required property.*file/);
    const fixed = consoleReducer(consoleReducer(state, { type: 'formField', name: 'title', value: 'ok' }), {
      type: 'formFiles',
      name: 'file',
      files: [file('a.txt', 'hi')],
    });
    expect(
      checkForm(
        upload,
        fixed.values,
        fixed.bodyText,
        {
          ...fixed.form,
          fields: { ...fixed.form.fields, private: 'true' },
        },
        ENGLISH,
      ).issues,
    ).toEqual([]);
    expect(formValue(upload.operation.body!.form!, fixed.form)).toEqual({
      title: 'ok',
      tags: ['beach', 'sun'],
      private: 'maybe',
      file: 'a.txt',
    });
  });

  it('refuses a form over the size limit; in mock mode a missing required field gets 400, a full form the example', () => {
    const big = stateAfter(upload, {
      type: 'formFiles',
      name: 'file',
      files: [file('big.bin', 'x'.repeat(600 * 1024))],
    });
    expect(checkForm(upload, big.values, big.bodyText, big.form, ENGLISH).tooLarge).toMatch(
      /600 KB: the console sends at most 512 KB/,
    );
    const state = stateAfter(token, { type: 'credential', key: 'tokenHeader', value: TOKEN });
    const answer = submission(token, state, consoleView(token.operation, state, undefined), ENGLISH);
    expect(answer).toMatchObject({ kind: 'mock', response: { status: 400 } });
    const ok = consoleReducer(state, { type: 'formField', name: 'grant_type', value: 'refresh_token' });
    expect(submission(token, ok, consoleView(token.operation, ok, undefined), ENGLISH)).toMatchObject({
      kind: 'mock',
      response: { status: 200, body: expect.stringContaining('t_1') },
    });
  });
});

describe('the samples beside the console', () => {
  it('follow what is typed, as the request about to be sent, the token masked', () => {
    const state = stateAfter(
      upload,
      { type: 'credential', key: 'tokenHeader', value: TOKEN },
      { type: 'formField', name: 'title', value: "Bob's photo" },
      { type: 'formFiles', name: 'file', files: [file('me.png', 'png')] },
    );
    const samples = followingSamples(consoleView(upload.operation, state, undefined));
    expect(Object.keys(samples)).toEqual(['curl', 'JavaScript', 'Python']);
    expect(samples.curl).toBe(
      [
        'curl -X POST https://files.example.com/v1/uploads',
        "  -H 'X-Access-Token: ••••••••3456'",
        "  -F 'title=Bob'\\''s photo'",
        '  -F tags=beach',
        '  -F tags=sun',
        '  -F private=false',
        '  -F file=@me.png',
      ].join(' \\\n'),
    );
    for (const code of Object.values(samples)) expect(code).not.toContain(TOKEN);
    expect(samples.JavaScript).toContain('const body = new FormData();\nbody.append("title", "Bob\'s photo");');
    expect(samples.JavaScript).toContain('body.append("file", fileInput.files[0]); // me.png');
    expect(samples.JavaScript).toMatch(/"method": "POST",\n {2}"headers": \{[^}]*\},\n {2}"body": body\n\}/);
    expect(samples.Python).toContain('files = [\n    ("file", open("me.png", "rb")),\n]');
    expect(samples.Python).toContain(
      'response = requests.request("POST", "https://files.example.com/v1/uploads", headers=headers, data=data, files=files)',
    );
    // Typing changes them.
    const next = consoleReducer(state, { type: 'formField', name: 'title', value: 'Sea' });
    expect(followingSamples(consoleView(upload.operation, next, undefined)).curl).toContain('-F title=Sea');
  });

  it('show the token when asked only in the console’s own copies, never beside it', () => {
    const state = stateAfter(
      token,
      { type: 'credential', key: 'tokenHeader', value: TOKEN },
      { type: 'reveal', on: true },
      { type: 'formField', name: 'grant_type', value: 'client_credentials' },
    );
    const view = consoleView(token.operation, state, undefined);
    expect(view.curl).toContain(TOKEN);
    expect(followingSamples(view).curl).toContain("--data-raw 'grant_type=client_credentials&scope=read+write'");
    expect(followingSamples(view).curl).not.toContain(TOKEN);
    expect(toPython(view.request, [TOKEN])).toContain('payload = "grant_type=client_credentials&scope=read+write"');
    expect(toFetch(view.request, [TOKEN])).toContain('"body": "grant_type=client_credentials&scope=read+write"');
    expect(
      toCurl({ method: 'POST', url: 'https://x', headers: [], form: [{ name: 'a', value: '@etc/passwd' }] }, []),
    ).toContain("-F 'a=\\@etc/passwd'");
  });

  it('keeps the parts in the fields’ order', () => {
    expect(
      formParts(upload.operation.body!.form!, { fields: { tags: 'a, b', title: 't' }, files: {} }).map((p) => p.name),
    ).toEqual(['title', 'tags', 'tags']);
  });
});
