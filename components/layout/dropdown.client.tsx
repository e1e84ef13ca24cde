'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A navbar dropdown on a native disclosure (works without JavaScript); with JavaScript it also
 * closes on Escape, on an outside click and after choosing an item.
 */
export function Dropdown({ label, ariaLabel, children }: { label: ReactNode; ariaLabel: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        if (details.open && event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    // The click comes from its links (Enter on a link clicks it too); it closes the menu.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links click it
    <details
      ref={ref}
      className="dropdown"
      onClick={(e) => (e.target as HTMLElement).closest('a') && ref.current?.removeAttribute('open')}
    >
      <summary className="navbar-link dropdown-toggle" aria-label={ariaLabel}>
        {label}
      </summary>
      <ul className="dropdown-menu">{children}</ul>
    </details>
  );
}
