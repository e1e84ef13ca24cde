'use client';

import { useRef, useState } from 'react';
import { writeClipboard } from '@/lib/browser/clipboard';

/** Copies the text of the code block it sits in; reads the DOM so the code is not sent twice. */
export function CopyButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    const code = ref.current?.closest('figure')?.querySelector('pre code');
    if (!code) return;
    try {
      // Without the type popups of checked samples (lib/markdown/twoslash-render.ts).
      const copy = code.cloneNode(true) as Element;
      for (const popup of copy.querySelectorAll('.ts-popup')) popup.remove();
      await writeClipboard(copy.textContent ?? '');
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
