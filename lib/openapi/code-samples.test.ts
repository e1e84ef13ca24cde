import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../config/schema';
import { codeSampleProblems, givenCodeSamples, highlightLanguage } from './code-samples';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { resolveSampleLanguages } from './samples';

const root = path.join(import.meta.dirname, '__fixtures__');
const AT = '/paths/~1pets/get';

describe('givenCodeSamples (x-codeSamples, x-code-samples)', () => {
  it('reads [{ lang, label?, source }] in order, the label defaulting to lang', () => {
    const op = {
      'x-codeSamples': [
        { lang: 'Shell', label: 'CLI', source: 'pets list' },
        { lang: 'C#', source: 'Pets.List();' },
      ],
    };
    expect(givenCodeSamples(op, AT)).toEqual({
      samples: [
        { label: 'CLI', language: 'bash', code: 'pets list', given: true },
        { label: 'C#', language: 'csharp', code: 'Pets.List();', given: true },
      ],
      problems: [],
    });
  });

  it('reads the older x-code-samples spelling; with both, x-codeSamples wins and the other is named', () => {
    const sample = { lang: 'Go', source: 'x' };
    expect(givenCodeSamples({ 'x-code-samples': [sample] }, AT).samples).toHaveLength(1);
    const both = givenCodeSamples({ 'x-codeSamples': [sample], 'x-code-samples': [{ lang: 'PHP', source: 'y' }] }, AT);
    expect(both.samples.map((s) => s.label)).toEqual(['Go']);
    expect(both.problems).toEqual([{ pointer: `${AT}/x-code-samples`, message: expect.stringContaining('keep one') }]);
  });

  it('names each malformed entry at its JSON pointer and keeps the good ones', () => {
    const { samples, problems } = givenCodeSamples(
      {
        'x-codeSamples': [
          { lang: 'Ruby' },
          { lang: '', source: 'x' },
          { lang: 'Go', label: 12, source: 'x' },
          'just a string',
          null,
          { lang: 'Go', source: 'ok' },
          { lang: 'Go', source: 'again' },
        ],
      },
      AT,
    );
    expect(samples.map((s) => s.code)).toEqual(['ok']);
    expect(problems.map((p) => p.pointer)).toEqual([
      `${AT}/x-codeSamples/0/source`,
      `${AT}/x-codeSamples/1/lang`,
      `${AT}/x-codeSamples/2/label`,
      `${AT}/x-codeSamples/3`,
      `${AT}/x-codeSamples/4`,
      `${AT}/x-codeSamples/6`,
    ]);
    expect(problems[0].message).toMatch(/expected an object \{ lang, label\?, source \}.*: source is missing/);
    expect(problems[2].message).toMatch(/label is a number/);
    expect(problems[3].message).toMatch(/got the string "just a string"/);
    expect(problems[5].message).toMatch(/a second sample labelled "Go"/);
  });

  it('refuses a value that is not a list', () => {
    expect(givenCodeSamples({ 'x-codeSamples': { lang: 'Go' } }, AT)).toEqual({
      samples: [],
      problems: [{ pointer: `${AT}/x-codeSamples`, message: expect.stringContaining('expected an array') }],
    });
  });

  it('highlights the usual lang names, and any other as plain text', () => {
    expect(['cURL', 'Node', 'JavaScript', 'Python', 'PHP', 'Ruby', 'Java', 'C#', 'Go'].map(highlightLanguage)).toEqual([
      'bash',
      'javascript',
      'javascript',
      'python',
      'php',
      'ruby',
      'java',
      'csharp',
      'go',
    ]);
    expect(highlightLanguage('COBOL')).toBe('text');
  });

  it('walks every operation of a document', () => {
    const doc = {
      paths: { '/a': { post: { 'x-codeSamples': 'no' } } },
      webhooks: { b: { post: { 'x-code-samples': [1] } } },
    };
    expect(codeSampleProblems(doc).map((p) => p.pointer)).toEqual([
      '/paths/~1a/post/x-codeSamples',
      '/webhooks/b/post/x-code-samples/0',
    ]);
  });
});

describe('code samples of an operation', () => {
  it("shows the document's own samples first, then the generated languages", async () => {
    const loaded = await loadOpenApiDocument('named-examples.yaml', 'strict', root);
    const model = toApiReference(loaded.dereferenced, { id: 'x' });
    const ops = model.tags.flatMap((t) => t.operations);
    const list = ops.find((o) => o.id === 'listPets')!.samples;
    expect(list.map((s) => [s.label, s.given ?? false])).toEqual([
      ['CLI', true],
      ['Ruby', true],
      ['curl', false],
      ['JavaScript', false],
      ['Python', false],
      ['Go', false],
      ['Node.js', false],
      ['PHP', false],
      ['Java', false],
      ['C#', false],
    ]);
    const create = ops.find((o) => o.id === 'createPet')!.samples;
    expect(create[0]).toMatchObject({ label: 'PHP', given: true });
    expect(create.filter((s) => s.label === 'PHP')).toHaveLength(1);
  });

  it('generates the languages a reference configures, in its order', async () => {
    const loaded = await loadOpenApiDocument('pets.yaml', 'strict', root);
    const model = toApiReference(loaded.dereferenced, {
      id: 'x',
      sampleLanguages: resolveSampleLanguages(['node:axios', 'shell', 'kotlin']),
    });
    const samples = model.tags[0].operations[0].samples;
    expect(samples.map((s) => [s.label, s.language])).toEqual([
      ['Node.js', 'javascript'],
      ['curl', 'bash'],
      ['Kotlin', 'kotlin'],
    ]);
    expect(samples[0].code).toContain("import axios from 'axios'");
  });

  it('fails a strict build on a malformed entry, naming the file and the JSON pointer; lenient warns', async () => {
    await expect(loadOpenApiDocument('bad-code-samples.yaml', 'strict', root)).rejects.toThrow(
      /bad-code-samples\.yaml:\n\s+- \/paths\/~1pets\/get\/x-codeSamples\/1\/source: expected an object/,
    );
    const lenient = await loadOpenApiDocument('bad-code-samples.yaml', 'lenient', root);
    expect(lenient.warnings.map((w) => w.pointer)).toEqual(
      expect.arrayContaining([
        '/paths/~1pets/get/x-codeSamples/1/source',
        '/paths/~1pets/get/x-codeSamples/2/label',
        '/paths/~1pets/get/x-codeSamples/3',
      ]),
    );
  });
});

describe('apis[].sampleLanguages', () => {
  const config = (sampleLanguages: unknown) =>
    SiteConfigSchema.safeParse({
      title: 't',
      tagline: 't',
      url: 'https://docs.example.com',
      baseUrl: '/',
      apis: [{ id: 'a', title: 'A', navLabel: 'A', file: 'a.yaml', sampleLanguages }],
    });

  it('refuses an unknown target or client, naming the key and what is known', () => {
    const bad = config(['shell:curl', 'cobol', 'node:request']);
    expect(bad.success).toBe(false);
    const issues = bad.error!.issues.filter((i) => i.path.includes('sampleLanguages'));
    expect(issues.map((i) => i.path.join('.'))).toEqual(['apis.0.sampleLanguages.1', 'apis.0.sampleLanguages.2']);
    expect(issues[0].message).toMatch(/unknown sample language "cobol".*one of c, clojure, csharp/);
    expect(issues[1].message).toMatch(
      /unknown client "request" of target "node": expected one of native, axios, fetch/,
    );
  });

  it('takes targets and target:client names', () => {
    const ok = config(['shell:curl', 'php', 'csharp:restsharp']);
    const issues = ok.success ? [] : ok.error.issues.filter((i) => i.path.includes('sampleLanguages'));
    expect(issues).toEqual([]);
  });
});
