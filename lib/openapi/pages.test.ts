import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitPageAnchors } from './anchors';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { movedAnchorUrl } from './page-map.client';
import { referencePageDescription } from './page-text';
import {
  chunkByWeight,
  findPage,
  operationPages,
  PAGE_WEIGHT_BUDGET,
  pageNeighbours,
  pageSlice,
  planPages,
  referenceLayout,
  SPLIT_THRESHOLD,
  weight,
} from './pages';
import type { ApiReference, OperationView } from './types';

const root = path.join(import.meta.dirname, '__fixtures__');
const loaded = await loadOpenApiDocument('pets.yaml', 'strict', root);
const model = toApiReference(loaded.dereferenced, { id: 'pets', warnings: loaded.warnings });

/** A synthetic reference: `counts[i]` operations in tag i, each carrying `padding` bytes of description. */
function synthetic(counts: number[], padding = 0): ApiReference {
  const tags = counts.map((n, t) => ({
    name: `Tag ${t}`,
    operations: Array.from(
      { length: n },
      (_, i): OperationView => ({
        id: `op${t}_${i}`,
        pointer: `/paths/~1t${t}~1${i}/get`,
        method: 'get',
        path: `/t${t}/${i}`,
        description: 'x'.repeat(padding),
        deprecated: false,
        tags: [`Tag ${t}`],
        security: [],
        parameters: [],
        responses: [],
        samples: [],
        webhook: false,
      }),
    ),
  }));
  return {
    id: 'big',
    title: 'Big API',
    version: '1',
    openapi: '3.1.0',
    servers: [],
    securitySchemes: [],
    defaultSecurity: [],
    tags,
    schemas: [
      { name: 'Thing', node: { kind: 'shape', type: 'object', constraints: [] }, pointer: '/components/schemas/Thing' },
    ],
    warnings: [],
  };
}

describe('the weight of a part of the model', () => {
  it('counts constraints as their English text and leaves pointers out, as the model weighed before', () => {
    const shape = {
      kind: 'shape',
      type: 'integer',
      constraints: [
        { rule: 'minimum', value: 1 },
        { rule: 'maximum', value: 100 },
      ],
      pointer: '/components/schemas/Size',
    };
    expect(weight(shape)).toBe(
      JSON.stringify({ kind: 'shape', type: 'integer', constraints: ['≥ 1', '≤ 100'] }).length,
    );
  });
});

describe('page planning', () => {
  it('keeps small references on one page and splits large ones per tag with one Schemas page', () => {
    expect(planPages(model)).toEqual([{ slug: '', title: 'Pets API', tags: ['Pets', 'Other'], schemaRange: [0, 6] }]);
    const split = planPages(model, 2);
    expect(split.map((p) => [p.slug, p.tags, p.schemaRange])).toEqual([
      ['', [], undefined],
      ['pets', ['Pets'], undefined],
      ['other', ['Other'], undefined],
      ['schemas', [], [0, 6]],
    ]);
    // A tight weight budget splits tags and schemas into parts, at least one item each.
    expect(planPages(model, 2, 1).filter((p) => p.slug.startsWith('schemas'))).toHaveLength(6);
    expect(chunkByWeight([5, 5, 5, 20, 1], 10)).toEqual([
      [0, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
  });

  it('splits at more than SPLIT_THRESHOLD operations, not at it', () => {
    expect(planPages(synthetic([SPLIT_THRESHOLD / 2, SPLIT_THRESHOLD / 2]))).toHaveLength(1);
    const pages = planPages(synthetic([SPLIT_THRESHOLD / 2, SPLIT_THRESHOLD / 2 + 1]));
    expect(pages.map((p) => p.slug)).toEqual(['', 'tag-0', 'tag-1', 'schemas']);
  });

  it('splits a heavy document with few operations, and a heavy tag into numbered parts', () => {
    // Ten operations of a fifth of the budget each: two tags of five, each about one budget.
    const heavy = synthetic([5, 5], PAGE_WEIGHT_BUDGET / 5);
    const pages = planPages(heavy);
    expect(pages.length).toBeGreaterThan(1);
    const parts = pages.filter((p) => p.tags[0] === 'Tag 0');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.slug)).toEqual(parts.map((_, i) => (i ? `tag-0-${i + 1}` : 'tag-0')));
    expect(parts[0].title).toBe(`Tag 0 (1 of ${parts.length})`);
    // The parts cover the tag's operations once, in order.
    expect(parts.flatMap((p) => pageSlice(heavy, p).tags[0].operations.map((op) => op.id))).toEqual(
      heavy.tags[0].operations.map((op) => op.id),
    );
  });
});

describe('reference layout', () => {
  const layout = referenceLayout(model, planPages(model, 2));

  it('maps every operation and schema to the one page that renders it', () => {
    expect(layout.split).toBe(true);
    expect(layout.operationHref).toEqual({
      listPets: '/api/pets/pets',
      createPet: '/api/pets/pets',
      deletePet: '/api/pets/pets',
      getTree: '/api/pets/other',
    });
    expect(operationPages(model, layout.pages)).toEqual(layout.operationHref);
    expect(new Set(Object.values(layout.schemaHref))).toEqual(new Set(['/api/pets/schemas']));
    expect(Object.keys(layout.schemaHref)).toHaveLength(model.schemas.length);
    const whole = referenceLayout(model);
    expect(whole.split).toBe(false);
    expect(whole.operationHref.getTree).toBe('/api/pets');
  });

  it('gives each page its own anchors; the main page answers the anchors that moved', () => {
    const pets = findPage(layout, 'pets')!;
    expect(splitPageAnchors(model, pets)).toEqual(['tag-Pets', 'listPets', 'createPet', 'deletePet']);
    expect(splitPageAnchors(model, findPage(layout, 'schemas')!)).toEqual(
      expect.arrayContaining(['schemas', 'schema-Pet']),
    );
    expect(splitPageAnchors(model, findPage(layout, '')!)).toEqual(
      expect.arrayContaining(['overview', 'getTree', 'schema-Pet']),
    );
    expect(findPage(layout, 'nope')).toBeUndefined();
  });

  it('leads from page to page in reading order', () => {
    const [overview, pets, other, schemas] = layout.pages;
    expect(pageNeighbours(layout.pages, overview)).toEqual({ previous: undefined, next: pets });
    expect(pageNeighbours(layout.pages, other)).toEqual({ previous: pets, next: schemas });
    expect(pageNeighbours(layout.pages, schemas).next).toBeUndefined();
  });

  it('describes each page by its tag, or by what it holds', () => {
    expect(referencePageDescription(model, findPage(layout, 'other')!)).toMatch(/^1 operation of the Pets API/);
    expect(referencePageDescription(model, findPage(layout, 'schemas')!)).toMatch(/^6 schemas of the Pets API: /);
  });
});

describe('moved anchors', () => {
  const map = JSON.stringify({ getTree: '/api/pets/other', 'schema-Pet': '/api/pets/schemas' });

  it('forwards an anchor that moved to its page', () => {
    expect(movedAnchorUrl(map, 'getTree')).toBe('/api/pets/other#getTree');
    expect(movedAnchorUrl(map, 'schema-Pet')).toBe('/api/pets/schemas#schema-Pet');
  });

  it('leaves unknown anchors and unreadable maps alone', () => {
    expect(movedAnchorUrl(map, 'nope')).toBeUndefined();
    expect(movedAnchorUrl(map, '')).toBeUndefined();
    expect(movedAnchorUrl('{not json', 'getTree')).toBeUndefined();
    expect(movedAnchorUrl(null, 'getTree')).toBeUndefined();
    // Only site paths: a map cannot send the reader elsewhere.
    expect(movedAnchorUrl(JSON.stringify({ x: 'https://evil.example/' }), 'x')).toBeUndefined();
    expect(movedAnchorUrl(JSON.stringify({ x: '//evil.example/' }), 'x')).toBeUndefined();
  });
});

describe('documents without tags', () => {
  it('are grouped by resource, the first path segment that is not a version or a parameter', async () => {
    const { resourceTag } = await import('./model');
    expect(resourceTag('/v1/payment_intents/{intent}/confirm')).toBe('Payment intents');
    expect(resourceTag('/2010-04-01/Accounts/{AccountSid}/Calls.json')).toBe('Accounts');
    expect(resourceTag('/api/v2/guild-members')).toBe('Guild members');
    expect(resourceTag('/{id}')).toBe('Other');
    expect(resourceTag('/')).toBe('Other');
  });
});
