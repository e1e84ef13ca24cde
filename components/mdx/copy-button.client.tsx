'use client';

import { useRef, useState } from 'react';
import { writeClipboard } from '@/lib/browser/clipboard';

/**
 * The code to take away: without the type popups of checked samples
 * (lib/markdown/twoslash-render.ts) and without the lines marked `// [!code --]` (the markers
 * themselves never reach the page), as lib/markdown/code-notation.ts does for the text copies.
 */
export function codeText(code: Element): string {
  const copy = code.cloneNode(true) as Element;
  for (const popup of copy.querySelectorAll('.ts-popup')) popup.remove();
  const lines = [...copy.children].filter((line) => line.hasAttribute('data-line'));
  if (lines.length === 0) return copy.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) => line.textContent ?? '')
    .join('\n');
}

/** Copies the text of the code block it sits in; reads the DOM so the code is not sent twice. */
export function CopyButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    const code = ref.current?.closest('figure')?.querySelector('pre code');
    if (!code) return;
    try {
      await writeClipboard(codeText(code));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <button
      ref={ref}
      type="button"
      className="copy-button"
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
