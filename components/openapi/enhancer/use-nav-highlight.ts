import { useEffect } from 'react';

/** Offset below the fixed navbar at which an operation counts as "in view". */
const ACTIVE_OFFSET = 160;

/** Keeps a navigation link visible inside the navigation column, without scrolling the page. */
function keepInNav(link: HTMLElement) {
  const column = link.closest<HTMLElement>('.api-sidebar');
  if (!column || column.offsetParent === null) return;
  const linkBox = link.getBoundingClientRect();
  const columnBox = column.getBoundingClientRect();
  if (linkBox.top < columnBox.top) column.scrollTop -= columnBox.top - linkBox.top + 16;
  else if (linkBox.bottom > columnBox.bottom) column.scrollTop += linkBox.bottom - columnBox.bottom + 16;
}

/** Highlights the navigation link of the last operation whose top has passed below the navbar. */
function watchOperations(): () => void {
  const links = new Map(
    [...document.querySelectorAll<HTMLAnchorElement>('[data-nav-op]')].map((a) => [a.dataset.navOp!, a]),
  );
  const sections = [...document.querySelectorAll<HTMLElement>('.operation')];
  let current: string | undefined;
  let frame = 0;
  const update = () => {
    let active: string | undefined;
    for (const section of sections) if (section.getBoundingClientRect().top <= ACTIVE_OFFSET) active = section.id;
    if (active === current) return;
    current = active;
    for (const [id, link] of links) link.toggleAttribute('aria-current', id === active);
    const link = active ? links.get(active) : undefined;
    if (link) keepInNav(link);
  };
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
  };
}

/** The navigation highlight: the operation in view is the current link, kept visible in its column. */
export function useNavHighlight() {
  useEffect(watchOperations, []);
}
