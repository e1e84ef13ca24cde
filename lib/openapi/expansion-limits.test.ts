/**
 * Hostile documents that are small as written but expand without bound once their shared parts
 * are copied into every place that uses them: each must model fast, with a warning at its pointer.
 * The objects are built as the dereferenced document is (shared, not named components).
 */
import { describe, expect, it } from 'vitest';
import type { Obj } from './document';
import { toApiReference } from './model';
import { MAX_SAMPLE_NODES } from './samples';
import { MAX_SCHEMA_VIEW_NODES, MAX_SCHEMA_VIEWS_NODES } from './schema-view';
import type { SchemaNode } from './types';

/** `levels` shared levels, each an object whose `fanOut` properties are all the next level. */
function fanOut(levels: number, fanOut: number): Obj {
  let level: Obj = { type: 'string' };
  for (let i = 0; i < levels; i++) {
    const next = level;
    level = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: fanOut }, (_, p) => [`p${p}`, next])),
    };
  }
  return level;
}

/** `levels` shared levels of `allOf: [next, next]`: 2^levels parts when merged as a tree. */
function allOfChain(levels: number): Obj {
  let level: Obj = { type: 'object', properties: { leaf: { type: 'string' } } };
  for (let i = 0; i < levels; i++) level = { allOf: [level, level], properties: { [`p${i}`]: { type: 'string' } } };
  return level;
}

const document = (schema: Obj, extra: Obj = {}): Obj => ({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/things': {
      post: {
        operationId: 'createThing',
        requestBody: { content: { 'application/json': { schema } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
      },
    },
  },
  ...extra,
});

const nodes = (node: SchemaNode | undefined): number => {
  if (!node || node.kind === 'circular') return 0;
  if (node.kind !== 'shape') return 1;
  return (
    1 +
    (node.properties ?? []).reduce((n, p) => n + nodes(p.node), 0) +
    nodes(node.items) +
    (typeof node.additionalProperties === 'object' ? nodes(node.additionalProperties) : 0) +
    (node.variants?.options ?? []).reduce((n, o) => n + nodes(o.node), 0)
  );
};

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

describe('schema views', () => {
  it(`stop at ${MAX_SCHEMA_VIEW_NODES} nodes each, with a warning at the schema's pointer`, () => {
    // 12 levels of 8 properties: 8^12 (69 billion) nodes as a tree; 12 objects as written.
    const { value: model, ms } = timed(() => toApiReference(document(fanOut(12, 8)), { id: 'x', samples: false }));
    expect(ms).toBeLessThan(2_000);
    const op = model.tags[0].operations[0];
    expect(nodes(op.requestBody?.contents[0].schema)).toBeLessThanOrEqual(MAX_SCHEMA_VIEW_NODES + 1);
    expect(model.warnings).toContainEqual({
      pointer: '/paths/~1things/post/requestBody/content/application~1json/schema',
      message: expect.stringContaining(`more than ${MAX_SCHEMA_VIEW_NODES.toLocaleString('en')} schemas`),
    });
    expect(model.warnings.map((w) => w.pointer)).toContain(
      '/paths/~1things/post/responses/200/content/application~1json/schema',
    );
    expect(() => JSON.stringify(model)).not.toThrow();
  });

  it('merge allOf parts within the same bound (a chain of shared allOf parts)', () => {
    const { value: model, ms } = timed(() => toApiReference(document(allOfChain(40)), { id: 'x', samples: false }));
    expect(ms).toBeLessThan(2_000);
    expect(model.warnings.map((w) => w.pointer)).toContain(
      '/paths/~1things/post/requestBody/content/application~1json/schema',
    );
  });

  it(`stop at ${MAX_SCHEMA_VIEWS_NODES} nodes for the whole document, with one warning`, () => {
    // 400 named schemas of 5,461 nodes each: each view within its bound, 2.2 million in all.
    const schemas = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`S${i}`, fanOut(6, 4)]));
    const { value: model, ms } = timed(() =>
      toApiReference(document({ type: 'string' }, { components: { schemas } }), { id: 'x', samples: false }),
    );
    expect(ms).toBeLessThan(5_000);
    expect(model.schemas.reduce((n, s) => n + nodes(s.node), 0)).toBeLessThanOrEqual(MAX_SCHEMA_VIEWS_NODES + 400);
    expect(model.warnings.filter((w) => w.message.includes('the document'))).toHaveLength(1);
  });
});

describe('request samples', () => {
  it(`are generated from at most about ${MAX_SAMPLE_NODES} schemas each, shallower when needed, with a warning`, () => {
    // openapi-sampler goes 6 levels deep: 30^6 (729 million) values for this body.
    const doc = document(fanOut(8, 30));
    const { value: model, ms } = timed(() => toApiReference(doc, { id: 'x', samples: true }));
    expect(ms).toBeLessThan(5_000);
    const samples = model.tags[0].operations[0].samples;
    expect(samples.map((s) => s.label)).toEqual([
      'curl',
      'JavaScript',
      'Python',
      'Go',
      'Node.js',
      'PHP',
      'Ruby',
      'Java',
      'C#',
    ]);
    for (const sample of samples) expect(sample.code.length).toBeLessThan(1_000_000);
    expect(model.warnings).toContainEqual({
      pointer: '/paths/~1things/post/requestBody/content/application~1json/schema',
      message: expect.stringContaining('the request sample'),
    });
  });

  it('gets the same warning when the model is made without samples (the build checks that model)', () => {
    const model = toApiReference(document(fanOut(8, 30)), { id: 'x', samples: false });
    expect(model.warnings.map((w) => w.message)).toContainEqual(expect.stringContaining('the request sample'));
  });
});
