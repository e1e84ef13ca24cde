'use client';

import { useEffect, useRef, useState } from 'react';
import { writeClipboard } from '@/lib/browser/clipboard';

type State = 'idle' | 'copied' | 'failed';

const LABELS: Record<State, string> = { idle: 'Copy page as Markdown', copied: 'Copied', failed: 'Copy failed' };

async function fetchText(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

/**
 * Fetches the page's plain-markdown copy and puts it on the clipboard, then says "Copied" for 2 s
 * (on the button and in a polite live region). Server-rendered with its label; hidden without
 * JavaScript, where the "View as Markdown" link next to it does the job.
 */
export function CopyMarkdownButton({ href }: { href: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const text = useRef<Promise<string> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<State>('idle');

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: State) {
    // Keep the button as wide as its longest label so far: the shorter "Copied" must not move anything.
    const button = ref.current;
    if (button) button.style.minWidth = `${button.getBoundingClientRect().width}px`;
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  async function copy() {
    text.current ??= fetchText(href);
    try {
      await writeClipboard(text.current);
      show('copied');
    } catch {
      text.current = undefined;
      show('failed');
    }
  }

  return (
    <>
      <button ref={ref} type="button" className="doc-action copy-markdown" onClick={copy}>
        {LABELS[state]}
      </button>
      <span role="status" className="sr-only">
        {state === 'idle' ? '' : LABELS[state]}
      </span>
    </>
  );
}
