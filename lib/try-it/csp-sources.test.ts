import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../content/site.config.json' with { type: 'json' };
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

  it('joins servers and configured origins without repeats', () => {
    expect(
      tryItConnectSources([
        { servers: [{ url: 'https://b.com' }], allowedOrigins: ['http://localhost:*'] },
        { servers: [{ url: 'https://b.com/x' }], allowedOrigins: ['http://localhost:*'] },
      ]),
    ).toEqual(['http://localhost:*', 'https://b.com']);
  });

  it("reads the portal's documents: exactly their two server origins plus localhost", () => {
    expect(readTryItConnectSources(siteConfig)).toEqual([
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
});
