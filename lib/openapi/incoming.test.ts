import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitPageAnchors } from './anchors';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { operationPages, pageSlice, planPages, referenceLayout } from './pages';
import { operationSearchRecords } from './search';
import { apiReferenceToMarkdown } from './to-markdown';
import type { ApiReference, OperationView } from './types';

const root = path.join(import.meta.dirname, '__fixtures__');
const SITE = 'https://docs.acme.com';

async function fixture(file: string, id: string, samples = true) {
  const loaded = await loadOpenApiDocument(file, 'strict', root);
  return toApiReference(loaded.dereferenced, { id, warnings: loaded.warnings, raw: loaded.raw, samples });
}
const operations = (model: ApiReference) => model.tags.flatMap((t) => t.operations);
const find = (model: ApiReference, id: string) => operations(model).find((o) => o.id === id) as OperationView;

const webhooks = await fixture('oai-webhook-example.yaml', 'webhooks');
const callbacks = await fixture('oai-callback-example.yaml', 'callbacks');

describe('webhooks in the model', () => {
  it('is an operation received by the reader: in the Webhooks group, no request samples, a payload sample', () => {
    expect(webhooks.warnings).toEqual([]);
    expect(webhooks.tags.map((t) => [t.name, t.operations.map((o) => o.id)])).toEqual([['Webhooks', ['post-newPet']]]);
    const hook = find(webhooks, 'post-newPet');
    expect(hook).toMatchObject({ method: 'post', path: 'newPet', webhook: true, pointer: '/webhooks/newPet/post' });
    expect(hook.callback).toBeUndefined();
    expect(hook.samples).toEqual([]);
    // Generated from the Pet schema: every property, with the sampler's values.
    expect(hook.payload).toMatchObject({ label: 'application/json', language: 'json', generated: true });
    expect(JSON.parse(hook.payload!.code)).toEqual({ id: 0, name: 'string', tag: 'string' });
    expect(hook.responses.map((r) => [r.status, r.description])).toEqual([
      ['200', 'Return a 200 status to indicate that the data was received successfully'],
    ]);
    expect(hook.requestBody?.contents[0].schema).toMatchObject({ kind: 'shape', type: 'object' });
  });

  it('takes the example as given, and does not inherit the security of the calls', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      security: [{ key: [] }],
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
      webhooks: {
        'order.paid': {
          post: {
            summary: 'Order paid',
            tags: ['Orders'],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { id: { type: 'string' }, secret: { type: 'string', writeOnly: true } },
                  },
                  examples: { paid: { value: { id: 'ord_1' } } },
                },
              },
            },
            responses: { '2XX': { description: 'Received.' } },
          },
        },
        'order.sent': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { id: { type: 'string' }, secret: { type: 'string', writeOnly: true } },
                  },
                },
              },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    };
    const model = toApiReference(doc, { id: 't' });
    const paid = find(model, 'post-order.paid');
    expect(paid).toMatchObject({ tags: ['Orders'], security: [], summary: 'Order paid' });
    expect(paid.payload).toMatchObject({ generated: false, code: '{\n  "id": "ord_1"\n}' });
    // A generated payload is what the API sends: write-only properties are left out.
    expect(JSON.parse(find(model, 'post-order.sent').payload!.code)).toEqual({ id: 'string' });
  });

  it('bounds a generated payload as request samples are, with a warning at the payload schema', () => {
    // 30 shared properties a level, 8 levels: 30^6 values at the sampler's depth, unbounded.
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 8; i++) {
      const next = schema;
      schema = {
        type: 'object',
        properties: Object.fromEntries(Array.from({ length: 30 }, (_, p) => [`p${p}`, next])),
      };
    }
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      webhooks: { big: { post: { requestBody: { content: { 'application/json': { schema } } } } } },
    };
    const started = performance.now();
    const model = toApiReference(doc, { id: 't', samples: false });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(find(model, 'post-big').payload!.code.length).toBeLessThan(1_000_000);
    expect(model.warnings).toContainEqual({
      pointer: '/webhooks/big/post/requestBody/content/application~1json/schema',
      message: expect.stringContaining('the payload sample of this schema would take more than 10,000 schemas'),
    });
  });

  it('makes the payload even for a model without request samples (the MCP server and the build checks)', async () => {
    const quick = await fixture('oai-webhook-example.yaml', 'webhooks', false);
    expect(find(quick, 'post-newPet').payload?.code).toContain('"name": "string"');
  });
});

describe('callbacks in the model', () => {
  it('follows the operation that registers it, in its tag, linked both ways, with its own pointer', () => {
    expect(callbacks.warnings).toEqual([]);
    expect(callbacks.tags.map((t) => [t.name, t.operations.map((o) => o.id)])).toEqual([
      ['Streams', ['post--streams', 'post--streams-onData-post']],
    ]);
    const subscribe = find(callbacks, 'post--streams');
    expect(subscribe).toMatchObject({
      webhook: false,
      callbacks: [{ name: 'onData', id: 'post--streams-onData-post' }],
    });
    expect(subscribe.samples.map((s) => s.label)).toContain('curl');
    const onData = find(callbacks, 'post--streams-onData-post');
    expect(onData).toMatchObject({
      method: 'post',
      path: '{$request.query.callbackUrl}/data',
      webhook: true,
      summary: 'onData callback',
      tags: ['Streams'],
      pointer: '/paths/~1streams/post/callbacks/onData/{$request.query.callbackUrl}~1data/post',
      callback: {
        name: 'onData',
        expression: '{$request.query.callbackUrl}/data',
        operationId: 'post--streams',
        operation: 'POST /streams',
      },
      samples: [],
    });
    expect(JSON.parse(onData.payload!.code)).toEqual({ timestamp: expect.any(String), userData: 'string' });
    expect(onData.responses.map((r) => r.status)).toEqual(['202', '204']);
  });

  it('reads callbacks given by $ref, keeps their own operationId, tags and summary, and names their pointer', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/subscriptions': {
          post: {
            operationId: 'subscribe',
            tags: ['Subscriptions'],
            responses: { '201': { description: 'Created.' } },
            callbacks: { events: { $ref: '#/components/callbacks/Events' } },
          },
        },
      },
      components: {
        callbacks: {
          Events: {
            '{$request.body#/url}': {
              post: {
                operationId: 'receiveEvent',
                summary: 'Event delivered',
                tags: ['Events'],
                requestBody: { content: { 'application/json': { example: { type: 'ping' } } } },
                responses: { '200': { description: 'Acknowledged.' } },
              },
              put: { responses: { '200': { description: 'OK' } } },
            },
          },
        },
      },
    };
    const loaded = { raw: structuredClone(doc), dereferenced: structuredClone(doc) as Record<string, unknown> };
    // As swagger-parser dereferences it: the $ref replaced by its target.
    const paths = loaded.dereferenced.paths as Record<string, Record<string, Record<string, unknown>>>;
    paths['/subscriptions'].post.callbacks = { events: doc.components.callbacks.Events };
    const model = toApiReference(loaded.dereferenced, { id: 't', raw: loaded.raw });
    expect(model.tags.map((t) => [t.name, t.operations.map((o) => o.id)])).toEqual([
      ['Subscriptions', ['subscribe', 'subscribe-events-put']],
      ['Events', ['receiveEvent']],
    ]);
    expect(find(model, 'receiveEvent')).toMatchObject({
      summary: 'Event delivered',
      pointer: '/components/callbacks/Events/{$request.body#~1url}/post',
      callback: { name: 'events', operationId: 'subscribe', operation: 'POST /subscriptions' },
      payload: { code: '{\n  "type": "ping"\n}', generated: false },
    });
    // In the order of the methods, as operations are.
    expect(find(model, 'subscribe').callbacks).toEqual([
      { name: 'events', id: 'subscribe-events-put' },
      { name: 'events', id: 'receiveEvent' },
    ]);
  });
});

describe('Markdown copies', () => {
  it('give the webhook its payload schema, payload sample and the responses to send', () => {
    const md = apiReferenceToMarkdown(webhooks, { siteUrl: SITE });
    expect(md).toContain('`POST webhook newPet`');
    expect(md).toContain('Sent by the API to the URL you registered for `newPet`: your server receives it.');
    expect(md).toContain('**Payload** (optional): Information about a new pet in the system');
    expect(md).toContain('Schema: `Pet` (see Schemas).');
    expect(md).toMatch(/\*\*Payload sample \(generated from the schema\)\*\*\n\n```json\n\{\n {2}"id": 0,/);
    expect(md).toContain('**Responses your server should send**');
    expect(md).toContain('| `200` | Return a 200 status');
    // A webhook that names no security says nothing of it (the document's default is for its calls).
    expect(md).not.toContain('Authentication: none');
  });

  it('give the callback its place, its operation and back', () => {
    const md = apiReferenceToMarkdown(callbacks, { siteUrl: SITE });
    expect(md).toContain('### onData callback');
    expect(md).toContain('`POST callback {$request.query.callbackUrl}/data`');
    expect(md).toContain(
      'Sent by the API to `{$request.query.callbackUrl}/data` after [POST /streams](https://docs.acme.com/api/callbacks#post--streams): your server receives this request.',
    );
    expect(md).toContain('Callbacks: [onData](https://docs.acme.com/api/callbacks#post--streams-onData-post).');
    expect(md).toContain('"userData": "string"');
    expect(md).toMatch(
      /`202` \| Your server implementation should return this HTTP status code if the data was received successfully/,
    );
  });
});

describe('search records', () => {
  it('lead to the webhook and the callback, with their titles', () => {
    expect(operationSearchRecords(webhooks)).toEqual([
      expect.objectContaining({
        operationId: 'post-newPet',
        title: 'POST newPet',
        tag: 'Webhooks',
        url: '/api/webhooks#post-newPet',
      }),
    ]);
    expect(operationSearchRecords(callbacks).map((r) => [r.title, r.url])).toEqual([
      ['POST /streams', '/api/callbacks#post--streams'],
      ['onData callback', '/api/callbacks#post--streams-onData-post'],
    ]);
  });
});

describe('split references', () => {
  /** Both fixtures in one document, with one more tag, split with a threshold of one operation. */
  function combined(): ApiReference {
    const model = { ...callbacks, tags: [...callbacks.tags, ...webhooks.tags], schemas: webhooks.schemas };
    return model;
  }

  it('put a callback on its operation’s page and webhooks on their own, with anchors, copies and search URLs', () => {
    const model = combined();
    const pages = planPages(model, 1);
    expect(pages.map((p) => [p.slug, p.tags])).toEqual([
      ['', []],
      ['streams', ['Streams']],
      ['webhooks', ['Webhooks']],
      ['schemas', []],
    ]);
    const layout = referenceLayout(model, pages);
    const where = operationPages(model, pages);
    expect(where['post--streams-onData-post']).toBe('/api/callbacks/streams');
    expect(where['post-newPet']).toBe('/api/callbacks/webhooks');
    expect(splitPageAnchors(model, pages[1])).toContain('post--streams-onData-post');
    expect(splitPageAnchors(model, pages[2])).toContain('post-newPet');
    const slice = pageSlice(model, pages[2]);
    const md = apiReferenceToMarkdown(slice, { siteUrl: SITE, href: '/api/callbacks/webhooks', operationPages: where });
    expect(md).toContain('**Payload sample (generated from the schema)**');
    expect(md).toContain('Reference: <https://docs.acme.com/api/callbacks/webhooks#post-newPet>');
    expect(
      operationSearchRecords(model, (id) => layout.operationHref[id] ?? '/api/callbacks').map((r) => r.url),
    ).toEqual([
      '/api/callbacks/streams#post--streams',
      '/api/callbacks/streams#post--streams-onData-post',
      '/api/callbacks/webhooks#post-newPet',
    ]);
  });
});
