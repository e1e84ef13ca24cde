import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sdkProjects } from '../build/temp-project';
import { checkSamples } from '../twoslash/check';
import { nameOperation, parseSdkSamples, readSdkSamples } from './sdk-samples';

const FILE = 'content/api-samples/pets-sdk.md';
const IDS = new Set(['listPets', 'getPet']);

describe('parseSdkSamples', () => {
  it('reads one block per "## operationId", with the line of its first code line', () => {
    const text =
      '# Pets SDK\n\n## listPets\n\n```ts\nawait pets.list();\n```\n\n## getPet\n\n```ts\nawait pets.get(1);\n```\n';
    expect(parseSdkSamples(FILE, text, IDS).samples).toEqual([
      { operationId: 'listPets', line: 6, lang: 'ts', code: 'await pets.list();' },
      { operationId: 'getPet', line: 12, lang: 'ts', code: 'await pets.get(1);' },
    ]);
  });

  it('refuses an unknown operation, a heading with no block or two, another language, a repeat: file and line', () => {
    const text = [
      '## listPet', // 1: unknown
      '```ts',
      'x',
      '```',
      '## getPet', // 5: no block
      '## listPets', // 6: two blocks
      '```ts',
      'a',
      '```',
      '```ts',
      'b',
      '```',
      '## getPet', // 13: a second one, in bash
      '```bash',
      'curl',
      '```',
    ].join('\n');
    let error: Error | undefined;
    try {
      parseSdkSamples(FILE, text, IDS);
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toBe(
      [
        `${FILE}:`,
        '  - line 1: "## listPet" is not an operationId of the reference',
        '  - line 5: "## getPet" needs exactly one ts code block (found 0)',
        '  - line 6: "## listPets" needs exactly one ts code block (found 2)',
        '  - line 13: a second sample for getPet',
        '  - line 14: the sample of getPet must be a ts, tsx, js or jsx block',
      ].join('\n'),
    );
  });

  it('names a missing file', () => {
    expect(() => readSdkSamples('content/api-samples/none.md', IDS)).toThrow(
      /content\/api-samples\/none\.md:\n\s+- cannot read the SDK samples/,
    );
  });
});

describe("the site's Profiles SDK samples", () => {
  it('name real operations of the Profiles API', () => {
    const ids = new Set(
      [...fs.readFileSync('openapi/profiles.yaml', 'utf8').matchAll(/operationId: (\w+)/g)].map((m) => m[1]),
    );
    const { samples } = readSdkSamples('content/api-samples/profiles-sdk.md', ids);
    expect(samples.length).toBeGreaterThanOrEqual(10);
  });
});

/** A project with a small SDK declaration, as lib/twoslash's tests make. */
const sdkProject = sdkProjects('sdk-samples-');
const project = () =>
  sdkProject({
    'pets-sdk':
      '/** Lists pets. */\nexport function listPets(limit: number): Promise<string[]>;\n/** One pet. */\nexport function getPet(id: number): Promise<string>;\n',
  });

describe('an SDK sample that does not type-check', { timeout: 120_000 }, () => {
  it('is an error naming the file, the line and the operation', () => {
    const text = [
      '## listPets',
      '```ts',
      "import { listPets } from '@acme/pets-sdk';",
      'await listPets(10);',
      '```',
      '## getPet',
      '```ts',
      "import { getPet } from '@acme/pets-sdk';",
      "await getPet('7');",
      '```',
    ].join('\n');
    const sdk = parseSdkSamples(FILE, text, IDS);
    const report = checkSamples([{ file: sdk.file, tree: sdk.tree, lineOffset: 0 }], project());
    expect(report.checked).toBe(2);
    expect(report.errors.map((e) => nameOperation(e, [sdk]))).toEqual([
      expect.stringMatching(
        /^content\/api-samples\/pets-sdk\.md:9: SDK sample of getPet: TS2345: Argument of type 'string' is not assignable to parameter of type 'number'/,
      ),
    ]);
  });
});
