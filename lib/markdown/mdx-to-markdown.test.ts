import { describe, expect, it } from 'vitest';
import { loadDocs } from '../content/load';
import { mdxToMarkdown } from './mdx-to-markdown';
import { proseLines } from './prose-lines';

const SITE = 'https://docs.acme.com';
const fileRoutes = new Map([
  ['content/docs/guide/other.mdx', '/docs/guide/other'],
  ['content/docs/guide/nested/deep.mdx', '/docs/guide/nested/deep'],
  ['content/docs/top.md', '/docs/top'],
]);

/** Converts a body as the page /docs/guide/start (content/docs/guide/start.mdx). */
const convert = (body: string, extra: { description?: string } = {}) =>
  mdxToMarkdown(body, {
    title: 'Start here',
    href: '/docs/guide/start',
    siteUrl: SITE,
    filePath: 'content/docs/guide/start.mdx',
    fileRoutes,
    ...extra,
  });

/** The body after the header (title, description, source line). */
const body = (markdown: string) => markdown.split('\n\n').slice(2).join('\n\n');

describe('mdxToMarkdown', () => {
  it('starts with the title, the description as a quote and the source URL', () => {
    const md = convert('Hello.', { description: 'One sentence.' });
    expect(md).toBe('# Start here\n\n> One sentence.\n\nSource: <https://docs.acme.com/docs/guide/start>\n\nHello.\n');
    expect(convert('Hello.').split('\n\n').slice(0, 2)).toEqual([
      '# Start here',
      'Source: <https://docs.acme.com/docs/guide/start>',
    ]);
  });

  it('removes ESM, expressions and comments without leaving gaps', () => {
    const md = convert(
      "import { Thing } from './thing';\nexport const meta = { a: 1 };\n\nIntro.\n\n{/* truncate */}\n\n" +
        'Value is {props.value} here.\n\n{1 + 1}\n',
    );
    expect(body(md)).toBe('Intro.\n\nValue is here.\n');
  });

  it('turns tabs into bold labels followed by their content, nested markdown included', () => {
    const md = convert(
      [
        '<Tabs>',
        '<Tab label="npm">',
        '',
        'Run **this**:',
        '',
        '```bash',
        'npm install x',
        '```',
        '',
        '- one',
        '- two',
        '',
        '</Tab>',
        '<Tab label="CDN">',
        '',
        'Use a `<script>` tag.',
        '',
        '</Tab>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(body(md)).toBe(
      '**npm**\n\nRun **this**:\n\n```bash\nnpm install x\n```\n\n- one\n- two\n\n**CDN**\n\nUse a `<script>` tag.\n',
    );
  });

  it('handles tabs written on one line and JSX inside paragraphs', () => {
    expect(body(convert('<Tabs><Tab label="a">x *y*</Tab><Tab label="b">z</Tab></Tabs>'))).toBe(
      '**a**\n\nx _y_\n\n**b**\n\nz\n',
    );
    expect(body(convert('Text with <Badge color="green">new</Badge> inside and a <br /> break.'))).toBe(
      'Text with new inside and a\\\nbreak.\n',
    );
    expect(body(convert('See <a href="/docs/guide/other">the other page</a>.'))).toBe(
      'See [the other page](https://docs.acme.com/docs/guide/other).\n',
    );
  });

  it('unwraps unknown components, however deep, keeping their markdown', () => {
    const md = convert(
      '<Panel title="x">\n<Columns>\n\n## Inside\n\n> quoted *text*\n\n</Columns>\n</Panel>\n\n<Empty />\n\nAfter.',
    );
    expect(body(md)).toBe('## Inside\n\n> quoted _text_\n\nAfter.\n');
  });

  it('writes the kit: accordions under their bold title, cards as linked lines, badges as their text', () => {
    const md = convert(
      [
        '<Accordion title="Why?">',
        '',
        'Because.',
        '',
        '</Accordion>',
        '',
        '<Cards>',
        '  <Card title="Start" href="/docs/guide/other" description="First steps." />',
        '  <Card title="Plain">Body.</Card>',
        '</Cards>',
        '',
        'New <Badge variant="tip">API</Badge> and <Badge text="Beta" />.',
      ].join('\n'),
    );
    expect(body(md)).toBe(
      '**Why?**\n\nBecause.\n\n[**Start**](https://docs.acme.com/docs/guide/other): First steps.\n\n**Plain**\n\nBody.\n\nNew API and Beta.\n',
    );
  });

  it('writes admonitions as quotes labelled with their kind and title', () => {
    expect(body(convert(':::note\nPlain note.\n:::'))).toBe('> **Note:** Plain note.\n');
    expect(body(convert(':::tip[Pin the version]\nStay on v3.\n:::'))).toBe(
      '> **Tip: Pin the version**\n>\n> Stay on v3.\n',
    );
    expect(body(convert(':::danger\n- a list first\n:::'))).toBe('> **Danger:**\n>\n> - a list first\n');
    expect(body(convert('<Admonition type="warning" title="Careful">\nBody.\n</Admonition>'))).toBe(
      '> **Warning: Careful**\n>\n> Body.\n',
    );
    // Other directives are not callouts: the label stays as a bold line, the content follows.
    expect(body(convert(':::details[More]\nHidden text.\n:::'))).toBe('**More**\n\nHidden text.\n');
  });

  it('keeps the language of code fences and drops their display metadata', () => {
    const md = convert(
      '```ts title="src/app.ts" {2,4-5} showLineNumbers\nconst a = 1;\n```\n\n```\nplain\n```\n\n```js {1}\nx\n```',
    );
    expect(body(md)).toBe('```ts\nconst a = 1;\n```\n\n```\nplain\n```\n\n```js\nx\n```\n');
  });

  it("leaves out a sample's hidden context above its cut line, in samples only", () => {
    const md = convert(
      '```ts\n// @filename: auth.ts\nexport declare const user: string;\n// @filename: app.ts\n// ---cut---\n' +
        "import { user } from './auth';\n```\n\n```bash\n# ---cut---\n// ---cut---\nls\n```",
    );
    expect(body(md)).toBe(
      "```ts\nimport { user } from './auth';\n```\n\n```bash\n# ---cut---\n// ---cut---\nls\n```\n",
    );
  });

  it('makes links absolute: markdown files, routes, relative paths, anchors and images', () => {
    const md = convert(
      '[a](./other.mdx#setup) [b](nested/deep.mdx) [c](../top.md) [d](/docs/guide/other#x) [e](../guide/other) ' +
        '[f](#section) [g](https://example.com/x) [h](mailto:dev@acme.com) [i](./missing.mdx) ![logo](/img/logo.svg)' +
        '\n\n[ref]: /blog/welcome',
    );
    expect([...md.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])).toEqual([
      'https://docs.acme.com/docs/guide/other#setup',
      'https://docs.acme.com/docs/guide/nested/deep',
      'https://docs.acme.com/docs/top',
      'https://docs.acme.com/docs/guide/other#x',
      'https://docs.acme.com/docs/guide/other',
      'https://docs.acme.com/docs/guide/start#section',
      'https://example.com/x',
      'mailto:dev@acme.com',
      // An unknown file is a build warning already: kept as written rather than guessed.
      './missing.mdx',
      'https://docs.acme.com/img/logo.svg',
    ]);
    expect(md).toContain('\n[ref]: https://docs.acme.com/blog/welcome\n');
  });

  it('keeps text that looks like a directive, and GFM tables stay compact', () => {
    expect(body(convert('Listen for `login:success` or login:success at 10:30.'))).toBe(
      'Listen for `login:success` or login:success at 10:30.\n',
    );
    expect(
      body(convert('| Option | Type |\n| :--- | --- |\n| `a` | `string \\| number` |\n| long cell value here | x |')),
    ).toBe('| Option | Type |\n| :-- | --- |\n| `a` | `string \\| number` |\n| long cell value here | x |\n');
  });

  it('converts every published doc of the site without MDX left over', () => {
    const docs = loadDocs({ includeDrafts: false });
    expect(docs.length).toBeGreaterThan(10);
    for (const doc of docs) {
      const md = mdxToMarkdown(doc.body, {
        title: doc.frontmatter.title,
        description: doc.frontmatter.description,
        href: doc.href,
        siteUrl: SITE,
        filePath: doc.filePath,
        fileRoutes,
      });
      expect(md.startsWith(`# ${doc.frontmatter.title}\n`), doc.filePath).toBe(true);
      const prose = proseLines(md).join('\n');
      expect(prose, doc.filePath).not.toMatch(/^(import|export) /m);
      expect(prose, doc.filePath).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s>/]/);
      expect(prose, doc.filePath).not.toMatch(/^:::/m);
      expect(prose, doc.filePath).not.toMatch(/\]\(\/(?!\/)/);
    }
  });
});
