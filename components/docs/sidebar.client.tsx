'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '@/lib/navigation/types';
import { findCategoryPath } from '@/lib/navigation/walk';

/** Categories open at first: those not collapsed by config, plus those holding the current page. */
function initialOpen(items: SidebarItem[], pathname: string): Set<string> {
  const open = new Set<string>();
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (!item.collapsed || !item.collapsible) open.add(item.dir);
      walk(item.items);
    }
  };
  walk(items);
  for (const category of findCategoryPath(items, pathname)) open.add(category.dir);
  return open;
}

/** The docs sidebar: current page highlighted, its categories open, others as the reader left them. */
export function DocsSidebar({ items, label = 'Docs sidebar' }: { items: SidebarItem[]; label?: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(() => initialOpen(items, pathname));

  // Opening the categories of a page reached by client navigation; never auto-collapse others.
  useEffect(() => {
    setOpen((prev) => {
      const path = findCategoryPath(items, pathname).filter((c) => !prev.has(c.dir));
      return path.length ? new Set([...prev, ...path.map((c) => c.dir)]) : prev;
    });
  }, [items, pathname]);

  const toggle = (dir: string, next: boolean) =>
    setOpen((prev) => {
      if (prev.has(dir) === next) return prev;
      const copy = new Set(prev);
      if (next) copy.add(dir);
      else copy.delete(dir);
      return copy;
    });

  return (
    <nav className="sidebar" aria-label={label}>
      <SidebarList items={items} pathname={pathname} open={open} toggle={toggle} />
    </nav>
  );
}

interface ListProps {
  items: SidebarItem[];
  pathname: string;
  open: Set<string>;
  toggle: (dir: string, next: boolean) => void;
}

function SidebarList({ items, ...rest }: ListProps) {
  return (
    <ul className="sidebar-list">
      {items.map((item) => (
        <li key={item.type === 'category' ? item.dir : item.href} className={`sidebar-item sidebar-${item.type}`}>
          {item.type === 'category' ? (
            <SidebarCategoryView category={item} {...rest} />
          ) : (
            <Link
              href={item.href}
              className={item.href === rest.pathname ? 'sidebar-link active' : 'sidebar-link'}
              aria-current={item.href === rest.pathname ? 'page' : undefined}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A category as a native disclosure, so it opens and closes without JavaScript too. */
function SidebarCategoryView({ category, ...rest }: Omit<ListProps, 'items'> & { category: SidebarCategory }) {
  if (!category.collapsible) {
    return (
      <>
        <span className="sidebar-category-label">{category.label}</span>
        <SidebarList items={category.items} {...rest} />
      </>
    );
  }
  const isOpen = rest.open.has(category.dir);
  return (
    <details open={isOpen} onToggle={(e) => rest.toggle(category.dir, e.currentTarget.open)}>
      <summary className="sidebar-category-label">{category.label}</summary>
      <SidebarList items={category.items} {...rest} />
    </details>
  );
}
