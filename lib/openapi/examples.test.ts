import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownExample } from '../browser/example-choice';
import { tryItEntries } from '../try-it/operation-data';
import { exampleChoices } from './examples';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';

const root = path.join(import.meta.dirname, '__fixtures__');

async function reference() {
  const loaded = await loadOpenApiDocument('named-examples.yaml', 'strict', root);
  return toApiReference(loaded.dereferenced, { id: 'named', raw: loaded.raw, samples: false });
}
const op = (model: Awaited<ReturnType<typeof reference>>, id: string) =>
  model.tags.flatMap((t) => t.operations).find((o) => o.id === id)!;

describe('exampleChoices', () => {
  it('keeps every example in order, labelled by summary, else name; `example` is "Example"', () => {
    expect(
      exampleChoices([
        { name: 'default', value: 1 },
        { name: 'two', summary: 'Two pets', description: 'Both.', value: 2 },
        { name: 'none', value: 3 },
      ]),
    ).toEqual([
      { key: 'default', label: 'Example', value: 1 },
      { key: 'two', label: 'Two pets', description: 'Both.', value: 2 },
      { key: 'none', label: 'none', value: 3 },
    ]);
  });

  it('makes keys safe in attributes and unique', () => {
    const keys = exampleChoices([
      { name: 'a b', value: 1 },
      { name: 'a/b', value: 2 },
      { name: '"><', value: 3 },
    ]).map((c) => c.key);
    expect(keys).toEqual(['a-b', 'a-b-2', 'example']);
  });

  it('gives nothing for no examples', () => {
    expect(exampleChoices([])).toEqual([]);
  });
});

describe('shownExample (the switcher on the page)', () => {
  it('shows the chosen example when the group has it, else the first', () => {
    expect(shownExample(['two', 'none'], 'none')).toBe('none');
    expect(shownExample(['two', 'none'], 'tom')).toBe('two');
    expect(shownExample(['two', 'none'], null)).toBe('two');
    expect(shownExample([], 'x')).toBeUndefined();
  });
});

describe('named examples in the model', () => {
  it('keeps every named example of bodies and responses, $refs followed, with summary and description', async () => {
    const model = await reference();
    const body = op(model, 'createPet').requestBody!.contents[0].examples;
    expect(body).toEqual([
      { name: 'tom', summary: 'A cat', description: 'An indoor **cat**.', value: { name: 'Tom', kind: 'cat' } },
      { name: 'rex', value: { name: 'Rex', kind: 'dog' } },
    ]);
    const list = op(model, 'listPets').responses[0].contents[0].examples;
    expect(list.map((e) => [e.name, e.summary, e.description])).toEqual([
      ['two', 'Two pets', undefined],
      ['none', 'No pets', 'Nothing matches.'],
    ]);
  });

  it("lists every named example of a parameter, the first as the parameter's example", async () => {
    const kind = op(await reference(), 'listPets').parameters[0];
    expect(kind.example).toBe('cat');
    expect(kind.examples).toEqual([
      { name: 'cats', summary: 'Cats only', value: 'cat' },
      { name: 'dogs', summary: undefined, value: 'dog' },
    ]);
  });

  it('gives Try it every example of the body to load, the first prefilled', async () => {
    const model = await reference();
    const spec = { id: 'named', index: 0, tryIt: { defaultMode: 'mock' as const, allowedOrigins: [] } };
    const create = tryItEntries(spec, model).find((e) => e.operation.id === 'createPet')!.operation;
    expect(create.body?.example).toEqual({ name: 'Tom', kind: 'cat' });
    expect(create.body?.examples).toEqual([
      { key: 'tom', label: 'A cat', value: { name: 'Tom', kind: 'cat' } },
      { key: 'rex', label: 'rex', value: { name: 'Rex', kind: 'dog' } },
    ]);
    // One example: nothing to choose, no list.
    const list = tryItEntries(spec, model).find((e) => e.operation.id === 'listPets')!.operation;
    expect(list.body).toBeUndefined();
  });
});

describe('a named example that contradicts its schema', () => {
  it('fails a strict build, naming the file and the JSON pointer of that example', async () => {
    await expect(loadOpenApiDocument('bad-named-example.yaml', 'strict', root)).rejects.toThrow(
      new RegExp(
        /bad-named-example\.yaml:\n\s+- example does not match its schema: /.source +
          /\/paths\/~1pets\/post\/requestBody\/content\/application~1json\/examples\/rex\/value\/kind: /.source +
          /must be equal to one of the allowed values/.source,
      ),
    );
  });

  it('is a warning at the same pointer in lenient mode', async () => {
    const loaded = await loadOpenApiDocument('bad-named-example.yaml', 'lenient', root);
    expect(loaded.warnings).toContainEqual({
      pointer: '/paths/~1pets/post/requestBody/content/application~1json/examples/rex/value/kind',
      message: expect.stringMatching(/^example does not match its schema: must be equal to one of the allowed values/),
    });
  });
});

describe('the lenient example check', () => {
  it('checks at most the bound, warning at the first example left unchecked', async () => {
    const { exampleProblems } = await import('./validate-examples');
    const doc = {
      openapi: '3.1.0',
      paths: {
        '/a': {
          get: {
            parameters: [0, 1, 2].map((i) => ({ name: `p${i}`, in: 'query', schema: { type: 'string' }, example: i })),
          },
        },
      },
    };
    const problems = exampleProblems(doc, { limit: 2, quiet: true });
    expect(problems.map((p) => p.pointer)).toEqual([
      '/paths/~1a/get/parameters/2/example',
      '/paths/~1a/get/parameters/0/example',
      '/paths/~1a/get/parameters/1/example',
    ]);
    expect(problems[0].message).toMatch(/^only the first 2 of 3 examples were checked/);
    expect(exampleProblems({ openapi: '3.1.0', paths: {} })).toEqual([]);
  });
});
