'use client';

import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * What the docs sidebars keep from one docs page to the next. Each page renders its own sidebar
 * (pruned for that page), so moving to another page mounts a new one: the docs layout, which
 * stays, remembers the open categories of each sidebar (by its label) and the column's scroll
 * position, and the new sidebar starts as the reader left the old one.
 */
interface SidebarMemory {
  open: Map<string, Set<string>>;
  scrollTop: number;
}

const Memory = createContext<SidebarMemory | null>(null);

/** Holds the sidebar memory for the docs pages below it. */
export function SidebarMemoryProvider({ children }: { children: ReactNode }) {
  const [memory] = useState<SidebarMemory>(() => ({ open: new Map(), scrollTop: 0 }));
  return <Memory value={memory}>{children}</Memory>;
}

/** The memory of the docs layout, or null outside it (the mobile drawer's sidebar). */
export function useSidebarMemory(): SidebarMemory | null {
  return useContext(Memory);
}

/** The desktop sidebar column, scrolled where the reader left it on the previous docs page. */
export function SidebarColumn({ children }: { children: ReactNode }) {
  const memory = useSidebarMemory();
  const column = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (memory?.scrollTop && column.current) column.current.scrollTop = memory.scrollTop;
  }, [memory]);
  return (
    <aside
      ref={column}
      className="docs-sidebar"
      onScroll={(event) => {
        if (memory) memory.scrollTop = event.currentTarget.scrollTop;
      }}
    >
      {children}
    </aside>
  );
}
