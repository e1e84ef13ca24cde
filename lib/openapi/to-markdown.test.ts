import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config/site';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';

const apiSpecs = siteConfig.apis;

import { apiReferenceToMarkdown, typeLabel } from './to-markdown';

const SITE = 'https://docs.acme.com';
const root = path.join(import.meta.dirname, '__fixtures__');
const pets = toApiReference((await loadOpenApiDocument('pets.yaml', 'strict', root)).dereferenced, {
  id: 'pets',
  samples: false,
});
const petsMd = apiReferenceToMarkdown(pets, {
  siteUrl: SITE,
  downloads: [{ label: 'OpenAPI document (YAML)', href: '/api/pets.yaml' }],
});

/** The markdown of one operation: from its `###` heading to the next heading of level 2 or 3. */
const operation = (md: string, summary: string) => md.split(`### ${summary}\n\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';

/** An odd document written inline (no $refs, so it is already dereferenced). */
const odd = {
  openapi: '3.0.3',
  info: {
    title: 'Odd API',
    version: '0.1',
    description:
      '# Big heading\n\nSee the [guide](/docs/guide/start) and <b>bold HTML</b>.\n\n' +
      '<script>alert(1)</script>\n\n### Deep heading',
  },
  paths: {
    '/ping': {
      get: {
        summary: 'Ping',
        description: 'Answers | with pipes.\n\n## Notes\n\nSecond paragraph.',
        responses: {
          '204': { description: 'Pong,\nnothing else.', headers: { 'X-Rate-Limit': { schema: { type: 'integer' } } } },
        },
      },
    },
    '/things/{id}': {
      patch: {
        operationId: 'patchThing',
        deprecated: true,
        parameters: [
          { name: 'id', in: 'path', schema: { type: 'string', pattern: '^[a-z_]+|x$' } },
          {
            name: 'mode',
            in: 'header',
            required: false,
            description: 'How to patch.',
            schema: { type: 'string', enum: ['merge', 'replace'], default: 'merge' },
          },
        ],
        requestBody: { content: { 'text/plain': { schema: { type: 'string', maxLength: 10 } } } },
        responses: { default: { description: 'Anything.' } },
      },
    },
  },
  webhooks: {
    thingChanged: {
      post: {
        operationId: 'thingChanged',
        summary: 'Thing changed',
        responses: { '200': { description: 'Received.' } },
      },
    },
  },
};
const oddMd = apiReferenceToMarkdown(toApiReference(odd, { id: 'odd', samples: false }), { siteUrl: `${SITE}/` });

describe('apiReferenceToMarkdown', () => {
  it('starts with the title, version, source and downloads, then the description', () => {
    expect(petsMd.split('\n\n').slice(0, 3)).toEqual([
      '# Pets API',
      'Version: `1.0` (OpenAPI 3.1.0). Source: <https://docs.acme.com/api/pets>. ' +
        'OpenAPI document (YAML): <https://docs.acme.com/api/pets.yaml>.',
      'A small fixture with the shapes the renderer must handle.',
    ]);
  });

  it('lists servers and authentication schemes', () => {
    expect(petsMd).toContain('## Servers\n\n- `https://eu.pets.example/v1`\n');
    expect(petsMd).toContain(
      '## Authentication schemes\n\n`apiKeyQuery`: API key in the query parameter access_token.\n\n' +
        'Read token.\n\n`bearer`: HTTP bearer authentication (JWT).',
    );
    expect(petsMd).toContain('Unless an operation says otherwise: `apiKeyQuery`.');
  });

  it('writes each operation under its tag: method and path, parameters, responses and the page anchor', () => {
    expect(petsMd.match(/^## .+$/gm)).toEqual([
      '## Servers',
      '## Authentication schemes',
      '## Pets',
      '## Other',
      '## Schemas',
    ]);
    const list = operation(petsMd, 'List pets');
    expect(list).toContain('`GET /pets`\n\nAuthentication: `apiKeyQuery`.');
    expect(list).toContain(
      [
        '| Name | In | Type | Required | Description |',
        '| --- | --- | --- | --- | --- |',
        '| `page_size` | query | `integer` | no | Default: `8`. ≥ 1, ≤ 100. Example: `20`. |',
        '| `kind` | query | `string` | yes | One of: `cat`, `dog`. |',
      ].join('\n'),
    );
    expect(list).toContain('| `200` | The pets. | `application/json` `object` |\n| `404` | Not found. |  |');
    expect(list).toContain('Reference: <https://docs.acme.com/api/pets#listPets>');
  });

  it('describes a request body by content type, schema name and top-level properties', () => {
    const create = operation(petsMd, 'Create a pet');
    expect(create).toContain('Authentication: `bearer`.');
    expect(create).not.toContain('**Parameters**');
    expect(create).toContain(
      '**Request body** (required)\n\nContent type: `application/json`.\n\nSchema: `Pet` (see Schemas).',
    );
    expect(create).toContain('| `name` | `string` | yes | Max length 40, pattern `^[A-Za-z ]+$`. |');
    expect(create).toContain('| `kind` | `string` | yes | One of: `cat`, `dog`. |');
    expect(create).toContain('| `owner` | `Owner` | no | The owner, who may own more pets. |');
    expect(create).toContain('| `201` | Created. | `application/json` `Pet` |');
  });

  it('marks deprecated operations and names operations without a summary by method and path', () => {
    expect(operation(petsMd, 'Delete a pet')).toContain('`DELETE /pets/{petId}`\n\n**Deprecated.**');
    expect(operation(petsMd, 'GET /tree')).toContain('Reference: <https://docs.acme.com/api/pets#getTree>');
  });

  it('lists the named schemas with their properties', () => {
    const schemas = petsMd.split('## Schemas\n\n')[1];
    expect(schemas.match(/^### .+$/gm)).toEqual([
      '### Base',
      '### Pet',
      '### CatDetails',
      '### DogDetails',
      '### Owner',
      '### Node',
    ]);
    expect(schemas).toContain('| `pets` | `array of Pet` | no |  |');
    expect(schemas).toContain('| `children` | `array of Node` | no |  |');
  });

  it('handles odd input: no parameters, no operationId, pipes, headings, HTML, webhooks', () => {
    // Description headings never outrank the page title or the operation; raw HTML is dropped.
    expect(oddMd).toContain(
      '# Odd API\n\nVersion: `0.1` (OpenAPI 3.0.3). Source: <https://docs.acme.com/api/odd>.\n\n## Big heading\n\n' +
        'See the [guide](https://docs.acme.com/docs/guide/start) and bold HTML.\n\n#### Deep heading',
    );
    expect(oddMd).not.toMatch(/<\/?(b|script)>/);
    const ping = operation(oddMd, 'Ping');
    expect(ping).toContain(
      '`GET /ping`\n\nAnswers | with pipes.\n\n#### Notes\n\nSecond paragraph.\n\nAuthentication: none.',
    );
    expect(ping).not.toContain('**Parameters**');
    expect(ping).not.toContain('**Request body**');
    expect(ping).toContain('| `204` | Pong, nothing else. Headers: `X-Rate-Limit`. |  |');
    expect(ping).toContain('Reference: <https://docs.acme.com/api/odd#get--ping>');
    const patch = operation(oddMd, 'PATCH /things/{id}');
    expect(patch).toContain('**Deprecated.**');
    expect(patch).toContain('| `id` | path | `string` | yes | Pattern `^[a-z_]+\\|x$`. |');
    expect(patch).toContain(
      '| `mode` | header | `string` | no | How to patch. One of: `merge`, `replace`. Default: `merge`. |',
    );
    expect(patch).toContain(
      '**Request body** (optional)\n\nContent type: `text/plain`.\n\nType: `string`. Max length 10.',
    );
    expect(patch).toContain('| `default` | Anything. |  |');
    expect(operation(oddMd, 'Thing changed')).toContain('`POST webhook thingChanged`');
    expect(oddMd).not.toContain('## Servers');
    expect(oddMd).not.toContain('## Schemas');
  });

  it('links operations of a split reference to the page that shows them', () => {
    const md = apiReferenceToMarkdown(pets, { siteUrl: SITE, operationPages: { listPets: '/api/pets/pets' } });
    expect(md).toContain('Reference: <https://docs.acme.com/api/pets/pets#listPets>');
  });
});

describe('request samples in the copy', () => {
  const samples = {
    listPets: [
      { label: 'CLI', language: 'bash', code: 'pets list', given: true },
      { label: 'curl', language: 'bash', code: 'curl https://pets.example/pets' },
      { label: 'Pets SDK', language: 'ts', code: 'await pets.list();' },
      { label: 'Notes', language: 'text', code: '```\nfenced inside\n```' },
    ],
  };
  const md = apiReferenceToMarkdown(pets, { siteUrl: SITE, samples });

  it("lists an operation's samples under their labels, in order, fenced in their language", () => {
    const list = operation(md, 'List pets');
    expect(list).toContain(
      '**Request samples**\n\nCLI:\n\n```sh\npets list\n```\n\ncurl:\n\n```sh\ncurl https://pets.example/pets\n```\n\n' +
        'Pets SDK:\n\n```ts\nawait pets.list();\n```',
    );
    // Plain text unmarked, and a fence inside a sample kept inside it.
    expect(list).toContain('Notes:\n\n````\n```\nfenced inside\n```\n````');
    // Before the responses, after the parameters.
    expect(list.indexOf('**Request samples**')).toBeGreaterThan(list.indexOf('**Parameters**'));
    expect(list.indexOf('**Request samples**')).toBeLessThan(list.indexOf('**Responses**'));
  });

  it('leaves operations without samples, and copies given none, as they were', () => {
    expect(operation(md, 'Create a pet')).not.toContain('Request samples');
    expect(petsMd).not.toContain('Request samples');
  });
});

describe('typeLabel', () => {
  it('names arrays, formats, unions and links', () => {
    expect(typeLabel(undefined)).toBe('any');
    expect(typeLabel({ kind: 'ref', name: 'Pet' })).toBe('Pet');
    expect(typeLabel({ kind: 'shape', type: 'string', format: 'date-time', constraints: [] })).toBe(
      'string (date-time)',
    );
    expect(
      typeLabel({
        kind: 'shape',
        type: 'array',
        items: { kind: 'shape', type: 'integer', constraints: [] },
        constraints: [],
      }),
    ).toBe('array of integer');
    expect(
      typeLabel({
        kind: 'shape',
        constraints: [],
        variants: {
          kind: 'oneOf',
          options: [
            { label: 'a', node: { kind: 'shape', type: 'string', constraints: [] } },
            { label: 'b', node: { kind: 'ref', name: 'Pet' } },
          ],
        },
      }),
    ).toBe('string | Pet');
  });
});

describe("the portal's references", () => {
  // Three strict loads (every example checked): over the default 5 s on a busy 2-core host.
  it('have every operation with its method, path and anchor link', { timeout: 60_000 }, async () => {
    for (const spec of apiSpecs) {
      const loaded = await loadOpenApiDocument(spec.file, 'strict');
      const model = toApiReference(loaded.dereferenced, { id: spec.id, samples: false });
      const md = apiReferenceToMarkdown(model, { siteUrl: SITE });
      for (const op of model.tags.flatMap((t) => t.operations)) {
        expect(md).toContain(`\`${op.method.toUpperCase()} ${op.path}\``);
        expect(md).toContain(`<https://docs.acme.com/api/${spec.id}#${op.id}>`);
      }
      expect(md).not.toMatch(/<(?!https:\/\/)[a-z][^>]*>/);
    }
    const profiles = apiReferenceToMarkdown(
      toApiReference((await loadOpenApiDocument('openapi/profiles.yaml', 'strict')).dereferenced, {
        id: 'profiles',
        samples: false,
      }),
      { siteUrl: SITE },
    );
    expect(operation(profiles, 'Upsert a profile')).toContain('`PUT /profiles/upsert`');
    expect(profiles).toContain('Reference: <https://docs.acme.com/api/profiles#upsertProfile>');
  });
});
