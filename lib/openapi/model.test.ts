import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceAnchors } from './anchors';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import type { ApiReference, OperationView, SchemaNode, ShapeNode } from './types';

const root = path.join(import.meta.dirname, '__fixtures__');
const loaded = await loadOpenApiDocument('pets.yaml', 'strict', root);
const model = toApiReference(loaded.dereferenced, { id: 'pets', warnings: loaded.warnings });
const op = (id: string) => model.tags.flatMap((t) => t.operations).find((o) => o.id === id) as OperationView;
const shape = (node: SchemaNode | undefined) => node as ShapeNode;

describe('toApiReference', () => {
  it('reads the overview: title, version, servers with variables filled, security schemes', () => {
    expect(model).toMatchObject({ id: 'pets', title: 'Pets API', version: '1.0', openapi: '3.1.0' });
    expect(model.servers).toEqual([
      {
        url: 'https://eu.pets.example/v1',
        description: undefined,
        template: 'https://{region}.pets.example/v1',
        variables: { region: { default: 'eu' } },
      },
    ]);
    expect(model.securitySchemes.map((s) => [s.key, s.summary])).toEqual([
      ['apiKeyQuery', 'API key in the query parameter access_token'],
      ['bearer', 'HTTP bearer authentication (JWT)'],
    ]);
  });

  it('groups operations by tag in document order, untagged ones under Other, with stable anchors', () => {
    expect(model.tags.map((t) => [t.name, t.operations.map((o) => o.id)])).toEqual([
      ['Pets', ['listPets', 'createPet', 'deletePet']],
      ['Other', ['getTree']],
    ]);
    expect(op('deletePet')).toMatchObject({ method: 'delete', path: '/pets/{petId}', deprecated: true });
  });

  it('merges path-level parameters and keeps types, defaults, maxima, enums and required flags', () => {
    const [pageSize, kind] = op('listPets').parameters;
    expect(pageSize).toMatchObject({ name: 'page_size', in: 'query', required: false, example: 20 });
    expect(shape(pageSize.schema)).toMatchObject({
      type: 'integer',
      default: 8,
      constraints: [
        { rule: 'minimum', value: 1 },
        { rule: 'maximum', value: 100 },
      ],
    });
    expect(kind).toMatchObject({ required: true });
    expect(shape(kind.schema).enum).toEqual(['cat', 'dog']);
    expect(op('deletePet').parameters).toEqual([
      expect.objectContaining({ name: 'petId', in: 'path', required: true, example: 7 }),
    ]);
  });

  it('uses the operation security, or the document default', () => {
    expect(op('listPets').security).toEqual([[{ scheme: 'apiKeyQuery', scopes: [] }]]);
    expect(op('createPet').security).toEqual([[{ scheme: 'bearer', scopes: [] }]]);
  });

  it('expands a request body schema, merging allOf and linking nested named schemas', () => {
    const body = shape(op('createPet').requestBody!.contents[0].schema);
    expect(body.properties!.map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['name', true],
      ['kind', true],
      ['nickname', false],
      ['owner', false],
      ['details', false],
    ]);
    const props = Object.fromEntries(body.properties!.map((p) => [p.name, p.node]));
    expect(shape(props.id)).toMatchObject({ readOnly: true, type: 'integer' });
    expect(shape(props.name).constraints).toEqual([
      { rule: 'maxLength', value: 40 },
      { rule: 'pattern', value: '^[A-Za-z ]+$' },
    ]);
    expect(shape(props.nickname)).toMatchObject({ type: 'string | null', nullable: true, default: null });
    expect(props.owner).toEqual({
      kind: 'ref',
      name: 'Owner',
      description: 'The owner, who may own more pets.',
      type: 'object',
    });
  });

  it('shows oneOf as labelled variants with the discriminator mapping', () => {
    const details = shape(
      shape(op('createPet').requestBody!.contents[0].schema).properties!.find((p) => p.name === 'details')!.node,
    );
    expect(details.variants!.kind).toBe('oneOf');
    expect(details.variants!.options.map((o) => o.label)).toEqual(['CatDetails', 'DogDetails']);
    expect(details.variants!.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'cat', target: 'CatDetails' },
        { value: 'dog', target: 'DogDetails' },
      ],
    });
  });

  it('ends recursive schemas in links, renders each named schema once, and stays serializable', () => {
    const node = model.schemas.find((s) => s.name === 'Node')!.node as ShapeNode;
    expect(shape(node.properties![0].node).items).toEqual({
      kind: 'ref',
      name: 'Node',
      description: 'A recursive tree.',
      type: 'object',
    });
    expect(model.schemas.map((s) => s.name)).toEqual(['Base', 'Pet', 'CatDetails', 'DogDetails', 'Owner', 'Node']);
    expect(() => JSON.stringify(model)).not.toThrow();
  });

  it('keeps examples as data, named ones with their summary', () => {
    expect(op('listPets').responses[0].contents[0].examples[0]).toMatchObject({
      name: 'default',
      value: { total_results: 1 },
    });
    expect(op('createPet').responses[0].contents[0].examples[0]).toMatchObject({
      name: 'rex',
      summary: 'A dog',
      value: { name: 'Rex' },
    });
    expect(op('listPets').responses.map((r) => r.status)).toEqual(['200', '404']);
  });

  it('generates request samples with the auth parameter and the body', () => {
    const list = op('listPets').samples;
    expect(list.map((s) => s.label)).toEqual([
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
    expect(list[0].code).toContain('https://eu.pets.example/v1/pets?kind=cat&access_token=YOUR_API_KEY');
    const create = op('createPet').samples[0].code;
    expect(create).toContain("--header 'Authorization: Bearer YOUR_BEARER'");
    expect(create).toContain('"name": "Rex"');
    expect(op('deletePet').samples[0].code).toContain('/pets/7');
  });

  it('lists every anchor of the page for the link check', () => {
    expect(referenceAnchors(model)).toEqual(
      expect.arrayContaining([
        'overview',
        'authentication',
        'auth-bearer',
        'tag-Pets',
        'listPets',
        'getTree',
        'schema-Node',
      ]),
    );
  });
});

describe('strict loading', () => {
  it('fails on an example that contradicts its schema, naming the file, pointer and schema error', async () => {
    await expect(loadOpenApiDocument('bad-example.yaml', 'strict', root)).rejects.toThrow(
      new RegExp(
        /bad-example\.yaml:\n\s+- example does not match its schema: /.source +
          /\/paths\/~1pets\/post\/requestBody\/content\/application~1json\/example\/kind: /.source +
          /must be equal to one of the allowed values /.source +
          /.*\(schema \/paths\/~1pets\/post\/requestBody\/content\/application~1json\/schema/.source,
      ),
    );
  });

  it('fails on a document swagger-parser rejects, naming the file and the place', async () => {
    await expect(loadOpenApiDocument('broken.yaml', 'strict', root)).rejects.toThrow(
      /broken\.yaml:\n\s+- \/paths\/~1pets~1\{petId\}\/delete: .*responsez/,
    );
  });

  it('turns the same problems into warnings in lenient mode', async () => {
    const lenient = await loadOpenApiDocument('broken.yaml', 'lenient', root);
    expect(lenient.warnings.length).toBeGreaterThan(0);
    expect(lenient.warnings[0].pointer).toMatch(/^\/paths/);
    expect(
      toApiReference(lenient.dereferenced, { id: 'x', warnings: lenient.warnings }).tags[0].operations,
    ).toHaveLength(3);
  });

  it('builds an untidy document in lenient mode with a warning naming the pointer of each defect', async () => {
    const untidy = await loadOpenApiDocument('untidy.yaml', 'lenient', root);
    const reference = toApiReference(untidy.dereferenced, { id: 'untidy', warnings: untidy.warnings });
    const byPointer = Object.fromEntries(reference.warnings.map((w) => [w.pointer, w.message]));
    expect(byPointer['/paths/~1pets/post/responses/200/content/application~1json/schema/$ref']).toContain(
      'missing component "#/components/schemas/Receipt"',
    );
    expect(byPointer['/tags/1']).toContain('tag "unused" has no operations');
    expect(byPointer['/paths/~1pets~1{id}/put/operationId']).toContain('duplicate operationId "savePet"');
    // Still a whole page: every operation with a distinct, stable anchor, the missing operationId from method and path.
    expect(reference.tags.map((t) => t.name)).toEqual(['pets']);
    expect(reference.tags[0].operations.map((o) => o.id)).toEqual([
      expect.stringMatching(/^get-/),
      'savePet',
      'savePet-2',
    ]);
    expect(toApiReference(untidy.dereferenced, { id: 'untidy' }).tags[0].operations[0].id).toBe(
      reference.tags[0].operations[0].id,
    );
    await expect(loadOpenApiDocument('untidy.yaml', 'strict', root)).rejects.toThrow(/untidy\.yaml/);
  });

  it('fails with the file name on text that is not YAML', async () => {
    await expect(loadOpenApiDocument('model.test.ts', 'strict', import.meta.dirname)).rejects.toThrow(
      /model\.test\.ts:\n\s+- not valid YAML/,
    );
  });
});

describe('search hooks', () => {
  it('exposes each operation with its operationId, anchor URL, method, path, tag and parameter names', async () => {
    const { operationSearchRecords } = await import('./search');
    const records = operationSearchRecords(model);
    expect(records.find((r) => r.url === '/api/pets#listPets')).toEqual({
      operationId: 'listPets',
      title: 'List pets',
      method: 'GET',
      path: '/pets',
      tag: 'Pets',
      description: '',
      parameters: ['page_size', 'kind'],
      url: '/api/pets#listPets',
    });
    expect(records.find((r) => r.url.endsWith('#createPet'))?.parameters).toEqual([
      'id',
      'name',
      'kind',
      'nickname',
      'owner',
      'details',
    ]);
  });
});

describe('the JSON pointers the model keeps', () => {
  /** A document as written: a path parameter, a response and a request body behind `$ref`s. */
  const raw = {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    paths: {
      '/things/{id}': {
        parameters: [{ $ref: '#/components/parameters/Id' }],
        get: {
          operationId: 'getThing',
          parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
        post: {
          operationId: 'addThing',
          requestBody: { $ref: '#/components/requestBodies/Thing' },
          responses: { '204': { description: 'Done' } },
        },
      },
    },
    components: {
      parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
      responses: {
        NotFound: { description: 'No', content: { 'application/problem+json': { schema: { type: 'object' } } } },
      },
      requestBodies: {
        Thing: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
      },
      schemas: { Thing: { type: 'object' } },
    },
  };
  /** The same document with each `$ref` replaced by its target, as the loader's dereferenced copy. */
  const deref = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(deref);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: string }).$ref;
    if (ref)
      return deref(
        ref
          .split('/')
          .slice(1)
          .reduce<any>((at, key) => at[key], raw),
      );
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
  };
  const find = (reference: ApiReference, id: string) =>
    reference.tags.flatMap((t) => t.operations).find((o) => o.id === id) as OperationView;

  it('leads into the document as written, through its $refs', () => {
    const reference = toApiReference(deref(raw) as Record<string, unknown>, { id: 't', samples: false, raw });
    const get = find(reference, 'getThing');
    expect(get.pointer).toBe('/paths/~1things~1{id}/get');
    expect(get.parameters.map((p) => [p.name, p.pointer])).toEqual([
      ['id', '/components/parameters/Id'],
      ['q', '/paths/~1things~1{id}/get/parameters/0'],
    ]);
    expect(get.responses.map((r) => [r.status, r.contents[0]?.schemaPointer])).toEqual([
      ['200', '/paths/~1things~1{id}/get/responses/200/content/application~1json/schema'],
      ['404', '/components/responses/NotFound/content/application~1problem+json/schema'],
    ]);
    expect(find(reference, 'addThing').requestBody?.contents[0].schemaPointer).toBe(
      '/components/requestBodies/Thing/content/application~1json/schema',
    );
    expect(reference.schemas.map((s) => s.pointer)).toEqual(['/components/schemas/Thing']);
  });

  it('are positions in the dereferenced document when the one as written is not given', () => {
    const reference = toApiReference(deref(raw) as Record<string, unknown>, { id: 't', samples: false });
    expect(find(reference, 'getThing').parameters[0].pointer).toBe('/paths/~1things~1{id}/parameters/0');
  });

  it('keeps where each security scheme puts its credential', () => {
    expect(model.securitySchemes.map(({ key, in: place, name, scheme }) => ({ key, place, name, scheme }))).toEqual([
      { key: 'apiKeyQuery', place: 'query', name: 'access_token', scheme: undefined },
      { key: 'bearer', place: undefined, name: undefined, scheme: 'bearer' },
    ]);
  });
});
