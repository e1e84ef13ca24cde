'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { UiStrings } from '@/lib/i18n/english';
import type { ResolvedNavbarItem } from '@/lib/navigation/navbar';
import type { SidebarItem } from '@/lib/navigation/types';
import { MenuIcon } from '../ui/icons';
import { createRequiredContext } from '../ui/required-context';

/** Wider than this is desktop (the spec's 996 px breakpoint). */
const DESKTOP_QUERY = '(min-width: 997px)';

interface MobileMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The docs sidebar, registered by docs pages as the secondary menu. */
  secondary: SidebarItem[] | null;
  setSecondary: (items: SidebarItem[] | null) => void;
}

const { Provider, useRequiredContext } = createRequiredContext<MobileMenuState>('MobileMenuProvider');

/** The state of the mobile menu, shared by the hamburger in the navbar and the docs layout. */
export function useMobileMenu(hookName = 'useMobileMenu'): MobileMenuState {
  return useRequiredContext(hookName);
}

/** Holds the mobile menu state; closes the menu on route change, back navigation and desktop resize. */
export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState<SidebarItem[] | null>(null);
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const close = () => setOpen(false);
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => desktop.matches && close();
    window.addEventListener('popstate', close);
    desktop.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('popstate', close);
      desktop.removeEventListener('change', onResize);
    };
  }, []);

  const value = useMemo(() => ({ open, setOpen, secondary, setSecondary }), [open, secondary]);
  return <Provider value={value}>{children}</Provider>;
}

/** Registers the docs sidebar as the mobile menu's secondary menu while a docs page is shown. */
export function DocsSecondaryMenu({ items }: { items: SidebarItem[] }) {
  const { setSecondary } = useMobileMenu('DocsSecondaryMenu');
  useEffect(() => {
    setSecondary(items);
    return () => setSecondary(null);
  }, [items, setSecondary]);
  return null;
}

type LinkItem = Extract<ResolvedNavbarItem, { kind: 'link' }>;

/** The texts of the hamburger button and the drawer, in the page's locale. */
export type MobileMenuStrings = Pick<
  UiStrings,
  'navbar.toggle' | 'mobileMenu.close' | 'mobileMenu.back' | 'mobileMenu.label' | 'mobileMenu.sidebarLabel'
>;

// Radix and the drawer load on first use (or when the finger or pointer nears the button).
const loadDrawer = () => import('./mobile-drawer.client');
const MobileDrawer = dynamic(loadDrawer, { ssr: false });

/** The hamburger button; the drawer it opens is loaded on demand. */
export function MobileMenu({
  items,
  title,
  strings,
  extra,
}: {
  items: LinkItem[];
  title: string;
  strings: MobileMenuStrings;
  extra?: ReactNode;
}) {
  const { open, setOpen } = useMobileMenu('MobileMenu');
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDrawer();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button navbar-toggle"
        aria-label={strings['navbar.toggle']}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(!open);
        }}
      >
        <MenuIcon />
      </button>
      {requested && <MobileDrawer items={items} title={title} strings={strings} trigger={trigger} extra={extra} />}
    </>
  );
}
