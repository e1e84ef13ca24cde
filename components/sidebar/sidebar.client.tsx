'use client';

import { usePathname } from 'next/navigation';
import { type MouseEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/link.client';
import { collapseDuration } from '@/lib/browser/motion';
import {
  requestSidebarFile,
  type SidebarFileState,
  sidebarFileState,
  subscribeSidebarFiles,
} from '@/lib/navigation/load.client';
import { findCategory } from '@/lib/navigation/prune.client';
import type { PrunedItems, SidebarCategory, SidebarItem } from '@/lib/navigation/types';
import { findCategoryPath } from '@/lib/navigation/walk.client';
import { useSidebarMemory } from './sidebar-memory.client';

/** Animates a category list's height; the duration follows the height, 0 under reduced motion. */
function animateHeight(list: HTMLElement | null, opening: boolean, done: () => void) {
  if (!list) return done();
  const height = list.scrollHeight;
  const duration = collapseDuration(height, window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (duration === 0 || typeof list.animate !== 'function') return done();
  const frames = [{ height: '0px' }, { height: `${height}px` }];
  list.style.overflow = 'hidden';
  const animation = list.animate(opening ? frames : frames.reverse(), { duration, easing: 'ease-in-out' });
  animation.onfinish = animation.oncancel = () => {
    list.style.overflow = '';
    done();
  };
}

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

/**
 * The docs sidebar: current page highlighted, its categories open, others as the reader left them
 * (on this page, and on the previous docs page when the docs layout remembers it).
 */
export function DocsSidebar({ items, label = 'Docs sidebar' }: { items: SidebarItem[]; label?: string }) {
  const pathname = usePathname();
  const memory = useSidebarMemory();
  const [open, setOpen] = useState(() => {
    const remembered = memory?.open.get(label);
    if (!remembered) return initialOpen(items, pathname);
    return new Set([...remembered, ...findCategoryPath(items, pathname).map((c) => c.dir)]);
  });

  useEffect(() => {
    memory?.open.set(label, open);
  }, [memory, label, open]);

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

/** The loading state of a sidebar file, undefined on the server and until requested. */
function useSidebarFile(source: string | undefined): SidebarFileState | undefined {
  return useSyncExternalStore(
    subscribeSidebarFiles,
    () => (source ? sidebarFileState(source) : undefined),
    () => undefined,
  );
}

/**
 * A category as a native disclosure, so it opens and closes without JavaScript too. A pruned
 * category (its items left out of the page) shows a link to its first page until it is open and
 * the sidebar file has loaded; the file is requested when the pointer or focus reaches it.
 */
function SidebarCategoryView({ category, ...rest }: Omit<ListProps, 'items'> & { category: SidebarCategory }) {
  const isOpen = rest.open.has(category.dir);
  const source = category.pruned?.source;
  const file = useSidebarFile(source);
  const request = () => {
    if (source) void requestSidebarFile(source);
  };
  // Opened on an earlier page, or by the reader before the file came.
  useEffect(() => {
    if (isOpen && source && !file) void requestSidebarFile(source);
  }, [isOpen, source, file]);
  const loaded =
    category.pruned && isOpen && file?.status === 'loaded' ? findCategory(file.items, category.dir)?.items : undefined;
  const contents =
    category.pruned && !loaded ? (
      <PrunedList pruned={category.pruned} loading={isOpen && file?.status === 'loading'} />
    ) : (
      <SidebarList items={loaded ?? category.items} {...rest} />
    );

  if (!category.collapsible) {
    return (
      <>
        <span className="sidebar-category-label">{category.label}</span>
        {contents}
      </>
    );
  }
  // With JavaScript the click animates; without it the native disclosure still opens and closes.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const list = event.currentTarget.parentElement?.querySelector<HTMLElement>(':scope > ul') ?? null;
    if (isOpen) return animateHeight(list, false, () => rest.toggle(category.dir, false));
    request();
    rest.toggle(category.dir, true);
    requestAnimationFrame(() => animateHeight(list, true, () => {}));
  };
  return (
    <details open={isOpen} onToggle={(e) => rest.toggle(category.dir, e.currentTarget.open)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is interactive (it toggles its <details>). */}
      <summary className="sidebar-category-label" onClick={onClick} onPointerEnter={request} onFocus={request}>
        {category.label}
      </summary>
      {contents}
    </details>
  );
}

/** What stands in for a pruned category's items: its first page, and how many more it holds. */
function PrunedList({ pruned, loading }: { pruned: PrunedItems; loading: boolean }) {
  const more = pruned.pages - 1;
  return (
    <ul className="sidebar-list" aria-busy={loading || undefined}>
      <li className="sidebar-item sidebar-doc">
        <Link href={pruned.first.href} className="sidebar-link">
          {pruned.first.label}
        </Link>
      </li>
      {more > 0 && (
        <li className="sidebar-item sidebar-more">
          {loading ? `Loading ${more} more…` : `and ${more} more ${more === 1 ? 'page' : 'pages'}`}
        </li>
      )}
    </ul>
  );
}
