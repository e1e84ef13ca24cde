import { copyStrings } from '../i18n/english-copy.client';
import { sharedBehaviour } from './behaviour';
import { writeClipboard } from './clipboard';

/**
 * The copy buttons of server-rendered markup, one listener on the document for all of them: a docs
 * code block's (`data-copy-code`, the code of its `<figure>`), an API sample's code (`data-copy`,
 * the `<pre>` beside it), an operation's link (`data-copy-link`), a
 * page's or an operation's Markdown copy (`data-copy-markdown`, with `data-copy-section`) and the
 * MCP config (`data-copy-text`). A button says "Copied" or "Copy failed" for 2 s (its
 * `data-copied` / `data-copy-failed` on a locale's page), keeping its width, and so does the polite
 * live region after it when there is one (the page actions).
 */

/**
 * One operation's part of its page's Markdown copy: from after the previous operation's
 * `Reference: <…#id>` line through its own (the copy ends each operation with that line).
 */
export function operationSection(markdown: string, id: string): string {
  const lines = markdown.split('\n');
  const end = lines.findIndex((line) => line.startsWith('Reference: <') && line.endsWith(`#${id}>`));
  if (end < 0) return markdown;
  let start = end - 1;
  while (start >= 0 && !lines[start].startsWith('Reference: <')) start -= 1;
  return `${lines
    .slice(start + 1, end + 1)
    .join('\n')
    .trim()}\n`;
}

/** Markdown copies already fetched, by address: a second click copies at once. */
const fetched = new Map<string, Promise<string>>();

function markdownOf(href: string, section?: string): Promise<string> {
  let text = fetched.get(href);
  if (!text) {
    text = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return response.text();
    });
    text.catch(() => fetched.delete(href));
    fetched.set(href, text);
  }
  return section ? text.then((markdown) => operationSection(markdown, section)) : text;
}

const labels = new WeakMap<HTMLElement, { label: string; name: string | null; timer: ReturnType<typeof setTimeout> }>();

function say(button: HTMLElement, message: string): void {
  const status = button.nextElementSibling?.getAttribute('role') === 'status' ? button.nextElementSibling : null;
  const shown = labels.get(button);
  if (shown) clearTimeout(shown.timer);
  else button.style.minWidth = `${button.getBoundingClientRect().width}px`;
  const label = shown?.label ?? button.textContent ?? '';
  // A button named by aria-label (a code block's "Copy code to clipboard") says it there too.
  const name = shown ? shown.name : button.getAttribute('aria-label');
  button.textContent = message;
  if (name !== null) button.setAttribute('aria-label', message);
  if (status) status.textContent = message;
  const timer = setTimeout(() => {
    labels.delete(button);
    button.textContent = label;
    if (name !== null) button.setAttribute('aria-label', name);
    if (status) status.textContent = '';
  }, 2000);
  labels.set(button, { label, name, timer });
}

async function copy(text: string | Promise<string>, button: HTMLElement): Promise<void> {
  try {
    await writeClipboard(text);
    say(button, button.dataset.copied ?? copyStrings['copy.copied']);
  } catch {
    say(button, button.dataset.copyFailed ?? copyStrings['copy.failed']);
  }
}

/**
 * The code to take away: without the type popups of checked samples
 * (lib/markdown/twoslash-render.ts) and without the lines marked `// [!code --]` (the markers
 * themselves never reach the page), as lib/markdown/code-notation.ts does for the text copies.
 */
export function codeText(code: Element | null | undefined): string {
  if (!code) return '';
  const copy = code.cloneNode(true) as Element;
  for (const popup of copy.querySelectorAll('.ts-popup')) popup.remove();
  const lines = [...copy.querySelectorAll(':scope > [data-line], :scope > code > [data-line]')];
  if (lines.length === 0) return copy.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) => line.textContent ?? '')
    .join('\n');
}

function onClick(event: MouseEvent): void {
  const target = event.target as HTMLElement;
  // A docs code block's button (components/mdx/code-block.tsx), and an API sample's.
  const block = target.closest<HTMLElement>('[data-copy-code]');
  if (block) return void copy(codeText(block.closest('figure')?.querySelector('pre code')), block);
  const code = target.closest<HTMLElement>('[data-copy]');
  if (code) return void copy(codeText(code.parentElement?.querySelector('pre')), code);
  const markdown = target.closest<HTMLElement>('[data-copy-markdown]');
  if (markdown)
    return void copy(markdownOf(markdown.dataset.copyMarkdown ?? '', markdown.dataset.copySection), markdown);
  const text = target.closest<HTMLElement>('[data-copy-text]');
  if (text) return void copy(text.dataset.copyText ?? '', text);
  const link = target.closest<HTMLElement>('[data-copy-link]');
  if (link) void copy(`${window.location.origin}${window.location.pathname}#${link.dataset.copyLink}`, link);
}

export const copyButtons = sharedBehaviour(() => {
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
});
