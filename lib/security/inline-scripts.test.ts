import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, joinFlightScripts, pageScriptHashes, scriptHash } from './inline-scripts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const page = (body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, as written, and skips src scripts and data blocks', () => {
    const html = page(
      [
        '<script src="/_next/static/chunks/a.js" async=""></script>',
        "<script>document.documentElement.classList.add('js')</script>",
        '<script type="application/ld+json">{"@type":"TechArticle"}</script>',
        '<script id="_R_">(globalThis.TURBOPACK=[]).push(1)</script>',
        '<script type="module">import "/m.js"</script>',
        '<script type="text/template"><p>not code</p></script>',
        '<script data-x="a > b" type=\'text/javascript\'>x = "&amp;<\\/p>"</script>',
      ].join(''),
    );
    expect(inlineScripts(html).map((s) => s.text)).toEqual([
      "document.documentElement.classList.add('js')",
      '(globalThis.TURBOPACK=[]).push(1)',
      'import "/m.js"',
      'x = "&amp;<\\/p>"',
    ]);
  });

  it('hashes the exact UTF-8 text: one changed character is another hash', () => {
    expect(scriptHash('self.__next_f.push([1,"é"])')).toBe(sha('self.__next_f.push([1,"é"])'));
    expect(scriptHash('a=1')).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    const before = pageScriptHashes(page('<script>self.__next_f.push([1,"a"])</script>'));
    const after = pageScriptHashes(page('<script>self.__next_f.push([1,"b"])</script>'));
    expect(before).toHaveLength(1);
    expect(after).not.toContain(before[0]);
  });

  it('lists a script used twice once, in a stable order', () => {
    const html = page('<script>b()</script><script>a()</script><script>b()</script>');
    expect(pageScriptHashes(html)).toEqual([sha('a()'), sha('b()')].sort());
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(pageScriptHashes(page('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'))).toEqual([]);
  });
});

describe('joinFlightScripts', () => {
  const chunks = Array.from({ length: 5 }, (_, i) => `self.__next_f.push([1,"chunk ${i}\\n"])`);
  const html = page(
    `<main>text</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks
      .map((c) => `<script>${c}</script>`)
      .join('\n')}`,
  );

  it('joins adjacent data scripts into one that pushes the same chunks in the same order', () => {
    const joined = joinFlightScripts(html);
    const texts = inlineScripts(joined).map((s) => s.text);
    expect(texts).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', chunks.join(';\n')]);
    const pushed: unknown[] = [];
    new Function('self', texts[1])({ __next_f: { push: (x: unknown) => pushed.push(x) } });
    expect(pushed).toEqual(chunks.map((_, i) => [1, `chunk ${i}\n`]));
    expect(joined).toContain('<body><main>text</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('keeps data scripts apart when markup stands between them, and leaves a page without runs unchanged', () => {
    const split = page(`<script>${chunks[0]}</script><p>x</p><script>${chunks[1]}</script>`);
    expect(joinFlightScripts(split)).toBe(split);
  });
});
