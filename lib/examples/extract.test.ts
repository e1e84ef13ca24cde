import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../markdown/parse';
import { parseMeta } from '../utils/fence-meta';
import { extractCurl } from './curl';
import { extractExamples } from './extract';
import { extractFetch } from './fetch';
import { extractHttp } from './http';
import { MAX_DEPTH, readLiteral } from './js-literal';
import { parseShell } from './shell';
import { DYNAMIC } from './types';

describe('extractCurl', () => {
  it('reads -X, -H and a JSON -d across line continuations', () => {
    const [ex] = extractCurl(
      `curl -X PUT https://h.test/v1/profiles/upsert \\\n  -H "X-Access-Token: $TOKEN" \\\n` +
        `  -H 'Content-Type: application/json' \\\n  -d '{ "fields": { "uid": "u1" } }'`,
    );
    expect(ex).toMatchObject({
      kind: 'curl',
      line: 0,
      method: 'PUT',
      url: 'https://h.test/v1/profiles/upsert',
      headers: ['x-access-token', 'content-type'],
      body: { value: { fields: { uid: 'u1' } } },
    });
  });

  it('reads the body of -d @- from a here-document, and each command of a block on its own line', () => {
    const code =
      `# create it\ncurl -X POST https://h.test/v1/segments \\\n  -H "X-Access-Token: $T" \\\n  -d @- <<'EOF'\n` +
      `{ "name": "VIP" }\nEOF\n\ncurl https://h.test/v1/segments -H "X-Access-Token: $T"`;
    const [post, get] = extractCurl(code);
    expect(post).toMatchObject({ method: 'POST', line: 1, body: { value: { name: 'VIP' } } });
    expect(get).toMatchObject({ method: 'GET', line: 7, url: 'https://h.test/v1/segments' });
  });

  it('puts -G data and --data-urlencode in the query, and the query of the URL too', () => {
    const [ex] = extractCurl(
      `curl -G "https://h.test/items?sort_by=date" --data-urlencode "q=trail running" -d page=1 -d "access_token=$T"`,
    );
    expect(ex).toMatchObject({ method: 'GET', query: ['sort_by', 'q', 'page', 'access_token'] });
    expect(ex.body).toBeUndefined();
  });

  it('defaults to POST with data, marks a body from a file unreadable and broken JSON invalid', () => {
    expect(extractCurl('curl https://h.test/a -d @model.json')[0]).toMatchObject({
      method: 'POST',
      body: { unreadable: 'the body is read from model.json' },
    });
    expect(extractCurl(`curl -X PUT https://h.test/a -d '{ "a": 1, }'`)[0].body).toMatchObject({
      invalid: expect.stringContaining('not valid JSON'),
    });
    expect(extractCurl('curl --json \'{"a":1}\' https://h.test/a')[0]).toMatchObject({
      method: 'POST',
      headers: ['content-type'],
      body: { value: { a: 1 } },
    });
  });

  it('finds no request in shell blocks without curl', () => {
    expect(extractCurl('npm install @acme/experience-sdk\nnpx acme login')).toEqual([]);
    expect(parseShell('echo "a;b" && ls').map((c) => c.words)).toEqual([['echo', 'a;b'], ['ls']]);
  });
});

describe('extractFetch', () => {
  it('reads a template URL over the block constants, a headers object and the method', () => {
    const code =
      `const BASE = 'https://h.test/api';\nconst headers = { 'X-Access-Token': process.env.T };\n\n` +
      `const r = await fetch(\`\${BASE}/profiles/\${id}/identify\`, { method: 'POST', headers });`;
    expect(extractFetch(code)).toEqual([
      expect.objectContaining({
        kind: 'fetch',
        line: 3,
        method: 'POST',
        url: 'https://h.test/api/profiles/{id}/identify',
        headers: ['x-access-token'],
      }),
    ]);
  });

  it('reads URLSearchParams and new URL(...).searchParams.set as query names', () => {
    const code =
      `const API = 'https://h.test/items';\nconst params = new URLSearchParams({ q, page: String(page) });\n` +
      `params.set('access_token', T);\nawait fetch(\`\${API}?\${params}\`);\n` +
      `const url = new URL('https://h.test/tags/');\n` +
      `url.searchParams.set('access_token', T);\nawait fetch(url, { method: 'POST', ` +
      `headers: { 'Content-Type': 'application/json' }, ` +
      `body: JSON.stringify({ ids: ids.map(Number), key: 'home' }) });`;
    const [get, post] = extractFetch(code);
    expect(get).toMatchObject({
      url: 'https://h.test/items?q=x&page=x&access_token=x',
      query: ['q', 'page', 'access_token'],
    });
    expect(post).toMatchObject({
      method: 'POST',
      query: ['access_token'],
      headers: ['content-type'],
      body: { value: { ids: DYNAMIC, key: 'home' } },
    });
  });

  it('leaves out relative URLs (your own server) and marks an unreadable query open', () => {
    expect(extractFetch(`await fetch('/api/me');`)).toEqual([]);
    expect(extractFetch(`await fetch(\`https://h.test/items?\${makeQuery()}\`)`)[0].openQuery).toBe(true);
  });
});

describe('readLiteral', () => {
  it('reads JavaScript literals as data and computed values as dynamic', () => {
    expect(
      readLiteral(
        `{ a: 'x', "b": [1, -2.5e3, true, null,], c, d: f(1, 2), e: { f: \`t\` }, ...rest, g() { return 1; } }`,
      ).value,
    ).toEqual({ a: 'x', b: [1, -2500, true, null], c: DYNAMIC, d: DYNAMIC, e: { f: 't' } });
  });

  // Found by the hostile-input fuzz in CI: 10,000 open brackets overflowed the stack.
  it('reads literals nested deeper than MAX_DEPTH as dynamic, and deep hostile text without throwing', () => {
    const nested = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
    let expected: unknown = 1;
    for (let n = 0; n < MAX_DEPTH; n++) expected = [expected];
    expect(readLiteral(nested(MAX_DEPTH)).value).toEqual(expected);
    let cut: unknown = DYNAMIC;
    for (let n = 0; n < MAX_DEPTH; n++) cut = [cut];
    expect(readLiteral(nested(MAX_DEPTH + 1))).toEqual({ value: cut, end: 2 * MAX_DEPTH + 3 });
    expect(() => readLiteral('['.repeat(100_000))).not.toThrow();
  });
});

describe('extractHttp', () => {
  it('reads the request line, headers, Host and the JSON body', () => {
    const [ex] = extractHttp(
      'PUT /api/v1/profiles/upsert HTTP/1.1\nHost: h.test\nX-Access-Token: pub\n\n{ "fields": {} }',
    );
    expect(ex).toMatchObject({
      kind: 'http',
      method: 'PUT',
      url: 'https://h.test/api/v1/profiles/upsert',
      headers: ['host', 'x-access-token'],
      body: { value: { fields: {} } },
    });
  });
});

describe('extractExamples', () => {
  it('gives file lines, skips non-HTTP code, reads marked JSON blocks and skip-check reasons', () => {
    const body = [
      'Intro',
      '',
      '```ts',
      "import { init } from '@acme/sdk';",
      '```',
      '',
      '```bash title="Try it" skip-check="fails with 422 on purpose"',
      'curl https://h.test/a',
      '```',
      '',
      '```json operation=upsertProfile status=200',
      '{ "id": "p1" }',
      '```',
    ].join('\n');
    const found = extractExamples(parseMarkdown(body), 10);
    expect(found).toEqual([
      expect.objectContaining({
        line: 18,
        skip: 'fails with 422 on purpose',
        example: expect.objectContaining({ kind: 'curl' }),
      }),
      expect.objectContaining({
        line: 21,
        example: expect.objectContaining({
          kind: 'json',
          operation: 'upsertProfile',
          status: '200',
          body: { value: { id: 'p1' } },
        }),
      }),
    ]);
    expect(parseMeta('title="a b" {1,3} operation=x skip-check').get('skip-check')).toBe('');
  });
});
