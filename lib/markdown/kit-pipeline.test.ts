import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMath } from './math-check';
import { compileMdxCached } from './mdx-compiler';
import { mdxToMarkdown } from './mdx-to-markdown';
import { checkDiagrams } from './mermaid-check';
import { parseMarkdown } from './parse';
import { plainText } from './plain-text';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-pipeline-'));
const compile = async (source: string) =>
  (await compileMdxCached(source, { filePath: 'content/docs/kit.mdx' }, root)).code;
const copy = (body: string) =>
  mdxToMarkdown(body, { title: 'Kit', href: '/docs/kit', siteUrl: 'https://docs.example.com' });

describe('diagrams', () => {
  it('turns a mermaid fence into <Mermaid> with its source and title', async () => {
    const code = await compile('```mermaid title="The merge"\nflowchart LR\n  A --> B\n```\n');
    expect(code).toContain('Mermaid');
    expect(code).toContain('"flowchart LR\\n  A --> B"');
    expect(code).toContain('"The merge"');
  });

  it('keeps the source in the Markdown copies', () => {
    expect(copy('```mermaid\nflowchart LR\n  A --> B\n```\n')).toContain('```mermaid\nflowchart LR\n  A --> B\n```');
  });

  it('checks the syntax, naming the file, line and column', async () => {
    const body =
      'Intro\n\n```mermaid\nflowchart LR\n  A --> B{merge\n  B --> C\n```\n\n```mermaid\nsequenceDiagram\n  A->>B: hi\n```\n';
    const { errors, checked } = await checkDiagrams([
      { file: 'content/docs/kit.mdx', tree: parseMarkdown(body), lineOffset: 4 },
    ]);
    expect(checked).toBe(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/kit\.mdx:9:\d+: the mermaid diagram does not parse: unexpected /);
  });

  it('reports a diagram of no known type', async () => {
    const { errors } = await checkDiagrams([{ file: 'a.mdx', tree: parseMarkdown('```mermaid\nnonsense\n```') }]);
    expect(errors[0]).toMatch(/^a\.mdx:1:1: the mermaid diagram does not parse: No diagram type detected/);
  });

  it('loads nothing for a page without a diagram', async () => {
    expect(await checkDiagrams([{ file: 'a.mdx', tree: parseMarkdown('```js\nx\n```') }])).toEqual({
      errors: [],
      checked: 0,
    });
  });
});

describe('math', () => {
  it('renders $…$ and $$…$$ with KaTeX at build time and links its stylesheet', async () => {
    const code = await compile('Energy $E = mc^2$.\n\n$$\n\\sum_{i=1}^n i\n$$\n');
    expect(code).toContain('katex');
    expect(code).toContain('katex-display');
    expect(code).toContain('"/katex/katex.min.css"');
    expect(code).toContain('precedence');
  });

  it('links nothing on a page without math', async () => {
    const code = await compile('No math here, `$x$` in code.\n');
    expect(code).not.toContain('katex');
  });

  it('fails on TeX that KaTeX cannot read, at compile time and in the content check', async () => {
    await expect(compile('Bad $\\frac{1}$ math.\n')).rejects.toThrow(/1:5: KaTeX cannot render this math/);
    const errors = checkMath([
      { file: 'a.mdx', tree: parseMarkdown('Fine $x$.\n\nBad $\\frac{1}$ math.\n'), lineOffset: 3 },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^a\.mdx:6:5: KaTeX cannot render this math: .*expected '}'/);
  });

  it('keeps the TeX in the Markdown copies and search text', () => {
    expect(copy('Energy $E = mc_2$.\n\n$$\na_1\n$$\n')).toContain('Energy $E = mc_2$.\n\n$$\na_1\n$$');
    expect(plainText(parseMarkdown('Energy $E = mc^2$.'))).toBe('Energy E = mc^2.');
  });
});

describe('code groups', () => {
  const group =
    ':::code-group\n```bash title="npm"\nnpm i acme\n```\n\n```bash title="pnpm"\npnpm add acme # [!code ++]\n```\n:::\n';

  it('renders the fences as tabs labelled with their titles', async () => {
    const code = await compile(group);
    expect(code).toMatch(/Tabs/);
    expect(code).toContain('label: "npm"');
    expect(code).toContain('label: "pnpm"');
    expect(code).not.toContain('[!code');
  });

  it('writes each block under its label in the Markdown copies, without markers', () => {
    expect(copy(group)).toContain('**npm**\n\n```bash\nnpm i acme\n```\n\n**pnpm**\n\n```bash\npnpm add acme\n```');
  });

  it('refuses prose inside a group, naming the line', async () => {
    await expect(compile(':::code-group\nSome text\n:::\n')).rejects.toThrow(
      /kit\.mdx:2: a :::code-group holds code fences only/,
    );
  });
});

describe('code markers in the Markdown copies', () => {
  it('never reach them', () => {
    const md = copy('```ts\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\n// [!code focus]\ncall(a);\n```\n');
    expect(md).toContain('```ts\nconst a = 2;\ncall(a);\n```');
    expect(md).not.toContain('[!code');
  });
});
