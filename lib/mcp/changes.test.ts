import fs from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../openapi/load';
import { type DocsData, docsData } from './data';
import { createDocsMcpServer } from './server';

const FIXTURES = 'lib/openapi/__fixtures__/changes';
const raw = (name: string) => yaml.load(fs.readFileSync(`${FIXTURES}/${name}.yaml`, 'utf8')) as Record<string, unknown>;

/** Docs data with one API, "pets", today as `current`, and the copies versions pinned. */
async function data(current: string, pinned: Record<string, string>): Promise<DocsData> {
  return docsData({
    llmsTxt: '# Docs\n\n- [Pets](https://docs.example.com/api/pets.md)\n',
    pages: new Map(),
    records: [],
    apis: [{ id: 'pets', loaded: await loadOpenApiDocument(`${FIXTURES}/${current}.yaml`, 'strict') }],
    pinned: Object.entries(pinned).map(([version, name]) => ({ id: 'pets', version, raw: raw(name) })),
  });
}

async function connect(docs: DocsData) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsMcpServer(docs).connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

const call = async (client: Client, args: Record<string, unknown>) =>
  (await client.callTool({ name: 'api_changes', arguments: args })) as CallToolResult;
const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe('api_changes', { timeout: 30_000 }, () => {
  it('answers what changed since a version, classified, with the report and the changelog', async () => {
    const client = await connect(await data('response-field-removed', { '1.0': 'base', '2.0': 'base' }));
    const result = await call(client, { api: 'pets', since: '1.0' });
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as Record<string, unknown>;
    expect(answer).toMatchObject({
      api: 'pets',
      since: '1.0',
      breaking: 2,
      changelog: 'https://docs.example.com/api/pets/changelog',
    });
    expect(answer.changes).toContainEqual({
      operation: 'GET /pets (listPets)',
      kind: 'parameter',
      action: 'added',
      breaking: false,
      rule: 'optional-parameter-added',
      why: 'A new optional parameter can be left out.',
      summary: 'query parameter `limit` added (optional)',
    });
    expect(String(answer.report)).toContain('## Pets: changes from 1.0 to current');
    // Without `since`: the newest version that pinned it.
    expect((await call(client, { api: 'pets' })).structuredContent).toMatchObject({ since: '2.0' });
  });

  it('refuses an unknown API or version, naming what there is', async () => {
    const client = await connect(await data('base', { '3.2': 'base' }));
    const api = await call(client, { api: 'petz' });
    expect(api.isError).toBe(true);
    expect(text(api)).toBe('no versions pin the api "petz": expected one of pets (closest: pets)');
    const version = await call(client, { api: 'pets', since: '3.1' });
    expect(text(version)).toBe('the pets API has no version "3.1": expected one of 3.2 (closest: 3.2)');
  });

  it('is not offered when no version pinned an API (the shipped site)', async () => {
    const client = await connect(await data('base', {}));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).not.toContain('api_changes');
  });
});
