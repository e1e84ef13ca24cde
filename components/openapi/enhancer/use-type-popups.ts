import { useEffect } from 'react';

/**
 * Escape closes the type popups of the checked samples (the Profiles SDK's calls):
 * lib/browser/popup-behaviour.ts, fetched only by a reference that has them.
 */
export function useTypePopups() {
  useEffect(() => {
    if (!document.querySelector('.ts-hover')) return;
    let live = true;
    let release: (() => void) | undefined;
    void import('@/lib/browser/popup-behaviour').then(
      ({ typePopups }) => {
        if (live) release = typePopups.attach();
      },
      () => {
        // The chunk failed to load (offline): the popups still open and close with the pointer and focus.
      },
    );
    return () => {
      live = false;
      release?.();
    };
  }, []);
}
