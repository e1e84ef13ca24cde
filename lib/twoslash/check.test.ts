import fs from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { sdkProjects } from '../build/temp-project';
import { checkSamples, sampleSummary, startSampleCheck } from './check';

/** A project root with the real node_modules and a small SDK declaration. */
const sdkProject = sdkProjects('twoslash-');
const project = (declarations: string) =>
  sdkProject({ sdk: declarations }, 'declare global {\n  const answer: number;\n}\nexport {};\n');

const SDK = '/** Greets. */\nexport function greet(name: string): string;\n';
const page = (body: string) => ({
  file: 'content/docs/guide.mdx',
  tree: unified().use(remarkParse).parse(body),
  lineOffset: 4,
});
const root = project(SDK);

// The first check loads TypeScript and the DOM and Node types: seconds on a busy machine.
describe('checkSamples', { timeout: 120_000 }, () => {
  it('names the file and line of a type error, with TypeScript message', () => {
    const report = checkSamples([page("Intro\n\n```ts\nimport { greet } from '@acme/sdk';\ngreet(42);\n```\n")], root);
    // Fence on tree line 3, plus 4 frontmatter lines: the call is file line 9.
    expect(report.errors).toEqual([
      expect.stringMatching(/^content\/docs\/guide\.mdx:9: TS2345: Argument of type 'number' is not assignable/),
    ]);
  });

  it('passes a correct sample, sees the preamble, counts other languages', () => {
    const report = checkSamples(
      [page("```ts\nimport { greet } from '@acme/sdk';\ngreet(String(answer));\n```\n\n```bash\nls\n```\n")],
      root,
    );
    expect(report.errors).toEqual([]);
    expect(report.checked).toBe(1);
    expect(sampleSummary(report).join('\n')).toMatch(/1 samples type-checked.*0 skipped[\s\S]*bash 1/);
  });

  it('keeps hidden lines above // ---cut--- and maps lines below it to the file', () => {
    const code = "```ts\nconst user = { name: 'Ana' };\n// ---cut---\nconst n: number = user.name;\n```\n";
    expect(checkSamples([page(code)], root).errors).toEqual([
      expect.stringMatching(/guide\.mdx:8: TS2322: Type 'string' is not assignable to type 'number'/),
    ]);
  });

  it('skips a sample marked skip-check with its reason, and refuses a mark without one', () => {
    const skipped = checkSamples(
      [page('```ts skip-check="shows the error on purpose"\nconst n: number = "x";\n```\n')],
      root,
    );
    expect(skipped).toMatchObject({
      errors: [],
      checked: 0,
      skipped: [{ at: 'content/docs/guide.mdx:6', reason: 'shows the error on purpose' }],
    });
    expect(checkSamples([page('```ts skip-check\nlet a = 1;\n```\n')], root).errors[0]).toMatch(
      /guide\.mdx:6: skip-check needs a reason/,
    );
  });

  it('names the module and line of an unknown import, and the line of a syntax error', () => {
    const errors = checkSamples(
      [page("```ts\nconst a = 1;\nimport { x } from '@acme/nope';\nconst b = (;\n```\n")],
      root,
    ).errors;
    expect(errors).toContainEqual(expect.stringMatching(/guide\.mdx:7: TS2307: Cannot find module '@acme\/nope'/));
    expect(errors).toContainEqual(expect.stringMatching(/guide\.mdx:8: TS1109: Expression expected/));
  });

  it('reports a declarations file with an error by its file, before any sample', () => {
    const broken = project('export function greet(name: string): strin;\n');
    const report = checkSamples([page("```ts\nimport { greet } from '@acme/sdk';\n```\n")], broken);
    expect(report.checked).toBe(0);
    expect(report.errors).toEqual([
      expect.stringMatching(
        /^declarations: content\/types\/@acme\/sdk\/index\.d\.ts:1: TS2552: Cannot find name 'strin'/,
      ),
    ]);
  });
});

describe('startSampleCheck', { timeout: 180_000 }, () => {
  it('gives the serial report, the samples checked by a child process into the cache', async () => {
    const besideRoot = project(SDK);
    const sources = Array.from({ length: 20 }, (_, i) => ({
      ...page(
        `Step ${i}\n\n\`\`\`ts\nimport { greet } from '@acme/sdk';\ngreet(${i % 7 === 0 ? i : `'n${i}'`});\n\`\`\`\n`,
      ),
      file: `content/docs/step-${i}.mdx`,
    }));
    const beside = await startSampleCheck(besideRoot).check(sources);
    expect(beside.checked).toBe(20);
    expect(beside.cached).toBe(0);
    // Files 0, 7 and 14 pass a number: each error names its own file and line, in the files' order.
    expect(beside.errors.map((e) => e.split(': ')[0])).toEqual([
      'content/docs/step-0.mdx:9',
      'content/docs/step-7.mdx:9',
      'content/docs/step-14.mdx:9',
    ]);
    // Every result is on disk: the next check reads all of them from the cache, the same report.
    expect(fs.readdirSync(path.join(besideRoot, '.next/cache/acme-twoslash')).length).toBeGreaterThan(20);
    const serial = checkSamples(sources, besideRoot);
    expect(serial.errors).toEqual(beside.errors);
    expect(serial.cached).toBe(20);
    // A rebuild after one sample changed: that one is checked (in this process), the rest read.
    sources[3] = {
      ...page("```ts\nimport { greet } from '@acme/sdk';\ngreet(false);\n```\n"),
      file: 'content/docs/step-3.mdx',
    };
    const rebuild = await startSampleCheck(besideRoot).check(sources);
    expect(rebuild).toMatchObject({ checked: 20, cached: 19 });
    expect(rebuild.errors.map((e) => e.split(': ')[0])).toEqual([
      'content/docs/step-0.mdx:9',
      'content/docs/step-3.mdx:7',
      'content/docs/step-7.mdx:9',
      'content/docs/step-14.mdx:9',
    ]);
  });

  it('reports a declarations file with an error alone, not the samples it breaks', async () => {
    const broken = project('export function greet(name: string): strin;\n');
    const report = await startSampleCheck(broken).check([
      page("```ts\nimport { greet } from '@acme/sdk';\ngreet(1);\n```\n"),
    ]);
    expect(report.errors).toEqual([expect.stringMatching(/^declarations: .*index\.d\.ts:1: TS2552/)]);
    expect(report.checked).toBe(0);
  });

  it('says when the samples checked first are done, before the rest, and whether they hold', async () => {
    const firstRoot = project(SDK);
    const step = (i: number, call: string) => ({
      ...page(`\`\`\`ts\nimport { greet } from '@acme/sdk';\n${call};\n\`\`\`\n`),
      file: `content/docs/step-${i}.mdx`,
    });
    const rest = Array.from({ length: 12 }, (_, i) => step(i, `greet('n${i}')`));
    const good = [step(100, "greet('first')")];
    const beside = startSampleCheck(firstRoot);
    const done = beside.check([...rest, ...good], Promise.resolve(), good);
    const results = () =>
      fs.readdirSync(path.join(firstRoot, '.next/cache/acme-twoslash')).filter((f) => !f.startsWith('declarations-'));
    // The child checks `good` first, though it comes last: its result is known while the twelve
    // others are still being checked.
    expect(await beside.checked(good)).toBe(true);
    expect(results().length).toBeLessThan(13);
    expect((await done).errors).toEqual([]);
    expect(results().length).toBe(13);

    const badRoot = project(SDK);
    const bad = [step(200, 'greet(42)')];
    const second = startSampleCheck(badRoot);
    const report = second.check([...rest, ...bad], Promise.resolve(), bad);
    expect(await second.checked(bad)).toBe(false);
    expect((await report).errors).toEqual([expect.stringMatching(/^content\/docs\/step-200\.mdx:\d+: TS2345/)]);
  });

  it('says the first samples do not hold when the check fails before them', async () => {
    const beside = startSampleCheck(project(SDK));
    const first = [page('```ts\nconst a = 1;\n```\n')];
    const failed = beside.check(first, Promise.reject(new Error('openapi-typescript failed')), first);
    await expect(failed).rejects.toThrow(/openapi-typescript/);
    expect(await beside.checked(first)).toBe(false);
    beside.stop();
  });

  it('fails with the API types when their generation fails', async () => {
    const beside = startSampleCheck(project(SDK));
    const typesFailed = Promise.reject(new Error('openapi-typescript failed'));
    await expect(beside.check([page('```ts\nconst a = 1;\n```\n')], typesFailed)).rejects.toThrow(/openapi-typescript/);
    beside.stop();
  });
});

describe('one program per sample', { timeout: 120_000 }, () => {
  const tsx = (tag: string) =>
    `\`\`\`tsx\nimport { greet } from '@acme/sdk';\nexport const Hello = () => <${tag}>{greet('Ana')}</${tag}>;\n\`\`\`\n`;

  it('reports no error for a JSX tag whose type was shown first (its hover comes after the errors)', () => {
    // A hover on a tag name before the errors leaves the checker reporting "Cannot find name 'div'".
    const report = checkSamples([page(tsx('div')), page(tsx('span'))], project(SDK));
    expect(report.errors).toEqual([]);
    expect(report.checked).toBe(2);
  });

  it('still reports the errors of a JSX sample', () => {
    const report = checkSamples([page(tsx('notATag'))], project(SDK));
    // Its opening and its closing tag, on file line 7.
    const error = expect.stringMatching(/guide\.mdx:7: TS2339: Property 'notATag' does not exist on type 'JSX/);
    expect(report.errors).toEqual([error, error]);
  });

  it("gives a later sample no leftover of an earlier sample's helper file", () => {
    const helper = (imports: boolean) =>
      '```ts\n' +
      (imports ? '// @filename: auth.ts\nexport const token = "t";\n// @filename: index.ts\n' : '') +
      "import { token } from './auth';\nconsole.log(token);\n```\n";
    const report = checkSamples([page(helper(true)), page(helper(false))], project(SDK));
    expect(report.errors).toEqual([
      expect.stringMatching(/TS2305: Module '"\.\/auth"' has no exported member 'token'/),
    ]);
  });
});
