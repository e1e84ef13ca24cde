/**
 * Fuzz tests (fast-check) over the parsers that read content the build does not control:
 * frontmatter, the site configuration, OpenAPI documents and the HTTP examples of code blocks.
 * Each input gives a result or a ContentError naming the file, never another error or a stack
 * overflow. How long they take is measured by `npm run bench:hostile`, not asserted here: a time
 * bound flakes on a loaded host. A hang still fails, at the test's timeout.
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
import { hostileText, openApiDocument } from './__fixtures__/hostile';

/** Runs `parse`; passes when it returns, or throws a ContentError naming `file`. */
async function holds(file: string | undefined, parse: () => unknown): Promise<void> {
  try {
    await parse();
  } catch (error) {
    if (!(error instanceof ContentError) || file === undefined) throw error;
    expect(error.file).toBe(file);
    expect(error.details.length).toBeGreaterThan(0);
  }
}

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
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        openApiDocument,
        fc.constantFrom('strict', 'lenient') as fc.Arbitrary<'strict' | 'lenient'>,
        async (doc, mode) => {
          const file = `fuzz-${n++}.json`;
          fs.writeFileSync(path.join(root, file), JSON.stringify(doc));
          await holds(file, () => loadOpenApiDocument(file, mode, root));
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

  // Found by the property above in CI: the literal reader looped on a stray closing bracket, an
  // array growing until V8 aborted the process ("invalid size error"), an object never returning.
  it('reads a declared literal with a stray closing bracket as far as it goes', () => {
    expect(extractFetch(`const x = ${'['.repeat(40)}!!binary 7)*0B|,[)1V>Q=s\`%&;`)).toEqual([]);
    expect(extractFetch("const body = { a: 1, ) };\nfetch('https://api.acme.com/v1', { body })")).toEqual([
      expect.objectContaining({ kind: 'fetch', url: 'https://api.acme.com/v1' }),
    ]);
  }, 10_000);

  it('reads a template URL whose ${ is left open after 4,000 blanks up to the end of the code', () => {
    // A regular expression here backtracked cubically on blanks; its time is in bench:hostile.
    const blanks = ' '.repeat(4000);
    expect(extractFetch(`fetch(\`https://api.acme.com/\${${blanks}\`)`)).toEqual([
      expect.objectContaining({ kind: 'fetch', url: `https://api.acme.com/\${${blanks}\`)` }),
    ]);
  });
});
