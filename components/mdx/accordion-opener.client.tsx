'use client';

import { useEffect } from 'react';
import { fragmentId } from '@/lib/browser/fragment';

/** Opens the `<details>` the address's fragment points into (and those around it), then shows the target. */
function openFragmentTarget(hash = window.location.hash): void {
  const target = hash.length > 1 ? document.getElementById(fragmentId(hash)) : null;
  let details = target?.closest('details');
  if (!details || details.open) return;
  for (; details; details = details.parentElement?.closest('details')) details.open = true;
  target?.scrollIntoView();
}

/**
 * The accordions' behaviour that HTML alone lacks: opened by the address's fragment (on load and on
 * every hash change), and all open while printing (closed again after). Renders nothing; each
 * accordion renders one, and the work is the same whichever runs it.
 */
export function AccordionOpener() {
  useEffect(() => {
    const opened: HTMLDetailsElement[] = [];
    const onHash = () => openFragmentTarget();
    const beforePrint = () => {
      for (const details of document.querySelectorAll<HTMLDetailsElement>('details.accordion:not([open])')) {
        details.open = true;
        opened.push(details);
      }
    };
    const afterPrint = () => {
      for (const details of opened.splice(0)) details.open = false;
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);
  return null;
}
