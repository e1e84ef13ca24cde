import { describe, expect, it } from 'vitest';
import { commonMarkInlineToHtml, commonMarkToHtml } from './to-html';

describe('OpenAPI descriptions as HTML', () => {
  it('wrap each table in a focusable scroll container, so a wide table never widens the page', () => {
    const html = commonMarkToHtml('| a | b |\n| - | - |\n| 1 | 2 |\n\n[x](javascript:alert(1))');
    expect(html).toMatch(/^<div class="table-wrapper" tabindex="0"><table>/);
    expect(html).toContain('<a href="#">x</a>');
    expect(commonMarkToHtml('```http\nGET /x\n```')).toMatch(/^<pre tabindex="0"><code class="language-http">/);
  });

  it('render one line as phrasing content: code spans and links, no paragraph, no raw HTML', () => {
    expect(commonMarkInlineToHtml('Wait for `Retry-After` seconds, [then retry](#x).')).toBe(
      'Wait for <code>Retry-After</code> seconds, <a href="#x">then retry</a>.',
    );
    expect(commonMarkInlineToHtml('Plain <b>bold</b> text')).toBe('Plain bold text');
    // More than one paragraph is left as blocks, never joined into one.
    expect(commonMarkInlineToHtml('One.\n\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>');
  });
});
