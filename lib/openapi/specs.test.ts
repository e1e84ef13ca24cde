import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config/site';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';

const apiSpecs = siteConfig.apis;

import { SPEC_CALLS as CALLS } from './__fixtures__/spec-calls';
import type { OperationView, ShapeNode } from './types';

const models = Object.fromEntries(
  await Promise.all(
    apiSpecs.map(async (spec) => {
      const loaded = await loadOpenApiDocument(spec.file, 'strict');
      return [spec.id, toApiReference(loaded.dereferenced, { id: spec.id, samples: false })] as const;
    }),
  ),
);
const ops = (id: string) => models[id].tags.flatMap((t) => t.operations);
const find = (id: string, call: string) =>
  ops(id).find((o) => `${o.method.toUpperCase()} ${o.path}` === call) as OperationView;
const param = (op: OperationView, name: string) => op.parameters.find((p) => p.name === name)!;
const schema = (op: OperationView, name: string) => param(op, name).schema as ShapeNode;

const EVERY_CALL = 'has every call of the specification, each with an operationId, summary and example responses';

describe('the portal OpenAPI documents', () => {
  for (const spec of apiSpecs) {
    it(`${spec.file} ${EVERY_CALL}`, () => {
      expect(
        ops(spec.id)
          .map((o) => `${o.method.toUpperCase()} ${o.path}`)
          .sort(),
      ).toEqual([...CALLS[spec.id]].sort());
      for (const op of ops(spec.id)) {
        expect(op.operationId, `${op.method} ${op.path}`).toBeTruthy();
        expect(op.summary, `${op.method} ${op.path}`).toBeTruthy();
        expect(op.security.length, `${op.method} ${op.path} security`).toBeGreaterThan(0);
        for (const r of op.responses)
          for (const m of r.contents) expect(m.examples.length, `${op.id} ${r.status} example`).toBeGreaterThan(0);
        for (const m of op.requestBody?.contents ?? [])
          expect(m.examples.length, `${op.id} request example`).toBeGreaterThan(0);
      }
    });
  }

  it('content: legacy endpoints are deprecated and the collection parameters carry their constraints', () => {
    expect(find('content', 'GET /v1/ugc/{ugc_id}/').deprecated).toBe(true);
    const collection = find('content', 'GET /v1/ugc/collections/{collection_id}/');
    expect(collection.deprecated).toBe(true);
    expect(schema(collection, 'page_size')).toMatchObject({ default: 8 });
    expect(schema(collection, 'page_size').constraints).toContainEqual({ rule: 'maximum', value: 100 });
    expect(schema(collection, 'page')).toMatchObject({ default: 1 });
    expect(schema(collection, 'order')).toMatchObject({ enum: ['random_sort', 'date_asc'], default: 'random_sort' });
    expect(schema(collection, 'social_platform').enum).toEqual([
      'twitter',
      'vinetweet',
      'instagram',
      'facebook',
      'tumblr',
      'direct',
    ]);
    expect(schema(find('content', 'GET /v2/content/filters/{filter_uuid}'), 'page_size')).toMatchObject({
      default: 50,
    });
    expect(schema(find('content', 'GET /v2/content/filters'), 'page_size').constraints).toContainEqual({
      rule: 'maximum',
      value: 100,
    });
    expect(param(find('content', 'GET /v2/content/items'), 'q').required).toBe(true);
    expect(find('content', 'POST /v2/content/').responses.map((r) => r.status)).toEqual(
      expect.arrayContaining(['201', '400', '422', '429', '503']),
    );
  });

  it('content: every call takes the access_token query parameter', () => {
    const schemes = models.content.securitySchemes;
    expect(schemes.every((s) => s.summary === 'API key in the query parameter access_token')).toBe(true);
  });

  it('profiles: token rules follow the specification', () => {
    const schemesOf = (call: string) => find('profiles', call).security.flatMap((alt) => alt.map((r) => r.scheme));
    expect(schemesOf('PUT /profiles/upsert').every((s) => s.startsWith('public'))).toBe(true);
    expect(schemesOf('GET /segments').every((s) => s.startsWith('private'))).toBe(true);
    expect(schemesOf('PUT /profiles/identity-verification/exchange')).toEqual(
      expect.arrayContaining(['publicTokenHeader']),
    );
    expect(param(find('profiles', 'GET /profiles/{profile_id}'), 'relevant').schema).toMatchObject({
      default: 1,
      enum: [0, 1],
    });
    expect(models.profiles.servers[0].url).toBe('https://profiles.acme.com/api/v1/consumer');
  });
});
