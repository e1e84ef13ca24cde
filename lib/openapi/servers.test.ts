import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { MAX_SERVER_URLS, MAX_SERVER_VARIABLE_VALUES, serverUrls } from './servers';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-servers-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const values = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
/** About 830 bytes of server variables: 20 × 20 × 20 × 20 × 40 = 6,400,000 URLs as a cross product. */
const crossProduct = {
  url: 'https://{a}.{b}.{c}.{d}.example.com:{port}/v1',
  variables: {
    a: { default: 'a0', enum: values(20, 'a') },
    b: { default: 'b0', enum: values(20, 'b') },
    c: { default: 'c0', enum: values(20, 'c') },
    d: { default: 'd0', enum: values(20, 'd') },
    port: { default: '800', enum: values(40, '80') },
  },
};

describe('serverUrls', () => {
  it('enumerates every value of every variable while the combinations are few', () => {
    expect(
      serverUrls([
        {
          url: 'https://{region}.api.example.com/{version}',
          variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v1' } },
        },
        { url: '/relative' },
      ]),
    ).toEqual(['https://eu.api.example.com/v1', 'https://us.api.example.com/v1', '/relative']);
  });

  it(`gives at most ${MAX_SERVER_URLS} URLs per server, fast, the defaults' URL among them`, () => {
    expect(JSON.stringify(crossProduct.variables).length).toBeLessThan(900);
    const started = performance.now();
    const urls = serverUrls([crossProduct, crossProduct]);
    expect(performance.now() - started).toBeLessThan(100);
    expect(urls.length).toBeLessThanOrEqual(2 * MAX_SERVER_URLS);
    expect(urls[0]).toBe('https://a0.b0.c0.d0.example.com:800/v1');
    expect(new Set(urls.slice(0, MAX_SERVER_URLS)).size).toBe(urls.length / 2);
    for (const url of urls) expect(url).toMatch(/^https:\/\/a\d+\.b\d+\.c\d+\.d\d+\.example\.com:80\d+\/v1$/);
  });

  it('is linear in a URL with many variables', () => {
    const names = values(5_000, 'v');
    const server = {
      url: `https://x.example.com/${names.map((n) => `{${n}}`).join('/')}`,
      variables: Object.fromEntries(names.map((n) => [n, { default: 'd', enum: ['d', 'e'] }])),
    };
    const started = performance.now();
    const urls = serverUrls([server]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(urls.length).toBeLessThanOrEqual(MAX_SERVER_URLS);
    expect(urls[0]).toBe(`https://x.example.com/${names.map(() => 'd').join('/')}`);
  });
});

describe('a document whose server variables multiply', () => {
  it('loads fast, warning at the server variables with the count and the bound, in both modes', async () => {
    const file = 'openapi/x.json';
    fs.mkdirSync(path.join(root, 'openapi'), { recursive: true });
    fs.writeFileSync(
      path.join(root, file),
      JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, servers: [crossProduct], paths: {} }),
    );
    for (const mode of ['strict', 'lenient'] as const) {
      const started = performance.now();
      const loaded = await loadOpenApiDocument(file, mode, root);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(loaded.warnings).toEqual([
        {
          pointer: '/servers/0/variables',
          message: expect.stringContaining(
            `6,400,000 URLs; the example check and the MCP server match ${MAX_SERVER_URLS} of them`,
          ),
        },
      ]);
    }
  });
});

describe('a server variable with many values', () => {
  it(`keeps ${MAX_SERVER_VARIABLE_VALUES} of them, its default included, with a warning at its enum`, async () => {
    // Every operation's Try it module carries the servers: 10,000 values × 1,000 operations.
    const region = { default: 'r9999', enum: values(10_000, 'r') };
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://{region}.example.com', variables: { region } }],
      paths: {},
    };
    const file = 'openapi/regions.json';
    fs.mkdirSync(path.join(root, 'openapi'), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(doc));
    const loaded = await loadOpenApiDocument(file, 'strict', root);
    expect(loaded.warnings).toContainEqual({
      pointer: '/servers/0/variables/region/enum',
      message: expect.stringContaining(`10,000 values; the reference and Try it offer ${MAX_SERVER_VARIABLE_VALUES}`),
    });
    const model = toApiReference(loaded.dereferenced, { id: 'x', samples: false });
    const kept = model.servers[0].variables?.region.enum ?? [];
    expect(kept).toHaveLength(MAX_SERVER_VARIABLE_VALUES);
    expect(kept).toContain('r9999');
    expect(kept.slice(0, 3)).toEqual(['r0', 'r1', 'r2']);
  });
});
