'use client';

import { useEffect } from 'react';

/**
 * Hides the navbar (by id) while the reader scrolls down and shows it again on scrolling up or when
 * the page jumps to an anchor. Renders nothing: the navbar itself stays server-rendered.
 */
export function HideOnScroll({ targetId }: { targetId: string }) {
  useEffect(() => {
    const navbar = document.getElementById(targetId);
    if (!navbar) return;
    let last = window.scrollY;
    let jumping = false;
    const onScroll = () => {
      const y = window.scrollY;
      const hide = !jumping && y > last && y > navbar.offsetHeight;
      navbar.classList.toggle('navbar-hidden', hide);
      last = y;
      jumping = false;
    };
    const onHashChange = () => {
      jumping = true;
      navbar.classList.remove('navbar-hidden');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [targetId]);
  return null;
}
