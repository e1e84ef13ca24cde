import { useEffect } from 'react';
import { writeClipboard } from '@/lib/browser/clipboard';

async function copy(text: string | Promise<string>, button: HTMLElement) {
  try {
    await writeClipboard(text);
    const label = button.textContent;
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = label), 2000);
  } catch {
    // Clipboard refused (permissions): the text stays selectable.
  }
}

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

async function markdownOf(href: string, section?: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  const text = await response.text();
  return section ? operationSection(text, section) : text;
}

/** A code block's text without the hover types' popups (an SDK sample's, lib/markdown/typed-code.ts). */
function codeText(pre: HTMLElement | null | undefined): string {
  if (!pre) return '';
  const copy = pre.cloneNode(true) as HTMLElement;
  for (const popup of copy.querySelectorAll('.ts-popup')) popup.remove();
  return copy.textContent ?? '';
}

function onClick(event: MouseEvent) {
  const target = event.target as HTMLElement;
  const copyButton = target.closest<HTMLElement>('[data-copy]');
  if (copyButton) return void copy(codeText(copyButton.parentElement?.querySelector('pre')), copyButton);
  // The operations' page actions (components/docs/page-actions.tsx, rendered at build time).
  const markdown = target.closest<HTMLElement>('[data-copy-markdown]');
  if (markdown)
    return void copy(markdownOf(markdown.dataset.copyMarkdown ?? '', markdown.dataset.copySection), markdown);
  const text = target.closest<HTMLElement>('[data-copy-text]');
  if (text) return void copy(text.dataset.copyText ?? '', text);
  const linkButton = target.closest<HTMLElement>('[data-copy-link]');
  if (linkButton)
    void copy(`${window.location.origin}${window.location.pathname}#${linkButton.dataset.copyLink}`, linkButton);
}

/**
 * The copy buttons: a sample's code (`data-copy`, the `<pre>` beside it), an operation's link
 * (`data-copy-link`), its Markdown section and the MCP config (`data-copy-markdown`, `data-copy-text`).
 */
export function useCopyButtons() {
  useEffect(() => {
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
