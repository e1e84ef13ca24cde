import { describe, expect, it } from 'vitest';
import { FrontmatterError, splitFrontmatter } from './frontmatter';

/** The error splitFrontmatter throws for a file. */
function errorOf(raw: string): FrontmatterError {
  try {
    splitFrontmatter(raw);
  } catch (error) {
    if (error instanceof FrontmatterError) return error;
    throw error;
  }
  throw new Error('expected a FrontmatterError');
}

describe('splitFrontmatter', () => {
  it('reads the fields and the body, and says on which line the body starts', () => {
    const parsed = splitFrontmatter(
      '---\ntitle: Intro\ntags: [sdk, web]\nsidebar_position: 2\ndraft: false\n---\n\n# Intro\n',
    );
    expect(parsed.data).toEqual({ title: 'Intro', tags: ['sdk', 'web'], sidebar_position: 2, draft: false });
    expect(parsed.body).toBe('\n# Intro\n');
    // The body's line 1 (the blank line) is the file's line 7.
    expect(parsed.bodyLineOffset).toBe(6);
  });

  it('gives no fields and the whole file as body without frontmatter', () => {
    expect(splitFrontmatter('# Title\n\nText.\n')).toEqual({ data: {}, body: '# Title\n\nText.\n', bodyLineOffset: 0 });
    expect(splitFrontmatter('')).toEqual({ data: {}, body: '', bodyLineOffset: 0 });
    // Frontmatter only counts on the first line.
    expect(splitFrontmatter('\n---\ntitle: A\n---\n').data).toEqual({});
    // Four dashes are a thematic break, not a delimiter.
    expect(splitFrontmatter('----\ntitle: A\n----\n')).toEqual({
      data: {},
      body: '----\ntitle: A\n----\n',
      bodyLineOffset: 0,
    });
  });

  it('gives no fields for an empty block or one with only comments', () => {
    expect(splitFrontmatter('---\n---\nBody')).toEqual({ data: {}, body: 'Body', bodyLineOffset: 2 });
    expect(splitFrontmatter('---\n\n   \n---\nBody').data).toEqual({});
    expect(splitFrontmatter('---\n# nothing yet\n---\nBody').data).toEqual({});
    expect(splitFrontmatter('---\n~\n---\nBody').data).toEqual({});
  });

  it('reads CRLF files, keeping the body as written', () => {
    const parsed = splitFrontmatter('---\r\ntitle: Windows\r\ntags: [a]\r\n---\r\nLine one\r\nLine two\r\n');
    expect(parsed.data).toEqual({ title: 'Windows', tags: ['a'] });
    expect(parsed.body).toBe('Line one\r\nLine two\r\n');
    expect(parsed.bodyLineOffset).toBe(4);
  });

  it('ends the block at the first "---" line: later ones belong to the body', () => {
    const parsed = splitFrontmatter('---\ntitle: A\n---\nAbove\n\n---\n\nBelow\n---\n');
    expect(parsed.data).toEqual({ title: 'A' });
    expect(parsed.body).toBe('Above\n\n---\n\nBelow\n---\n');
    // A "---" inside a YAML value is not a delimiter line.
    expect(splitFrontmatter('---\ntitle: "---"\n---\nx').data).toEqual({ title: '---' });
  });

  it('accepts trailing blanks on the delimiters, a byte order mark, and a file that ends at the closing line', () => {
    expect(splitFrontmatter('--- \ntitle: A\n---\t\nx')).toEqual({
      data: { title: 'A' },
      body: 'x',
      bodyLineOffset: 3,
    });
    expect(splitFrontmatter('\uFEFF---\ntitle: A\n---\nx')).toEqual({
      data: { title: 'A' },
      body: 'x',
      bodyLineOffset: 3,
    });
    expect(splitFrontmatter('---\ntitle: A\n---')).toEqual({ data: { title: 'A' }, body: '', bodyLineOffset: 2 });
  });

  it('keeps dates as written, so the schema can check them (YAML would roll 2026-02-30 over to March 2)', () => {
    expect(splitFrontmatter('---\ndate: 2026-09-03\n---\n').data).toEqual({ date: '2026-09-03' });
    expect(splitFrontmatter('---\ndate: 2026-02-30\n---\n').data).toEqual({ date: '2026-02-30' });
    expect(splitFrontmatter('---\nupdated: 2026-09-03T10:00:00Z\n---\n').data).toEqual({
      updated: '2026-09-03T10:00:00Z',
    });
    // The core schema still reads numbers, booleans and null.
    expect(splitFrontmatter('---\na: 1.5\nb: true\nc: null\nd: "2"\n---\n').data).toEqual({
      a: 1.5,
      b: true,
      c: null,
      d: '2',
    });
  });

  it('reports invalid YAML with the file line of the problem', () => {
    const error = errorOf('---\ntitle: ok\nbroken: [unclosed\nnext: 1\n---\nBody');
    expect(error.line).toBe(4);
    expect(error.message).toMatch(
      /^frontmatter is not valid YAML: missed comma between flow collection entries \(4:1\)/,
    );
    // The excerpt js-yaml quotes is numbered with the file's lines.
    expect(error.message).toContain(' 3 | broken: [unclosed');
    expect(error.cause).toBeInstanceOf(Error);

    expect(errorOf('---\ntitle: A\ntitle: B\n---\n').line).toBe(3);
    expect(errorOf('---\ntitle: A\n  bad indent: x\n---\n').line).toBe(3);
    expect(errorOf('---\r\ntitle: A\r\ntags: [a\r\n---\r\n').line).toBe(4);
  });

  it('rejects a block that is not "key: value" lines, on its first line', () => {
    expect(errorOf('---\n- a\n- b\n---\n')).toMatchObject({
      line: 2,
      message: 'frontmatter must be "key: value" lines, not a list',
    });
    expect(errorOf('---\n# a comment\njust some text\n---\n')).toMatchObject({
      line: 3,
      message: 'frontmatter must be "key: value" lines, not a single string',
    });
    expect(errorOf('---\n42\n---\n')).toMatchObject({
      line: 2,
      message: 'frontmatter must be "key: value" lines, not a single number',
    });
    expect(errorOf('---\ntrue\n---\n')).toMatchObject({
      line: 2,
      message: 'frontmatter must be "key: value" lines, not a single boolean',
    });
  });

  it('rejects a block that is never closed', () => {
    expect(errorOf('---\ntitle: A\n\nBody text\n')).toMatchObject({
      line: 1,
      message: expect.stringMatching(/^frontmatter is not closed/),
    });
    expect(errorOf('---\n')).toMatchObject({ line: 1 });
  });
});
