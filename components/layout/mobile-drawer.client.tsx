'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useState } from 'react';
import { localStore } from '@/lib/browser/storage';
import type { ResolvedNavbarItem } from '@/lib/navigation/navbar';
import { preferredRoute } from '@/lib/versions/preferred-version.client';
import { DocsSidebar } from '../sidebar/sidebar.client';
import { CloseIcon } from '../ui/icons';
import { Link } from '../ui/link.client';
import { type MobileMenuStrings, useMobileMenu } from './mobile-menu.client';

type LinkItem = Extract<ResolvedNavbarItem, { kind: 'link' }>;

/**
 * The sliding sidebar of the mobile menu (Radix dialog: focus trapped, Escape closes, scroll
 * locked). Loaded on first use, so Radix is not part of any page's first-load JavaScript.
 */
export default function MobileDrawer({
  items,
  title,
  strings,
  trigger,
  extra,
}: {
  items: LinkItem[];
  title: string;
  strings: MobileMenuStrings;
  trigger: RefObject<HTMLButtonElement | null>;
  extra?: ReactNode;
}) {
  const { open, setOpen, secondary } = useMobileMenu('MobileDrawer');
  const [showPrimary, setShowPrimary] = useState(false);
  const showSecondary = Boolean(secondary) && !showPrimary;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setShowPrimary(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu-overlay" />
        <Dialog.Content
          className="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="mobile-menu-header">
            <Dialog.Title className="mobile-menu-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={strings['mobileMenu.close']}>
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          {showSecondary && secondary ? (
            <div className="mobile-menu-secondary">
              <button type="button" className="mobile-menu-back" onClick={() => setShowPrimary(true)}>
                {strings['mobileMenu.back']}
              </button>
              <DocsSidebar items={secondary} label={strings['mobileMenu.sidebarLabel']} />
            </div>
          ) : (
            <nav aria-label={strings['mobileMenu.label']} className="mobile-menu-primary">
              <ul className="sidebar-list">
                {items.map((item) => (
                  <li key={item.href}>
                    {item.external ? (
                      <a className="sidebar-link" href={item.href} rel="noopener noreferrer">
                        {item.label}
                      </a>
                    ) : (
                      <Link className="sidebar-link" href={preferredRoute(localStore, item.href, item.versions)}>
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
