/**
 * Fuzz tests (fast-check) over the parsers that read content the build does not control:
 * frontmatter, the site configuration, OpenAPI documents and the HTTP examples of code blocks.
 * Each input gives a result or a ContentError naming the file, never another error, a hang or a
 * stack overflow, within a generous bound per input (2 s; a whole OpenAPI load, swagger-parser
 * included, 10 s), so the bounds catch super-linear work, not a slow machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import rawConfig from '../../content/site.config.json' with { type: 'json' };
import { parseSiteConfig } from '../config/parse';
import { parseEntry } from '../content/parse';
import { DocFrontmatterSchema } from '../content/schema';
import { extractCurl } from '../examples/curl';
import { extractFetch } from '../examples/fetch';
import { extractHttp } from '../examples/http';
import { parseShell } from '../examples/shell';
import { loadOpenApiDocument, parseDocumentText } from '../openapi/load';
import { ContentError } from '../utils/errors';

const BOUND_MS = 2_000;
const LOAD_BOUND_MS = 10_000;

/** Runs `parse`; passes when it returns, or throws a ContentError naming `file`, within `bound` ms. */
async function holds(file: string | undefined, parse: () => unknown, bound = BOUND_MS): Promise<void> {
  const started = performance.now();
  try {
    await parse();
  } catch (error) {
    if (!(error instanceof ContentError) || file === undefined) throw error;
    expect(error.file).toBe(file);
    expect(error.details.length).toBeGreaterThan(0);
  }
  expect(performance.now() - started).toBeLessThan(bound);
}

/** Text made of the pieces parsers trip on: blanks, quotes, brackets, YAML and shell syntax, long runs. */
const piece = fc.oneof(
  fc.constantFrom(
    ' ',
    '  ',
    '\t',
    '\n',
    '\r\n',
    ':',
    ': ',
    '- ',
    '---',
    '&a ',
    '*a',
    '<<: *a',
    '!!binary ',
    '!!js/function ',
    '[',
    ']',
    '{',
    '}',
    '"',
    "'",
    '`',
    '${',
    '\\',
    '#',
    '%',
    '?',
    '&',
    '=',
    ',',
    '(',
    ')',
    'é',
    '\u0000',
    '\u2028',
    'title',
    'tags',
    'const x = ',
    'fetch(',
    'curl ',
    '-H ',
    '-d ',
    '--data-raw ',
    "<<'EOF'\n",
    'EOF',
    'GET ',
    'PUT /v1/x HTTP/1.1\n',
    'Host: api.acme.com\n',
    'https://api.acme.com/v1/',
    'new URL(',
    'JSON.stringify(',
    'headers: ',
    'body: ',
  ),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(' ', '\n', '[', '{', '"', '${', '\\', '-', ':').map((c) => c.repeat(3000)),
);
const hostileText = fc.array(piece, { maxLength: 120 }).map((pieces) => pieces.join(''));

describe('fuzz: frontmatter', () => {
  it('gives fields or a ContentError naming the file', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.boolean(), async (text, closed) => {
        const raw = `---\n${text}\n${closed ? '---\n' : ''}# Body\n`;
        await holds('content/docs/fuzz.mdx', () => parseEntry(raw, 'content/docs/fuzz.mdx', DocFrontmatterSchema));
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

describe('fuzz: site configuration', () => {
  const keys = Object.keys(rawConfig);
  it('gives a configuration or a ContentError naming the file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 6 }), async (key, value) => {
        const config = { ...rawConfig, [key]: value };
        await holds('content/site.config.json', () => parseSiteConfig(config, 'content/site.config.json'));
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 6 }), async (value) => {
        await holds('content/site.config.json', () => parseSiteConfig(value, 'content/site.config.json'));
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});

describe('fuzz: OpenAPI documents', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-fuzz-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('parses text into a bounded document or a ContentError naming the file', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.constantFrom('openapi/fuzz.yaml', 'openapi/fuzz.json'), async (text, file) => {
        await holds(file, () => parseDocumentText(`openapi: 3.1.0\n${text}`, file));
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it('loads any document in either mode, or refuses it with its file named', async () => {
    const operation = fc.record({
      operationId: fc.oneof(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 })),
      responses: fc.oneof(
        fc.constant({ 200: { description: 'ok' } }),
        fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 3 }),
      ),
      parameters: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
      requestBody: fc.jsonValue({ maxDepth: 4 }),
    });
    const document = fc.record({
      openapi: fc.constantFrom('3.1.0', '3.0.3', '2.0', 3),
      info: fc.oneof(fc.constant({ title: 'T', version: '1' }), fc.jsonValue({ maxDepth: 2 })),
      paths: fc.dictionary(
        fc.oneof(fc.constantFrom('/a', '/a/{id}', '/{x}/{x}', 'a', '/%zz'), fc.string({ maxLength: 6 })),
        fc.dictionary(fc.constantFrom('get', 'put', 'post', 'x-y', 'parameters'), operation, { maxKeys: 2 }),
        { maxKeys: 3 },
      ),
      components: fc.record({
        schemas: fc.dictionary(
          fc.string({ maxLength: 4 }),
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }),
            fc.constantFrom({ $ref: '#/components/schemas/a' }, { $ref: '#/%zz' }, { $ref: 'other.yaml#/x' }),
          ),
          { maxKeys: 3 },
        ),
      }),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        document,
        fc.constantFrom('strict', 'lenient') as fc.Arbitrary<'strict' | 'lenient'>,
        async (doc, mode) => {
          const file = `fuzz-${n++}.json`;
          fs.writeFileSync(path.join(root, file), JSON.stringify(doc));
          await holds(file, () => loadOpenApiDocument(file, mode, root), LOAD_BOUND_MS);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('fuzz: HTTP examples in code blocks', () => {
  it('reads curl, http, fetch and shell blocks into examples, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (code) => {
        for (const parse of [extractCurl, extractHttp, extractFetch, parseShell])
          await holds(undefined, () => expect(Array.isArray(parse(code))).toBe(true));
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it('reads a template URL of 4,000 blanks in linear time', async () => {
    await holds(undefined, () => extractFetch(`fetch(\`https://api.acme.com/\${${' '.repeat(4000)}\`)`));
  });
});
