import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../openapi/load';
import { toApiReference } from '../openapi/model';
import { modelOperations } from './operations';

const root = path.join(import.meta.dirname, '../openapi/__fixtures__');
const loaded = await loadOpenApiDocument('pets.yaml', 'strict', root);
const model = toApiReference(loaded.dereferenced, { id: 'pets', samples: false, raw: loaded.raw });

describe('modelOperations', () => {
  const { servers, operations } = modelOperations('pets', 'pets.yaml', model);
  const op = (id: string) => operations.find((o) => o.id === id);

  it('reads the servers with every value of their variables', () => {
    expect(servers).toEqual(['https://eu.pets.example/v1']);
  });

  it('maps each operation of the model: where its token goes and the pointers of its JSON schemas', () => {
    expect(op('createPet')).toMatchObject({
      api: 'pets',
      method: 'POST',
      path: '/pets',
      security: [[{ scheme: 'bearer', in: 'header', name: 'authorization' }]],
      requestSchema: '/paths/~1pets/post/requestBody/content/application~1json/schema',
      requestRequired: true,
    });
    expect([...(op('createPet')?.responses ?? [])]).toEqual([
      ['201', '/paths/~1pets/post/responses/201/content/application~1json/schema'],
    ]);
    expect(op('deletePet')).toMatchObject({
      deprecated: true,
      parameters: [{ name: 'petId', in: 'path', required: true }],
      security: [[{ scheme: 'apiKeyQuery', in: 'query', name: 'access_token' }]],
      requestSchema: undefined,
      requestRequired: false,
    });
    expect(operations.every((o) => o.api === 'pets' && o.method === o.method.toUpperCase())).toBe(true);
  });
});
