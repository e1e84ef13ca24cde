import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { parseMarkdown } from './parse';
import { expandPartials, readPartial } from './partials';
import { cachedParseMarkdown, TREE_CACHE_DIR } from './tree-cache';

/** A project folder with the parsing code (parse.ts is the fingerprint's entry) and a lockfile. */
const project = tempProjects('tree-cache-', 'lib/markdown/parse.ts');
const stored = (root: string) => fs.readdirSync(path.join(root, TREE_CACHE_DIR)).filter((f) => f.endsWith('.bin'));

const BODY = '## Install\n\n<Card title="A" cols={2} />\n\n```ts\nconst a = 1;\n```\n';

describe('cachedParseMarkdown', () => {
  it("parses as parseMarkdown does, and reads the tree back in the next process's parser", () => {
    const root = project();
    expect(cachedParseMarkdown(root)(BODY)).toEqual(parseMarkdown(BODY));
    expect(stored(root)).toHaveLength(1);
    // A stand-in under the same key: a parser that answers it read the cache.
    const file = path.join(root, TREE_CACHE_DIR, stored(root)[0]);
    fs.writeFileSync(file, v8.serialize({ type: 'root', children: [{ type: 'thematicBreak' }] }));
    expect(cachedParseMarkdown(root)(BODY).children).toEqual([{ type: 'thematicBreak' }]);
    // Each call has a tree of its own: a caller may change it.
    const parse = cachedParseMarkdown(root);
    expect(parse(BODY)).not.toBe(parse(BODY));
  });

  it('parses an edited text, and again when the parsing code changed', () => {
    const root = project();
    cachedParseMarkdown(root)(BODY);
    expect(cachedParseMarkdown(root)(`${BODY}\nMore.\n`).children.at(-1)?.type).toBe('paragraph');
    expect(stored(root)).toHaveLength(2);
    fs.writeFileSync(path.join(root, 'lib/markdown/parse.ts'), 'export const parser = 2;\n');
    cachedParseMarkdown(root)(BODY);
    expect(stored(root)).toHaveLength(3);
  });

  it('never stores a text that fails: the error names the file and line every time', () => {
    const root = project();
    for (let i = 0; i < 2; i++)
      expect(() => cachedParseMarkdown(root)('Intro\n\n<Unclosed>\n', 'content/docs/a.mdx', 4)).toThrow(
        /content\/docs\/a\.mdx[\s\S]*MDX syntax error[\s\S]*<Unclosed>. \(3:1/,
      );
    expect(fs.existsSync(path.join(root, TREE_CACHE_DIR))).toBe(false);
  });

  it('ignores a damaged entry', () => {
    const root = project();
    cachedParseMarkdown(root)(BODY);
    fs.writeFileSync(path.join(root, TREE_CACHE_DIR, stored(root)[0]), 'not a serialized value');
    expect(cachedParseMarkdown(root)(BODY)).toEqual(parseMarkdown(BODY));
  });

  it("expands partials through it, and an edited partial's text lands in the page", () => {
    const root = project();
    const parse = cachedParseMarkdown(root);
    const page = 'Intro\n\n<Partial name="note" who="readers" />\n\nEnd\n';
    const expand = (text: string) =>
      expandPartials(
        page,
        'content/docs/a.mdx',
        4,
        new Map([['note', readPartial('note', 'content/partials/note.mdx', text, parse)]]),
        parse,
      )?.body;
    expect(expand('Hello {props.who}.\n')).toBe('Intro\n\nHello readers.\n\nEnd\n');
    expect(expand('Goodbye {props.who}.\n')).toBe('Intro\n\nGoodbye readers.\n\nEnd\n');
    expect(() => expand('Broken <Unclosed>\n')).toThrow(/content\/partials\/note\.mdx/);
  });
});
