'use client';

import { useEffect, useState } from 'react';
import { nextScrollTop } from '@/lib/browser/motion';
import { ChevronUpIcon } from '../ui/icons';

/** Distance scrolled before the button appears. */
const SHOW_AFTER = 300;

/** Scrolls to the top: each frame keeps 0.85 of the remaining distance; instant under reduced motion. */
function scrollToTop() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const step = () => {
    const next = nextScrollTop(window.scrollY);
    window.scrollTo(0, next);
    if (next > 0) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** A button that appears after scrolling down a page and takes the reader back to the top. */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className={visible ? 'back-to-top visible' : 'back-to-top'}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={scrollToTop}
    >
      <ChevronUpIcon />
    </button>
  );
}
