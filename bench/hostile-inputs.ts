/**
 * How long the hostile inputs of the unit tests take: documents that expand without bound (server
 * variables, $refs, shared schemas, allOf chains, samples) and the fuzz inputs of the parsers of
 * third-party content. The tests assert the bounds that cut them (counts, warnings, errors); their
 * times are here, where the host's calibration and load are printed beside them. The "was" column
 * is the wall-clock bound the tests asserted before (2026-11-27), for reference.
 * Usage: npm run bench:hostile -- [--runs=N] [--force]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import rawConfig from '../content/site.config.json' with { type: 'json' };
import { parseSiteConfig } from '../lib/config/parse';
import { parseEntry } from '../lib/content/parse';
import { DocFrontmatterSchema } from '../lib/content/schema';
import { extractCurl } from '../lib/examples/curl';
import { extractFetch } from '../lib/examples/fetch';
import { extractHttp } from '../lib/examples/http';
import { parseShell } from '../lib/examples/shell';
import {
  allOfChain,
  crossProduct,
  fanOut,
  manySchemas,
  manyVariables,
  refFanDocument,
  schemaDocument,
} from '../lib/openapi/__fixtures__/hostile';
import { loadOpenApiDocument, parseDocumentText } from '../lib/openapi/load';
import { toApiReference } from '../lib/openapi/model';
import { serverUrls } from '../lib/openapi/servers';
import { hostileText, openApiDocument } from '../lib/security/__fixtures__/hostile';
import { calibrationNote, checkHost } from './host';
import { median } from './stats';
import { printTable } from './table';

const ms = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: n < 10 ? 1 : 0 })} ms`;

/** The times of `runs` runs of `work`. */
async function time(runs: number, work: () => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

/** Times `parse` on each input once; a ContentError (the expected refusal) counts like a result. */
async function eachInput<T>(inputs: T[], parse: (input: T, i: number) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (const [i, input] of inputs.entries()) {
    const started = performance.now();
    try {
      await parse(input, i);
    } catch {}
    times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  const host = checkHost('bench:hostile');
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hostile-'));
  const write = (file: string, doc: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(doc));
    return file;
  };
  const servers = write('openapi/servers.json', {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    servers: [crossProduct],
    paths: {},
  });
  const fan = write('openapi/fan.json', refFanDocument());
  const { server: many } = manyVariables();
  const blanks = `fetch(\`https://api.acme.com/\${${' '.repeat(4000)}\`)`;

  // [input, the test's old bound in ms, work]
  const cases: Array<[string, number, () => unknown]> = [
    ['servers: 6,400,000-URL cross product, twice', 100, () => serverUrls([crossProduct, crossProduct])],
    ['servers: 5,000 two-valued variables', 500, () => serverUrls([many])],
    ['load: cross-product servers, strict', 2_000, () => loadOpenApiDocument(servers, 'strict', root)],
    ['load: cross-product servers, lenient', 2_000, () => loadOpenApiDocument(servers, 'lenient', root)],
    ['load: 8^12 $refs, strict (refused)', 2_000, () => loadOpenApiDocument(fan, 'strict', root).catch(() => {})],
    [
      'load + model: 8^12 $refs, lenient',
      5_000,
      async () => {
        const loaded = await loadOpenApiDocument(fan, 'lenient', root);
        toApiReference(loaded.dereferenced, { id: 'fan', warnings: loaded.warnings, raw: loaded.raw });
      },
    ],
    [
      'model: 8^12 shared properties',
      2_000,
      () => toApiReference(schemaDocument(fanOut(12, 8)), { id: 'x', samples: false }),
    ],
    [
      'model: 2^40 allOf parts',
      2_000,
      () => toApiReference(schemaDocument(allOfChain(40)), { id: 'x', samples: false }),
    ],
    ['model: 400 schemas of 5,461 nodes', 5_000, () => toApiReference(manySchemas(), { id: 'x', samples: false })],
    [
      'model + samples: 30^6 sample values',
      5_000,
      () => toApiReference(schemaDocument(fanOut(8, 30)), { id: 'x', samples: true }),
    ],
    ['fetch: template URL of 4,000 blanks', 2_000, () => extractFetch(blanks)],
  ];
  const rows = [['input', 'runs', 'median', 'max', 'was (test bound)']];
  for (const [name, bound, work] of cases) {
    const times = await time(runs, work);
    rows.push([name, String(runs), ms(median(times)), ms(Math.max(...times)), ms(bound)]);
  }

  // The fuzz inputs, the same generators with a fixed seed: the slowest single input counts.
  const texts = fc.sample(hostileText, { seed: 42, numRuns: 300 });
  const keys = Object.keys(rawConfig);
  const configs = fc.sample(fc.tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 6 })), {
    seed: 42,
    numRuns: 300,
  });
  const docs = fc.sample(openApiDocument, { seed: 42, numRuns: 60 });
  const fuzz: Array<[string, number, () => Promise<number[]>]> = [
    [
      'fuzz: frontmatter',
      2_000,
      () =>
        eachInput(texts, (t) => parseEntry(`---\n${t}\n---\n# Body\n`, 'content/docs/fuzz.mdx', DocFrontmatterSchema)),
    ],
    [
      'fuzz: site configuration',
      2_000,
      () =>
        eachInput(configs, ([key, value]) =>
          parseSiteConfig({ ...rawConfig, [key]: value }, 'content/site.config.json'),
        ),
    ],
    [
      'fuzz: OpenAPI text',
      2_000,
      () => eachInput(texts, (t) => parseDocumentText(`openapi: 3.1.0\n${t}`, 'openapi/fuzz.yaml')),
    ],
    [
      'fuzz: OpenAPI load, both modes',
      10_000,
      () =>
        eachInput(docs, (doc, i) =>
          loadOpenApiDocument(write(`fuzz-${i}.json`, doc), i % 2 ? 'lenient' : 'strict', root),
        ),
    ],
    [
      'fuzz: curl, http, fetch, shell blocks',
      2_000,
      () =>
        eachInput(texts, (t) => {
          for (const parse of [extractCurl, extractHttp, extractFetch, parseShell]) parse(t);
        }),
    ],
  ];
  const fuzzRows = [['fuzz inputs (seed 42)', 'inputs', 'median', 'slowest', 'was (test bound)']];
  for (const [name, bound, work] of fuzz) {
    const times = await work();
    fuzzRows.push([name, String(times.length), ms(median(times)), ms(Math.max(...times)), ms(bound)]);
  }
  fs.rmSync(root, { recursive: true, force: true });
  printTable(rows);
  console.log('');
  printTable(fuzzRows);
  console.log(`\n${calibrationNote(host)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
