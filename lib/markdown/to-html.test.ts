import { describe, expect, it } from 'vitest';
import { commonMarkToHtml } from './to-html';

describe('OpenAPI descriptions as HTML', () => {
  it('wrap each table in a focusable scroll container, so a wide table never widens the page', () => {
    const html = commonMarkToHtml('| a | b |\n| - | - |\n| 1 | 2 |\n\n[x](javascript:alert(1))');
    expect(html).toMatch(/^<div class="table-wrapper" tabindex="0"><table>/);
    expect(html).toContain('<a href="#">x</a>');
    expect(commonMarkToHtml('```http\nGET /x\n```')).toMatch(/^<pre tabindex="0"><code class="language-http">/);
  });
});
