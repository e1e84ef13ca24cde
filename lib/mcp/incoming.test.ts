import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../openapi/load';
import { docsData } from './data';
import { createDocsMcpServer } from './server';
import { workerBackend } from './worker-backend';

const fixtures = path.join(import.meta.dirname, '../openapi/__fixtures__');
const FILES = { webhooks: 'oai-webhook-example.yaml', callbacks: 'oai-callback-example.yaml' } as const;
const LLMS = '# Docs\n\n- [Webhooks](https://docs.acme.com/api/webhooks.md)\n';
let client: Client;

beforeAll(async () => {
  const apis = await Promise.all(
    Object.entries(FILES).map(async ([id, file]) => ({
      id,
      loaded: await loadOpenApiDocument(file, 'strict', fixtures),
    })),
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsMcpServer(docsData({ llmsTxt: LLMS, pages: new Map(), records: [], apis })).connect(serverSide);
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
});

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const json = (result: CallToolResult) =>
  JSON.parse(result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n'));

describe('the MCP tools on webhooks and callbacks', () => {
  it('list them with their kind, beside the operations', async () => {
    const { operations } = json(await call('list_operations', {}));
    expect(
      operations.map((o: { api: string; operationId: string; kind?: string }) => [o.api, o.operationId, o.kind]),
    ).toEqual([
      ['webhooks', 'post-newPet', 'webhook'],
      ['callbacks', 'post--streams', undefined],
      ['callbacks', 'post--streams-onData-post', 'callback'],
    ]);
  });

  it('describe a webhook: its payload schema and sample, and the responses to send', async () => {
    const hook = json(await call('get_operation', { api: 'webhooks', operationId: 'post-newPet' }));
    expect(hook).toMatchObject({ kind: 'webhook', webhook: 'newPet', method: 'POST' });
    expect(JSON.parse(hook.payloadSample.text)).toEqual({ id: 0, name: 'string', tag: 'string' });
    expect(hook.payloadSample).toMatchObject({ mediaType: 'application/json', generated: true });
    // The payload schema: the body's, Pet expanded in place.
    expect(JSON.stringify(hook.requestBody)).toContain('"name":"tag"');
    expect(hook.responses.map((r: { status: string }) => r.status)).toEqual(['200']);
  });

  it('describe a callback and the operation that registers it', async () => {
    const onData = json(await call('get_operation', { api: 'callbacks', operationId: 'post--streams-onData-post' }));
    expect(onData).toMatchObject({
      kind: 'callback',
      callback: { name: 'onData', url: '{$request.query.callbackUrl}/data', registeredBy: 'post--streams' },
      url: 'https://docs.acme.com/api/callbacks#post--streams-onData-post',
    });
    expect(onData.payloadSample.text).toContain('"userData": "string"');
    const subscribe = json(await call('get_operation', { api: 'callbacks', operationId: 'post--streams' }));
    expect(subscribe.callbacks).toEqual([{ name: 'onData', operationId: 'post--streams-onData-post' }]);
    expect(subscribe.kind).toBeUndefined();
  });
});

describe('in the worker thread, from a build’s downloads', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-incoming-'));
    fs.mkdirSync(path.join(root, 'out/api'), { recursive: true });
    fs.writeFileSync(path.join(root, 'out/llms.txt'), LLMS);
    fs.writeFileSync(path.join(root, 'out/search-records.json'), JSON.stringify({ records: [] }));
    const doc = yaml.load(fs.readFileSync(path.join(fixtures, FILES.callbacks), 'utf8'));
    fs.writeFileSync(path.join(root, 'out/api/callbacks.json'), JSON.stringify(doc));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('answers get_operation for a callback', async () => {
    const backend = workerBackend({ root, from: 'out' });
    try {
      await backend.ready;
      const body = new TextEncoder().encode(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'get_operation', arguments: { api: 'callbacks', operationId: 'post--streams-onData-post' } },
        }),
      );
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      const answer = await backend.answer({ body, headers });
      const result = JSON.parse(new TextDecoder().decode(answer.body)).result as CallToolResult;
      expect(json(result)).toMatchObject({ kind: 'callback', payloadSample: { generated: true } });
    } finally {
      await backend.close();
    }
  }, 30_000);
});
