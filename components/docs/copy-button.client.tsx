'use client';

import { useEffect, useRef, useState } from 'react';
import { writeClipboard } from '@/lib/browser/clipboard';

async function fetchText(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

/**
 * A button of the page actions that puts text on the clipboard: the file at `href` (fetched on the
 * first click: the page's Markdown copy) or `text` (the MCP config), then says "Copied" or "Copy
 * failed" for 2 s, on the button and in a polite live region. Hidden without JavaScript, where the
 * menu's links do the job.
 */
export function CopyButton({ label, href, text }: { label: string; href?: string; text?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const fetched = useRef<Promise<string> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<string>('');
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let next = 'Copied';
    try {
      await writeClipboard(text ?? (fetched.current ??= fetchText(href ?? '')));
    } catch {
      fetched.current = undefined;
      next = 'Copy failed';
    }
    // Keep the button as wide as its label: the shorter "Copied" must not move anything.
    if (ref.current) ref.current.style.minWidth = `${ref.current.getBoundingClientRect().width}px`;
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState(''), 2000);
  }

  return (
    <>
      <button ref={ref} type="button" className="page-action js-only" onClick={copy}>
        {state || label}
      </button>
      <span role="status" className="sr-only">
        {state}
      </span>
    </>
  );
}
