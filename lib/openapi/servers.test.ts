import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crossProduct, manyVariables } from './__fixtures__/hostile';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { MAX_SERVER_URLS, MAX_SERVER_VARIABLE_VALUES, serverUrls } from './servers';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-servers-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const values = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

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

  it(`gives at most ${MAX_SERVER_URLS} URLs per server, the defaults' URL among them`, () => {
    expect(JSON.stringify(crossProduct.variables).length).toBeLessThan(900);
    const urls = serverUrls([crossProduct, crossProduct]);
    // Only `a` is enumerated (20 × 20 would pass the bound): 20 URLs a server, not 6,400,000.
    expect(urls).toHaveLength(2 * 20);
    expect(urls[0]).toBe('https://a0.b0.c0.d0.example.com:800/v1');
    expect(new Set(urls.slice(0, 20)).size).toBe(20);
    for (const url of urls) expect(url).toMatch(/^https:\/\/a\d+\.b0\.c0\.d0\.example\.com:800\/v1$/);
  });

  it(`enumerates log2(${MAX_SERVER_URLS}) of many two-valued variables, the others at their default`, () => {
    const { names, server } = manyVariables();
    const urls = serverUrls([server]);
    expect(urls).toHaveLength(MAX_SERVER_URLS);
    const tail = names
      .slice(6)
      .map(() => 'd')
      .join('/');
    expect(urls[0]).toBe(`https://x.example.com/${names.map(() => 'd').join('/')}`);
    for (const url of urls) expect(url.endsWith(`/${tail}`)).toBe(true);
  });

  it(`keeps within ${MAX_SERVER_URLS} URLs where the cross product is just past it`, () => {
    // 5 × 5 × 5 = 125 combinations: a and b enumerated (25), c at its default.
    const urls = serverUrls([
      {
        url: 'https://{a}.{b}.{c}.example.com',
        variables: Object.fromEntries(['a', 'b', 'c'].map((n) => [n, { default: `${n}0`, enum: values(5, n) }])),
      },
    ]);
    expect(urls).toHaveLength(25);
    expect(urls.every((url) => url.endsWith('.c0.example.com'))).toBe(true);
  });
});

describe('a document whose server variables multiply', () => {
  it('loads with a warning at the server variables giving the count and the bound, in both modes', async () => {
    const file = 'openapi/x.json';
    fs.mkdirSync(path.join(root, 'openapi'), { recursive: true });
    fs.writeFileSync(
      path.join(root, file),
      JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, servers: [crossProduct], paths: {} }),
    );
    for (const mode of ['strict', 'lenient'] as const) {
      const loaded = await loadOpenApiDocument(file, mode, root);
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
