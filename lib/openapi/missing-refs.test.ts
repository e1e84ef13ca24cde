import { describe, expect, it } from 'vitest';
import { replaceMissingRefs, resolvePointer } from './missing-refs';

const doc = {
  openapi: '3.1.0',
  paths: {
    '/pets/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { $ref: '#/not/a/ref' } },
            },
          },
          '404': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        properties: { owner: { $ref: '#/components/schemas/Owner' }, tag: { $ref: 'https://example.com/tag.json' } },
      },
    },
  },
};

describe('resolvePointer', () => {
  it('follows a local pointer, escaped keys included', () => {
    expect(resolvePointer(doc, '#/components/schemas/Pet')).toBe(doc.components.schemas.Pet);
    expect(resolvePointer(doc, '#/paths/~1pets~1{id}/get')).toBe(doc.paths['/pets/{id}'].get);
    expect(resolvePointer(doc, '#/components/schemas/Nope')).toBeUndefined();
    expect(resolvePointer(doc, 'other.yaml#/x')).toBeUndefined();
  });
});

describe('replaceMissingRefs', () => {
  it('replaces each missing local $ref with a note, warning where it was written', () => {
    const { doc: fixed, warnings } = replaceMissingRefs(doc);
    expect(warnings.map((w) => w.pointer)).toEqual([
      '/paths/~1pets~1{id}/get/responses/404/content/application~1json/schema/$ref',
      '/components/schemas/Pet/properties/owner/$ref',
    ]);
    expect(warnings[0].message).toContain('"#/components/schemas/Missing"');
    expect(resolvePointer(fixed, '#/components/schemas/Pet/properties/owner')).toEqual({
      description: 'Unresolved reference #/components/schemas/Owner',
    });
  });

  it('keeps existing and external references, and examples as data; leaves the input as it was', () => {
    const before = JSON.stringify(doc);
    const { doc: fixed } = replaceMissingRefs(doc);
    expect(resolvePointer(fixed, '#/paths/~1pets~1{id}/get/responses/200/content/application~1json/schema')).toEqual({
      $ref: '#/components/schemas/Pet',
    });
    expect(resolvePointer(fixed, '#/paths/~1pets~1{id}/get/responses/200/content/application~1json/example')).toEqual({
      $ref: '#/not/a/ref',
    });
    expect(resolvePointer(fixed, '#/components/schemas/Pet/properties/tag')).toEqual({
      $ref: 'https://example.com/tag.json',
    });
    expect(JSON.stringify(doc)).toBe(before);
  });
});
