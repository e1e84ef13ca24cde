import { useEffect } from 'react';
import { writeClipboard } from '@/lib/browser/clipboard';

async function copy(text: string, button: HTMLElement) {
  try {
    await writeClipboard(text);
    const label = button.textContent;
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = label), 2000);
  } catch {
    // Clipboard refused (permissions): the text stays selectable.
  }
}

function onClick(event: MouseEvent) {
  const target = event.target as HTMLElement;
  const copyButton = target.closest<HTMLElement>('[data-copy]');
  if (copyButton) return void copy(copyButton.parentElement?.querySelector('pre')?.textContent ?? '', copyButton);
  const linkButton = target.closest<HTMLElement>('[data-copy-link]');
  if (linkButton)
    void copy(`${window.location.origin}${window.location.pathname}#${linkButton.dataset.copyLink}`, linkButton);
}

/** The copy buttons: a sample's code (`data-copy`, the `<pre>` beside it) and an operation's link (`data-copy-link`). */
export function useCopyButtons() {
  useEffect(() => {
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
