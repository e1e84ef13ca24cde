'use client';

import { useEffect } from 'react';

/** Input that scrolls the page: after an anchor jump, only these make the navbar hide again. */
const SCROLL_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Hides the navbar (by id) while the reader scrolls down and shows it again on scrolling up or when
 * the page jumps to an anchor. After a jump the page may still move on its own (an API reference lays
 * out operations as they near the viewport, images load); that is not the reader scrolling down, so
 * the navbar stays until their next scrolling input. Renders nothing: the navbar stays server-rendered.
 */
export function HideOnScroll({ targetId }: { targetId: string }) {
  useEffect(() => {
    const navbar = document.getElementById(targetId);
    if (!navbar) return;
    let last = window.scrollY;
    let jumped = false;
    const onScroll = () => {
      const y = window.scrollY;
      const hide = !jumped && y > last && y > navbar.offsetHeight;
      navbar.classList.toggle('navbar-hidden', hide);
      last = y;
    };
    const onHashChange = () => {
      jumped = true;
      navbar.classList.remove('navbar-hidden');
    };
    const onInput = () => {
      jumped = false;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    for (const type of SCROLL_INPUT) window.addEventListener(type, onInput, { passive: true, capture: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
      for (const type of SCROLL_INPUT) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [targetId]);
  return null;
}
