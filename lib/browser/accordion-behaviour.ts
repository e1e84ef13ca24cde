import { sharedBehaviour } from './behaviour';
import { fragmentId } from './fragment';

/** Opens the `<details>` the address's fragment points into (and those around it), then shows the target. */
function openFragmentTarget(): void {
  const hash = window.location.hash;
  const target = hash.length > 1 ? document.getElementById(fragmentId(hash)) : null;
  let details = target?.closest('details');
  if (!details || details.open) return;
  for (; details; details = details.parentElement?.closest('details')) details.open = true;
  target?.scrollIntoView();
}

/**
 * The accordions' behaviour that HTML alone lacks: opened by the address's fragment (on load, on
 * every hash change, and when a page holding them mounts), and all open while printing (closed
 * again after).
 */
export const accordions = sharedBehaviour(() => {
  const opened: HTMLDetailsElement[] = [];
  const beforePrint = () => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('details.accordion:not([open])')) {
      details.open = true;
      opened.push(details);
    }
  };
  const afterPrint = () => {
    for (const details of opened.splice(0)) details.open = false;
  };
  window.addEventListener('hashchange', openFragmentTarget);
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  return () => {
    window.removeEventListener('hashchange', openFragmentTarget);
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
  };
}, openFragmentTarget);
