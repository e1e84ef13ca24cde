// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyButtons, operationSection } from './copy-behaviour';

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
