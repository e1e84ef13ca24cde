import { describe, expect, it } from 'vitest';
import { buildSchemaNode, type SchemaContext } from './schema-view';
import type { SchemaNode, ShapeNode } from './types';

const ctx = (): SchemaContext => ({ names: new Map(), warnings: [] });
const shape = (node: SchemaNode | undefined) => node as ShapeNode;
const propertyNames = (node: SchemaNode | undefined) => shape(node).properties?.map((p) => p.name);

/** If `content_type` is `type`, the body must have `field`: one part of CreateContentRequest's allOf. */
const needs = (type: string, field: string) => ({
  if: { properties: { content_type: { const: type } }, required: ['content_type'] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, not a promise.
  then: { required: [field] },
});

describe('conditions (if/then/else) in a schema view', () => {
  it('keeps the condition of every allOf part, not only the first', () => {
    const node = shape(
      buildSchemaNode(
        {
          type: 'object',
          properties: { content_type: { type: 'string' }, caption: { type: 'string' } },
          allOf: [needs('video', 'video_thumbnail'), needs('text', 'caption')],
        },
        ctx(),
      ),
    );
    expect(propertyNames(node)).toEqual(['content_type', 'caption']);
    expect(node.conditions?.map((c) => shape(c.when).properties?.[0].node)).toMatchObject([
      { const: 'video' },
      { const: 'text' },
    ]);
    // A `then` that only requires names says which, instead of reading as "any".
    expect(node.conditions?.map((c) => shape(c.matched).requires)).toEqual([['video_thumbnail'], ['caption']]);
  });

  it('reads a condition of its own and its parts, nested, and an else and a not', () => {
    const node = shape(
      buildSchemaNode(
        {
          type: 'object',
          if: { properties: { type: { const: 'set' } }, required: ['type'] },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, not a promise.
          then: { required: ['values'] },
          else: { not: { required: ['values'] } },
          allOf: [{ allOf: [needs('text', 'caption')] }],
        },
        ctx(),
      ),
    );
    expect(node.conditions).toHaveLength(2);
    expect(shape(node.conditions?.[0].matched).requires).toEqual(['values']);
    expect(shape(shape(node.conditions?.[0].otherwise).not).requires).toEqual(['values']);
    expect(shape(node.conditions?.[1].matched).requires).toEqual(['caption']);
  });

  it('lists as required-without-schema only names with no property here', () => {
    const node = shape(
      buildSchemaNode({ type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'b'] }, ctx()),
    );
    expect(node.properties?.map((p) => [p.name, p.required])).toEqual([['a', true]]);
    expect(node.requires).toEqual(['b']);
  });
});
