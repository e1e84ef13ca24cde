import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compactLine, rehypeCompactCode } from './rehype-compact-code';

const prettyCode: PrettyCodeOptions = {
  theme: { light: 'github-light-default', dark: 'github-dark-default' },
  keepBackground: false,
};

async function render(markdown: string, compact = true): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypePrettyCode, prettyCode);
  if (compact) processor.use(rehypeCompactCode);
  return String(await processor.use(rehypeStringify).process(markdown));
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<')
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('rehypeCompactCode', () => {
  const source = '```ts title="hello.ts" {2}\nimport { a } from "b";\nconst x = a(1); // call\n```';

  it('keeps the text, the title and the highlighted line, and uses token classes', async () => {
    const html = await render(source);
    expect(text(html)).toBe(text(await render(source, false)));
    expect(html).toContain('<figcaption data-rehype-pretty-code-title="">hello.ts</figcaption>');
    expect(html).toMatch(/<span data-line="" data-highlighted-line="">/);
    expect(html).toContain('<span class="k">import</span>');
    expect(html).toContain('<span class="m">// call</span>');
    expect(html).not.toContain('--shiki');
    expect(html).not.toContain('data-theme');
    expect(html).not.toContain('display: grid');
  });

  it('is at most half the markup of the original', async () => {
    expect((await render(source)).length).toBeLessThan((await render(source, false)).length / 2);
  });

  it('leaves code outside highlighted blocks alone', async () => {
    const html = await render('Some `inline` code and <span style="color:red">raw</span>.');
    expect(html).toContain('<code>inline</code>');
  });
});

describe('compactLine', () => {
  const span = (style: string, value: string) => ({
    type: 'element' as const,
    tagName: 'span',
    properties: { style },
    children: [{ type: 'text' as const, value }],
  });
  const keyword = '--shiki-light:#CF222E;--shiki-dark:#FF7B72';
  const plain = '--shiki-light:#1F2328;--shiki-dark:#E6EDF3';

  it('merges neighbours of one colour and unwraps default text', () => {
    const out = compactLine([
      span(keyword, 'export'),
      span(keyword, ' const'),
      span(plain, ' x '),
      { type: 'text', value: '= ' },
      span(keyword, 'new'),
    ]);
    expect(out).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['k'] },
        children: [{ type: 'text', value: 'export const' }],
      },
      { type: 'text', value: ' x = ' },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['k'] },
        children: [{ type: 'text', value: 'new' }],
      },
    ]);
  });

  it('keeps unknown colours inline and leaves elements it does not understand untouched', () => {
    const other = span('--shiki-light:#123456;--shiki-dark:#654321', 'odd');
    const nested = {
      type: 'element' as const,
      tagName: 'span',
      properties: { className: ['diff'] },
      children: [span(keyword, 'if')],
    };
    const out = compactLine([other, nested, span(keyword, 'if')]);
    expect(out[0]).toEqual(other);
    expect(out[1]).toBe(nested);
    expect(out[2]).toEqual({
      type: 'element',
      tagName: 'span',
      properties: { className: ['k'] },
      children: [{ type: 'text', value: 'if' }],
    });
  });
});
