import { describe, expect, it } from 'vitest';
import { ContentError } from '../utils/errors';
import { extractLinks } from './link-extract';
import { parseMarkdown } from './parse';
import { expandPartials, type PartialFile, readPartial, remapLines } from './partials';

const partials = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([name, text]) => [name, readPartial(name, `content/partials/${name}.mdx`, text)]));

const errorOf = (run: () => unknown): ContentError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
};

const tokens = partials({
  caveat: 'A public token alone never returns private data.\n',
  table: '| Call | Token |\n| --- | --- |\n| `{props.call}` | {props.token} |\n',
  nested: 'Before.\n\n<Partial name="caveat" />\n\nAfter.\n',
});

describe('readPartial', () => {
  it('lists the props a partial uses', () => {
    expect([...(tokens.get('table') as PartialFile).props]).toEqual(['call', 'token']);
  });

  it('fails on a syntax error naming the partial file and line', () => {
    const error = errorOf(() => readPartial('bad', 'content/partials/bad.mdx', 'Fine.\n\n<Broken\n'));
    expect(error.file).toBe('content/partials/bad.mdx');
    expect(error.details[0]).toMatch(/^MDX syntax error at line \d/);
  });

  it('refuses a name that is not lowercase with dashes', () => {
    expect(() => readPartial('Token_Table', 'content/partials/Token_Table.mdx', 'x')).toThrow(/lowercase/);
  });
});

describe('expandPartials', () => {
  it('leaves a body without includes alone', () => {
    expect(expandPartials('# Title\n\nText.\n', 'a.mdx', 3, tokens)).toBeUndefined();
    // An include shown in a code fence is text, not an include.
    expect(expandPartials('```mdx\n<Partial name="nope" />\n```\n', 'a.mdx', 3, tokens)).toBeUndefined();
  });

  it('inserts the partial with its props where it stands, mapping each line to the body line', () => {
    const body = 'Intro.\n\n<Partial name="table" call="GET /x" token="Private" />\n\nOutro.';
    const expanded = expandPartials(body, 'a.mdx', 0, tokens);
    expect(expanded?.body).toBe('Intro.\n\n| Call | Token |\n| --- | --- |\n| `GET /x` | Private |\n\nOutro.');
    expect(expanded?.sourceLines).toEqual([1, 2, 3, 3, 3, 4, 5]);
  });

  it('indents an include inside an indented block, and expands nested partials', () => {
    const body = '<Tabs>\n  <Tab label="A">\n\n  <Partial name="nested" />\n\n  </Tab>\n</Tabs>';
    const expanded = expandPartials(body, 'a.mdx', 0, tokens);
    expect(expanded?.body).toContain('  Before.\n\n  A public token alone never returns private data.\n\n  After.');
    expect(expanded?.sourceLines.slice(3, 8)).toEqual([4, 4, 4, 4, 4]);
  });

  it('names the including file and line of an unknown partial, listing the known ones', () => {
    const error = errorOf(() => expandPartials('Text.\n\n<Partial name="tokn-table" />\n', 'docs/a.mdx', 4, tokens));
    expect(error.file).toBe('docs/a.mdx');
    expect(error.details).toEqual([
      'line 7: unknown partial "tokn-table": no content/partials/tokn-table.mdx (known: "caveat", "nested", "table")',
    ]);
  });

  it('fails on a missing prop, an unknown prop and a prop that is not a string', () => {
    const error = errorOf(() =>
      expandPartials('<Partial name="table" call={x} tokn="Private" />\n', 'docs/a.mdx', 2, tokens),
    );
    expect(error.details).toEqual([
      'line 3: <Partial> prop "call": expected a string in quotes (call="…")',
      'line 3: <Partial name="table"> is missing prop "call" (content/partials/table.mdx uses {props.call})',
      'line 3: <Partial name="table"> is missing prop "token" (content/partials/table.mdx uses {props.token})',
      'line 3: <Partial name="table"> has no prop "tokn" (its props: "call", "token")',
    ]);
  });

  it('fails on an include without a name, or inside a sentence', () => {
    expect(errorOf(() => expandPartials('<Partial />\n', 'a.mdx', 0, tokens)).details[0]).toMatch(
      /^line 1: <Partial> needs name="…"/,
    );
    expect(errorOf(() => expandPartials('See <Partial name="caveat" /> here.\n', 'a.mdx', 0, tokens)).details[0]).toBe(
      'line 1: expected <Partial name="…" /> on a line of its own, not inside a paragraph, list item or table',
    );
  });

  it('fails on an include cycle, naming the including file and line and the cycle', () => {
    const cyclic = partials({ a: 'A.\n\n<Partial name="b" />\n', b: 'B.\n\n<Partial name="a" />\n' });
    const error = errorOf(() => expandPartials('Top.\n\n<Partial name="a" />\n', 'docs/x.mdx', 10, cyclic));
    expect(error.file).toBe('docs/x.mdx');
    expect(error.details).toEqual([
      'line 13: in content/partials/a.mdx: line 3: in content/partials/b.mdx: line 3: partial include cycle: a → b → a',
    ]);
    const self = partials({ me: '<Partial name="me" />\n' });
    expect(errorOf(() => expandPartials('<Partial name="me" />', 'x.mdx', 0, self)).details[0]).toMatch(/me → me$/);
  });
});

describe('remapLines', () => {
  it('puts what the checks find in the included text at the line of its <Partial>, and later lines at their own', () => {
    const links = partials({ link: 'See [the guide](/docs/nowhere).\n\nSecond [link](/docs/also).' });
    const body = 'One.\n\n<Partial name="link" />\n\nLast [link](/docs/last).';
    const expanded = expandPartials(body, 'a.mdx', 0, links);
    if (!expanded) throw new Error('expected an expansion');
    const tree = remapLines(parseMarkdown(expanded.body), expanded.sourceLines);
    expect(extractLinks(tree, 10).map((link) => [link.url, link.line])).toEqual([
      ['/docs/nowhere', 13],
      ['/docs/also', 13],
      ['/docs/last', 15],
    ]);
  });
});
