import { useEffect } from 'react';
import { fragmentId } from '@/lib/browser/fragment';
import { movedAnchorUrl, PAGE_MAP_ATTRIBUTE } from '@/lib/openapi/page-map.client';

/** How long a deep-linked target is kept in place while the page above it settles (about 1 s). */
const PIN_FRAMES = 60;

/**
 * Scrolls to a target and keeps it there while the page above it settles: sections that
 * `content-visibility: auto` skipped get their real height as they are laid out, and the body of a
 * page reached by client-side navigation arrives after the router's own scroll. Any input from the
 * reader ends it, so it never fights a scroll.
 */
function pinIntoView(target: HTMLElement) {
  target.scrollIntoView();
  const wanted = target.getBoundingClientRect().top;
  let frame = 0;
  let frames = 0;
  // A click counts too: one synthesized without a mouse (assistive technology, el.click()) has no mousedown.
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown', 'click'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  const check = () => {
    if (Math.abs(target.getBoundingClientRect().top - wanted) > 1) target.scrollIntoView();
    if (++frames < PIN_FRAMES) frame = requestAnimationFrame(check);
    else stop();
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(check);
}

/**
 * Opens the schema a hash points to and scrolls to a deep-linked operation below the navbar. On the
 * main page of a split reference, an anchor that moved to another page is forwarded there.
 */
function revealHash() {
  const id = fragmentId(window.location.hash);
  const target = id && document.getElementById(id);
  if (!target) {
    const moved = movedAnchorUrl(document.querySelector(`script[${PAGE_MAP_ATTRIBUTE}]`)?.textContent, id);
    if (moved) window.location.replace(moved);
    return;
  }
  if (target instanceof HTMLDetailsElement) target.open = true;
  pinIntoView(target);
}

/** Deep links: the fragment's target on load and on every hash change. */
export function useDeepLinks() {
  useEffect(() => {
    window.addEventListener('hashchange', revealHash);
    revealHash();
    return () => window.removeEventListener('hashchange', revealHash);
  }, []);
}
