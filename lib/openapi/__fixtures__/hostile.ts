/**
 * Hostile OpenAPI inputs: small as written, unbounded once expanded. The tests assert the bounds
 * that cut them (counts, warnings, errors); bench/hostile-inputs.ts times the same inputs.
 */
import type { Obj } from '../document';
import type { SchemaNode } from '../types';

const values = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** About 830 bytes of server variables: 20 × 20 × 20 × 20 × 40 = 6,400,000 URLs as a cross product. */
export const crossProduct = {
  url: 'https://{a}.{b}.{c}.{d}.example.com:{port}/v1',
  variables: {
    a: { default: 'a0', enum: values(20, 'a') },
    b: { default: 'b0', enum: values(20, 'b') },
    c: { default: 'c0', enum: values(20, 'c') },
    d: { default: 'd0', enum: values(20, 'd') },
    port: { default: '800', enum: values(40, '80') },
  },
};

/** A URL of 5,000 two-valued variables: 2^5000 URLs as a cross product. */
export function manyVariables(count = 5_000) {
  const names = values(count, 'v');
  return {
    names,
    server: {
      url: `https://x.example.com/${names.map((n) => `{${n}}`).join('/')}`,
      variables: Object.fromEntries(names.map((n) => [n, { default: 'd', enum: ['d', 'e'] }])),
    },
  };
}

/** `levels` shared levels, each an object whose `fanOut` properties are all the next level. */
export function fanOut(levels: number, fanOut: number): Obj {
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
export function allOfChain(levels: number): Obj {
  let level: Obj = { type: 'object', properties: { leaf: { type: 'string' } } };
  for (let i = 0; i < levels; i++) level = { allOf: [level, level], properties: { [`p${i}`]: { type: 'string' } } };
  return level;
}

/** A dereferenced document whose one operation takes and returns `schema`. */
export const schemaDocument = (schema: Obj, extra: Obj = {}): Obj => ({
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

/** 400 named schemas of 5,461 nodes each (`fanOut(6, 4)`): 2.2 million nodes in all. */
export const manySchemas = () =>
  schemaDocument(
    { type: 'string' },
    { components: { schemas: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`S${i}`, fanOut(6, 4)])) } },
  );

/** 12 levels of 8 `$ref`s to the next, as written (3.6 KB): 8^12 values as swagger-parser validates it. */
export function refFanDocument(): Obj {
  const levels: Record<string, unknown> = { L12: { type: 'string' } };
  for (let i = 0; i < 12; i++)
    levels[`L${i}`] = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 8 }, (_, p) => [`p${p}`, { $ref: `#/x-levels/L${i + 1}` }])),
    };
  const schema = { $ref: '#/x-levels/L0' };
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    'x-levels': levels,
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          requestBody: { content: { 'application/json': { schema } } },
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  };
}

/** The nodes of a schema view as the page renders them (a cut or circular marker counts none). */
export function viewNodes(node: SchemaNode | undefined): number {
  if (!node || node.kind === 'circular') return 0;
  if (node.kind !== 'shape') return 1;
  return (
    1 +
    (node.properties ?? []).reduce((n, p) => n + viewNodes(p.node), 0) +
    viewNodes(node.items) +
    (typeof node.additionalProperties === 'object' ? viewNodes(node.additionalProperties) : 0) +
    (node.variants?.options ?? []).reduce((n, o) => n + viewNodes(o.node), 0)
  );
}
