import { sharedBehaviour } from './behaviour';

/** Whether an identifier's popup shows: the pointer is on it, or focus is in it. */
const open = (hover: Element) => hover.matches(':hover') || hover.contains(document.activeElement);

/**
 * The type popups of checked samples show on hover and focus with CSS alone
 * (app/styles/twoslash.css). Escape hides the open ones, as content shown on hover must be
 * dismissible without moving the pointer or focus (WCAG 1.4.13); one stays hidden until neither
 * the pointer nor focus is on its identifier any longer.
 */
export const typePopups = sharedBehaviour(() => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const hover of document.querySelectorAll('.ts-hover'))
      if (open(hover)) hover.setAttribute('data-dismissed', '');
  };
  const onMove = () => {
    for (const hover of document.querySelectorAll('.ts-hover[data-dismissed]'))
      if (!open(hover)) hover.removeAttribute('data-dismissed');
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerover', onMove);
  document.addEventListener('focusin', onMove);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerover', onMove);
    document.removeEventListener('focusin', onMove);
  };
});
