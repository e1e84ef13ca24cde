// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeText, copyButtons, operationSection } from './copy-behaviour';

let release = () => {};
beforeEach(() => {
  vi.stubGlobal('ClipboardItem', undefined);
  release = copyButtons.attach();
});
afterEach(() => {
  release();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function button(attributes: string) {
  document.body.innerHTML = `<button ${attributes}>Copy page as Markdown</button><span role="status"></span>`;
  return document.querySelector('button') as HTMLButtonElement;
}

describe('copy buttons', () => {
  it('fetches a Markdown copy once, copies it, and says so on the button and its live region for 2 s', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetch = vi.fn(async () => new Response('# Intro\n'));
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers();
    const copy = button('data-copy-markdown="/docs/intro-once.md"');
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('# Intro\n');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Copied');
    copy.click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(copy.textContent).toBe('Copy page as Markdown');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('says "Copy failed" when the copy cannot be fetched, and fetches again on the next click', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
    const fetch = vi.fn(async () => new Response('gone', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const copy = button('data-copy-markdown="/docs/missing.md"');
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toBe('Copy failed'));
    copy.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it("copies an operation's section of the page's copy", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('# API\n\n### A\n\nReference: <https://x/api#a>\n\n### B\n\nReference: <https://x/api#b>\n'),
      ),
    );
    button('data-copy-markdown="/api/x.md" data-copy-section="b"').click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('### B\n\nReference: <https://x/api#b>\n'));
  });

  it('keeps the section function total: an unknown operation copies the whole page', () => {
    expect(operationSection('# API\n', 'missing')).toBe('# API\n');
  });
});

function codeOf(html: string): Element {
  const element = document.createElement('code');
  element.innerHTML = html;
  return element;
}

describe('codeText (a code block, an API sample)', () => {
  it('leaves out removed diff lines and type popups, and keeps added lines', () => {
    const element = codeOf(
      [
        '<span class="diff remove" data-line="">const a = 1;</span>',
        '<span class="diff add" data-line="">const a = <span class="ts-hover">b<span class="ts-popup">const b: 2</span></span>;</span>',
        '<span class="focused" data-line="">call(a);</span>',
      ].join('\n'),
    );
    expect(codeText(element)).toBe('const a = b;\ncall(a);');
  });

  it('keeps empty lines', () => {
    expect(
      codeText(codeOf('<span data-line="">a</span>\n<span data-line=""></span>\n<span data-line="">b</span>')),
    ).toBe('a\n\nb');
  });

  it('reads code without line elements as text, popups left out', () => {
    expect(codeText(codeOf('plain <span class="ts-popup">x: 1</span>text'))).toBe('plain text');
  });
});

describe("a code block's copy button", () => {
  it('copies the code of its figure and says so in its name for 2 s', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    document.body.innerHTML =
      '<figure><pre><code><span data-line="">npm i</span></code></pre>' +
      '<button data-copy-code aria-label="Copy code to clipboard">Copy</button></figure>';
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-label')).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('npm i');
    expect(button.textContent).toBe('Copied');
    vi.advanceTimersByTime(2000);
    expect(button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(button.textContent).toBe('Copy');
  });
});
