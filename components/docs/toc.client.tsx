'use client';

import { useEffect, useState } from 'react';
import type { TocItem } from '@/lib/markdown/toc';

/** Offset below the fixed navbar at which a heading counts as "in view". */
const ACTIVE_OFFSET = 96;

/** The id of the last heading that has scrolled past the top of the viewport. */
function findActive(ids: string[]): string | undefined {
  let active = ids[0];
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= ACTIVE_OFFSET) active = id;
  }
  return active;
}

/** The table of contents (h2–h3) with the heading in view highlighted; `title` is its heading, in the page's locale. */
export function TableOfContents({ items, title }: { items: TocItem[]; title: string }) {
  const [active, setActive] = useState<string | undefined>();

  useEffect(() => {
    const ids = items.map((i) => i.id);
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(findActive(ids)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [items]);

  if (items.length === 0) return null;
  const minDepth = Math.min(...items.map((i) => i.depth));
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc-title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} style={{ paddingInlineStart: `${(item.depth - minDepth) * 0.75}rem` }}>
            <a
              href={`#${item.id}`}
              className={item.id === active ? 'toc-link active' : 'toc-link'}
              aria-current={item.id === active ? 'location' : undefined}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
