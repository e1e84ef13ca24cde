import { describe, expect, it } from 'vitest';
import { codeText } from './copy-button.client';

function code(html: string): Element {
  const element = document.createElement('code');
  element.innerHTML = html;
  return element;
}

describe('codeText (the copy button)', () => {
  it('leaves out removed diff lines and type popups, and keeps added lines', () => {
    const element = code(
      [
        '<span class="diff remove" data-line="">const a = 1;</span>',
        '<span class="diff add" data-line="">const a = <span class="ts-hover">b<span class="ts-popup">const b: 2</span></span>;</span>',
        '<span class="focused" data-line="">call(a);</span>',
      ].join('\n'),
    );
    expect(codeText(element)).toBe('const a = b;\ncall(a);');
  });

  it('keeps empty lines', () => {
    expect(codeText(code('<span data-line="">a</span>\n<span data-line=""></span>\n<span data-line="">b</span>'))).toBe(
      'a\n\nb',
    );
  });

  it('reads code without line elements as text', () => {
    expect(codeText(code('plain text'))).toBe('plain text');
  });
});
