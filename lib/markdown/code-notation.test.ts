import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { readerCode, stripNotation } from './code-notation';
import { prettyCode } from './mdx-pipeline';
import { rehypeCompactCode } from './rehype-compact-code';

async function render(markdown: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypePrettyCode, prettyCode)
    .use(rehypeCompactCode)
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

const text = (html: string) =>
  html
    .replace(/<span class="ts-popup"[\s\S]*?<\/span><\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<')
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('stripNotation', () => {
  it('removes markers, a line holding only a marker, and removed lines', () => {
    const code = [
      'const a = 1; // [!code --]',
      'const a = 2; // [!code ++]',
      '// [!code focus:2]',
      'call(a); // call it [!code highlight]',
      'const word = a; // [!code word:word]',
      '# shell [!code hl]',
      '  <b /> {/* [!code ++] */}',
      'x = 1 # [!code focus]',
      '<p>hi</p> <!-- [!code ++] -->',
    ].join('\n');
    expect(stripNotation(code)).toBe(
      ['const a = 2;', 'call(a); // call it', 'const word = a;', '# shell', '  <b />', 'x = 1', '<p>hi</p>'].join('\n'),
    );
  });

  it('leaves code without markers as it is', () => {
    expect(stripNotation('a // [code ++]\n')).toBe('a // [code ++]\n');
  });

  it('strips after the cut of a checked sample', () => {
    expect(readerCode('ts', 'declare const a: number;\n// ---cut---\nconst b = a; // [!code ++]')).toBe('const b = a;');
  });
});

describe('code-block markers (Shiki transformers)', () => {
  it('marks diff, highlighted, focused lines and words, and removes the markers', async () => {
    const html = await render(
      [
        '```bash',
        'npm install old # [!code --]',
        'npm install new # [!code ++]',
        'echo hi # [!code highlight]',
        'echo focus # [!code focus]',
        '# [!code word:echo]',
        'echo word',
        '```',
      ].join('\n'),
    );
    expect(html).not.toContain('[!code');
    expect(html).toMatch(/<pre[^>]*class="[^"]*has-diff/);
    expect(html).toMatch(/class="diff remove"/);
    expect(html).toMatch(/class="diff add"/);
    expect(html).toMatch(/class="highlighted"/);
    expect(html).toMatch(/class="focused"/);
    expect(html).toMatch(/<span class="c highlighted-word">echo<\/span>/);
    expect(text(html).split('\n')).toHaveLength(5);
  });

  it('numbers lines with showLineNumbers, from a start line too', async () => {
    const html = await render('```js showLineNumbers{5}\nconst a = 1;\nconst b = 2;\n```');
    expect(html).toMatch(/<code[^>]*data-line-numbers=""/);
    expect(html).toContain('counter-set: line 4');
  });

  it('highlights words given in the meta', async () => {
    const html = await render('```bash /install/\nnpm install acme\n```');
    expect(html).toMatch(/<mark[^>]*data-highlighted-chars[^>]*>.*install.*<\/mark>/);
  });

  it('keeps the types of a checked sample under every marker', async () => {
    const html = await render(
      [
        '```ts',
        'const greeting = "hi"; // [!code --]',
        'const greeting2 = "hello"; // [!code ++]',
        'console.log(greeting2); // [!code focus]',
        '```',
      ].join('\n'),
    );
    expect(html).not.toContain('[!code');
    expect(html).toContain('class="ts-hover"');
    expect(html).toMatch(/class="diff add"/);
    expect(html).toMatch(/class="focused"/);
    expect(text(html)).toContain('const greeting2 = "hello";');
  });
});
