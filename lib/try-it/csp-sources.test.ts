import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../content/site.config.json' with { type: 'json' };
import { MAX_DOCUMENT_BYTES } from '../openapi/document-limits';
import { readTryItConnectSources, serverOrigins, tryItConnectSources } from './csp-sources';

describe('Try it connect-src sources', () => {
  it('takes the origin of each server, expanding host variables, and skips relative or templated ones', () => {
    expect(
      serverOrigins([
        { url: 'https://api.acme.com/v1' },
        { url: '/relative' },
        { url: 'https://{region}.acme.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
        { url: 'https://{tenant}.x.com', variables: {} },
        { url: 'ftp://files.acme.com' },
      ]),
    ).toEqual(['https://api.acme.com', 'https://eu.acme.com', 'https://us.acme.com']);
    expect(serverOrigins(undefined)).toEqual([]);
    expect(serverOrigins([{ url: 'https://{v}.a.com', variables: { v: { default: 'd' } } }])).toEqual([
      'https://d.a.com',
    ]);
  });

  it('collapses host variables with many values into one wildcard source, and never a whole TLD', () => {
    const values = (n: number) => ({ default: 'v0', enum: Array.from({ length: n }, (_, i) => `v${i}`) });
    // 20 × 20 × 20 = 8,000 hosts from a few lines of YAML.
    const many = { a: values(20), b: values(20), c: values(20), port: { default: '443', enum: ['443', '8443'] } };
    expect(serverOrigins([{ url: 'https://{a}.{b}.{c}.api.acme.com/v1', variables: many }])).toEqual([
      'https://*.api.acme.com',
    ]);
    expect(serverOrigins([{ url: 'https://{a}.acme.com:{port}', variables: many }])).toEqual(['https://*.acme.com:*']);
    expect(serverOrigins([{ url: 'https://api.{a}.com', variables: many }])).toEqual([]);
    expect(serverOrigins([{ url: 'https://{a}', variables: many }])).toEqual([]);
    expect(serverOrigins([{ url: '{scheme}://api.acme.com', variables: { scheme: values(20) } }])).toEqual([]);
  });

  it('refuses a policy over its budget, naming the document', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-budget-'));
    const servers = Array.from({ length: 300 }, (_, i) => `  - url: https://tenant-${i}.example-${i}.com`).join('\n');
    fs.writeFileSync(path.join(root, 'big.yaml'), `openapi: 3.1.0\nservers:\n${servers}\n`);
    fs.writeFileSync(path.join(root, 'small.yaml'), 'openapi: 3.1.0\nservers:\n  - url: https://a.com\n');
    expect(() => readTryItConnectSources({ apis: [{ file: 'small.yaml' }, { file: 'big.yaml' }] }, root)).toThrow(
      /^big\.yaml: its servers and allowed origins add \d+ bytes/,
    );
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('joins servers and configured origins without repeats', () => {
    expect(
      tryItConnectSources([
        { servers: [{ url: 'https://b.com' }], allowedOrigins: ['http://localhost:*'] },
        { servers: [{ url: 'https://b.com/x' }], allowedOrigins: ['http://localhost:*'] },
      ]),
    ).toEqual(['http://localhost:*', 'https://b.com']);
  });

  it("reads the portal's documents: exactly their two server origins, plus loopback only in development", () => {
    expect(readTryItConnectSources(siteConfig)).toEqual(['https://api.acme.com', 'https://profiles.acme.com']);
    expect(readTryItConnectSources(siteConfig, process.cwd(), { development: true })).toEqual([
      'http://127.0.0.1:*',
      'http://localhost:*',
      'https://api.acme.com',
      'https://profiles.acme.com',
    ]);
  });

  it('reads JSON documents and skips a missing one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ servers: [{ url: 'https://json.example' }] }));
    expect(
      readTryItConnectSources(
        { apis: [{ file: 'a.json' }, { file: 'missing.yaml', tryIt: { allowedOrigins: ['https://s.example'] } }] },
        dir,
      ),
    ).toEqual(['https://json.example', 'https://s.example']);
    expect(readTryItConnectSources({})).toEqual([]);
  });

  it('does not parse a document over the size limit (the content check refuses it)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    const file = path.join(dir, 'huge.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ servers: [{ url: 'https://huge.example' }], x: 'x'.repeat(MAX_DOCUMENT_BYTES) }),
    );
    expect(readTryItConnectSources({ apis: [{ file: 'huge.json' }] }, dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
