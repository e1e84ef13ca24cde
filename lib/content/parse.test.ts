import { describe, expect, it } from 'vitest';
import { parseEntry, parseJsonFile } from './parse';
import { DocFrontmatterSchema, MetaFileSchema } from './schema';

const doc = (frontmatter: string, body = '\nHello\n') => `---\n${frontmatter}\n---\n${body}`;

describe('parseEntry', () => {
  it('parses valid frontmatter with defaults and reports where the body starts', () => {
    const parsed = parseEntry(
      doc('title: Intro\nsidebar_position: 2\ntags: [sdk]', '\n## A\n'),
      'a.mdx',
      DocFrontmatterSchema,
    );
    expect(parsed.frontmatter).toEqual({
      title: 'Intro',
      sidebar_position: 2,
      tags: ['sdk'],
      draft: false,
      hide_table_of_contents: false,
      hide_edit_link: false,
    });
    expect(parsed.body.trim()).toBe('## A');
    // Body line 1 is file line 6 (the blank line after the closing ---).
    expect(parsed.bodyLineOffset).toBe(5);
  });

  it('names the file and the field of a wrong type', () => {
    expect(() =>
      parseEntry(doc('title: Intro\nsidebar_position: first'), 'content/docs/a.mdx', DocFrontmatterSchema),
    ).toThrow(
      new RegExp(
        /content\/docs\/a\.mdx:\n\s+- line 3: /.source +
          /frontmatter\.sidebar_position: Invalid input: expected number, received string/.source,
      ),
    );
  });

  it('requires a title', () => {
    expect(() => parseEntry(doc('description: x'), 'b.mdx', DocFrontmatterSchema)).toThrow(
      /line 1: frontmatter\.title: Invalid input: expected string, received undefined/,
    );
  });

  it('rejects unknown fields, naming them', () => {
    expect(() => parseEntry(doc('title: A\nsidebar_postion: 1'), 'c.mdx', DocFrontmatterSchema)).toThrow(
      /line 3: frontmatter: unknown key "sidebar_postion"/,
    );
  });

  it('rejects uppercase tags and non-boolean draft', () => {
    expect(() => parseEntry(doc('title: A\ntags: [SDK]'), 'd.mdx', DocFrontmatterSchema)).toThrow(
      /frontmatter\.tags\[0\]: expected lowercase tags/,
    );
    expect(() => parseEntry(doc('title: A\ndraft: maybe'), 'd.mdx', DocFrontmatterSchema)).toThrow(
      /frontmatter\.draft/,
    );
  });

  it('reports invalid YAML with the file', () => {
    expect(() => parseEntry(doc('title: ok\nbroken: [unclosed\nnext: 1'), 'e.mdx', DocFrontmatterSchema)).toThrow(
      /e\.mdx:\n\s+- line 4: frontmatter is not valid YAML/,
    );
  });

  it('reports frontmatter that is not key: value lines, or never closed, with the file and line', () => {
    expect(() => parseEntry(doc('- title\n- intro'), 'f.mdx', DocFrontmatterSchema)).toThrow(
      /f\.mdx:\n\s+- line 2: frontmatter must be "key: value" lines, not a list/,
    );
    expect(() => parseEntry('---\ntitle: A\n\nBody\n', 'g.mdx', DocFrontmatterSchema)).toThrow(
      /g\.mdx:\n\s+- line 1: frontmatter is not closed/,
    );
  });

  it('reads a file without frontmatter as one without fields', () => {
    expect(() => parseEntry('# Just Markdown\n', 'h.mdx', DocFrontmatterSchema)).toThrow(
      /h\.mdx:\n\s+- line 1: frontmatter\.title: Invalid input: expected string, received undefined/,
    );
  });
});

describe('parseJsonFile', () => {
  it('validates meta files', () => {
    expect(parseJsonFile('{"label":"SDK","position":1}', '_meta.json', MetaFileSchema)).toEqual({
      label: 'SDK',
      position: 1,
      collapsible: true,
      collapsed: false,
    });
    expect(() => parseJsonFile('{"label":"SDK","hidden":true}', 'x/_meta.json', MetaFileSchema)).toThrow(
      /x\/_meta\.json:\n\s+- \(root\): unknown key "hidden"/,
    );
    expect(() => parseJsonFile('{label}', 'y/_meta.json', MetaFileSchema)).toThrow(
      /y\/_meta\.json:\n\s+- not valid JSON/,
    );
  });
});
