/**
 * Hostile documents that are small as written but expand without bound once their shared parts
 * are copied into every place that uses them: each is cut at its bound, with a warning at its
 * pointer. The objects are built as the dereferenced document is (shared, not named components).
 * Their times are in `npm run bench:hostile`.
 */
import { describe, expect, it } from 'vitest';
import {
  allOfChain,
  schemaDocument as document,
  fanOut,
  manySchemas,
  viewNodes as nodes,
} from './__fixtures__/hostile';
import { toApiReference } from './model';
import { MAX_SAMPLE_NODES } from './samples';
import { buildSchemaNode, MAX_SCHEMA_VIEW_NODES, MAX_SCHEMA_VIEWS_NODES, type SchemaContext } from './schema-view';

/** The nodes a view of `schema` converted, allOf merges included: what its budget counted. */
function converted(schema: unknown): { spent: number; warnings: SchemaContext['warnings'] } {
  const ctx: SchemaContext = { names: new Map(), warnings: [] };
  buildSchemaNode(schema, ctx);
  return { spent: MAX_SCHEMA_VIEWS_NODES - ctx.document!.left, warnings: ctx.warnings };
}

describe('schema views', () => {
  it(`count what they convert against the bound, cut one just past it`, () => {
    // Finite as a tree (37,449 nodes; 32,767 allOf parts), so a missing bound fails here, not hangs.
    for (const schema of [fanOut(5, 8), allOfChain(15)]) {
      const { spent, warnings } = converted(schema);
      expect(spent).toBeGreaterThan(MAX_SCHEMA_VIEW_NODES);
      expect(spent).toBeLessThan(MAX_SCHEMA_VIEW_NODES + 100);
      expect(warnings).toHaveLength(1);
    }
    expect(converted(fanOut(4, 8)).spent).toBe(4_681);
  });

  it(`stop at ${MAX_SCHEMA_VIEW_NODES} nodes each, with a warning at the schema's pointer`, () => {
    // 12 levels of 8 properties: 8^12 (69 billion) nodes as a tree; 12 objects as written.
    const { spent } = converted(fanOut(12, 8));
    expect(spent).toBeGreaterThan(MAX_SCHEMA_VIEW_NODES);
    expect(spent).toBeLessThan(MAX_SCHEMA_VIEW_NODES + 100);
    const model = toApiReference(document(fanOut(12, 8)), { id: 'x', samples: false });
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
    // 2^40 parts as a tree: the merge stops at the view's bound (plus one refused part per level unwound).
    const { spent, warnings } = converted(allOfChain(40));
    expect(spent).toBeGreaterThan(MAX_SCHEMA_VIEW_NODES);
    expect(spent).toBeLessThan(MAX_SCHEMA_VIEW_NODES + 100);
    expect(warnings).toHaveLength(1);
    const model = toApiReference(document(allOfChain(40)), { id: 'x', samples: false });
    expect(model.warnings.map((w) => w.pointer)).toContain(
      '/paths/~1things/post/requestBody/content/application~1json/schema',
    );
  });

  it(`stop at ${MAX_SCHEMA_VIEWS_NODES} nodes for the whole document, with one warning`, () => {
    // 400 named schemas of 5,461 nodes each: each view within its bound, 2.2 million in all.
    const model = toApiReference(manySchemas(), { id: 'x', samples: false });
    expect(model.schemas.reduce((n, s) => n + nodes(s.node), 0)).toBeLessThanOrEqual(MAX_SCHEMA_VIEWS_NODES + 400);
    expect(model.warnings.filter((w) => w.message.includes('the document'))).toHaveLength(1);
  });
});

describe('request samples', () => {
  it(`are generated from at most about ${MAX_SAMPLE_NODES} schemas each, shallower when needed, with a warning`, () => {
    // openapi-sampler goes 6 levels deep: 30^3 values for the first body (finite, so a missing
    // bound fails here rather than hangs), 30^6 (729 million) for the second.
    for (const schema of [fanOut(3, 30), fanOut(8, 30)]) {
      const model = toApiReference(document(schema), { id: 'x', samples: true });
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
      // Two levels: 1 + 30 + 900 schemas; a third would be 27,931, past the bound.
      for (const sample of samples) expect(sample.code.length).toBeLessThan(50_000);
      expect(model.warnings).toContainEqual({
        pointer: '/paths/~1things/post/requestBody/content/application~1json/schema',
        message: expect.stringContaining(
          'the request sample of this schema would take more than 10,000 schemas at 6 levels: generated 2 levels deep',
        ),
      });
    }
  });

  it('gets the same warning when the model is made without samples (the build checks that model)', () => {
    const model = toApiReference(document(fanOut(8, 30)), { id: 'x', samples: false });
    expect(model.warnings.map((w) => w.message)).toContainEqual(expect.stringContaining('the request sample'));
  });
});
