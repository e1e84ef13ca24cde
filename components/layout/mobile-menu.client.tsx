'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import type { SidebarItem } from '@/lib/navigation/types';
import { DocsSidebar } from '../docs/sidebar.client';
import { Link } from '../ui/link.client';
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

/** The hamburger button and the sliding sidebar it opens (focus trapped, Escape closes). */
export function MobileMenu({ items, title, extra }: { items: LinkItem[]; title: string; extra?: ReactNode }) {
  const { open, setOpen, secondary } = useMobileMenu('MobileMenu');
  const [showPrimary, setShowPrimary] = useState(false);
  useEffect(() => {
    if (open) setShowPrimary(false);
  }, [open]);
  const showSecondary = Boolean(secondary) && !showPrimary;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button navbar-toggle" aria-label="Toggle navigation bar">
        <svg viewBox="0 0 30 30" width="24" height="24" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu-overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu-header">
            <Dialog.Title className="mobile-menu-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close navigation bar">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
              </svg>
            </Dialog.Close>
          </div>
          {showSecondary && secondary ? (
            <div className="mobile-menu-secondary">
              <button type="button" className="mobile-menu-back" onClick={() => setShowPrimary(true)}>
                ← Back to main menu
              </button>
              <DocsSidebar items={secondary} label="Docs sidebar (mobile)" />
            </div>
          ) : (
            <nav aria-label="Main (mobile)" className="mobile-menu-primary">
              <ul className="sidebar-list">
                {items.map((item) => (
                  <li key={item.href}>
                    {item.external ? (
                      <a className="sidebar-link" href={item.href} rel="noopener noreferrer">
                        {item.label}
                      </a>
                    ) : (
                      <Link className="sidebar-link" href={item.href}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
              {extra}
            </nav>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
