import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import type { SidebarItem } from '@/lib/navigation/types';
import { DocsSecondaryMenu, MobileMenu, MobileMenuProvider, type MobileMenuStrings } from './mobile-menu.client';

const english: MobileMenuStrings = {
  'navbar.toggle': ENGLISH['navbar.toggle'],
  'mobileMenu.close': ENGLISH['mobileMenu.close'],
  'mobileMenu.back': ENGLISH['mobileMenu.back'],
  'mobileMenu.label': ENGLISH['mobileMenu.label'],
  'mobileMenu.sidebarLabel': ENGLISH['mobileMenu.sidebarLabel'],
};

// The router: a pathname the test (or a link click) changes, as a client-side navigation does.
const nav = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    pathname: '/',
    listeners,
    navigate(href: string) {
      nav.pathname = href;
      for (const listener of listeners) listener();
    },
  };
});

vi.mock('next/navigation', () => ({
  usePathname: () =>
    useSyncExternalStore(
      (onChange) => {
        nav.listeners.add(onChange);
        return () => nav.listeners.delete(onChange);
      },
      () => nav.pathname,
    ),
}));

vi.mock('next/link', () => ({
  default: ({
    href,
    children,
    prefetch: _prefetch,
    onClick,
    ...props
  }: {
    href: string;
    children: ReactNode;
    prefetch?: unknown;
    onClick?: (event: MouseEvent) => void;
  }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        nav.navigate(href);
      }}
    >
      {children}
    </a>
  ),
}));

vi.mock('next/dynamic', () => import('../test/next-dynamic'));

/** window.matchMedia whose "desktop" answer the test flips, firing `change` like a resize. */
function fakeMedia() {
  const lists: Array<{ matches: boolean; listeners: Set<() => void> }> = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const listeners = new Set<() => void>();
    const list = {
      media: query,
      matches: false,
      listeners,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    lists.push(list);
    return list;
  });
  return {
    resize(desktop: boolean) {
      act(() => {
        for (const list of lists) {
          list.matches = desktop;
          for (const listener of list.listeners) listener();
        }
      });
    },
  };
}

const items = [
  { kind: 'link' as const, label: 'Docs', href: '/docs/intro', external: false, position: 'left' as const },
  { kind: 'link' as const, label: 'Blog', href: '/blog', external: false, position: 'left' as const },
  {
    kind: 'link' as const,
    label: 'GitHub',
    href: 'https://github.com/acme',
    external: true,
    position: 'right' as const,
  },
];
const sidebar: SidebarItem[] = [
  { type: 'doc', id: 'guide/intro', label: 'Introduction', href: '/docs/intro' },
  { type: 'doc', id: 'guide/install', label: 'Installation', href: '/docs/install' },
];

function Site({ docsPage = false, strings = english }: { docsPage?: boolean; strings?: MobileMenuStrings }) {
  return (
    <MobileMenuProvider>
      <header>
        <MobileMenu items={items} title="Acme Docs" strings={strings} extra={<button type="button">Theme</button>} />
      </header>
      {docsPage && <DocsSecondaryMenu items={sidebar} />}
      <main>
        <a href="#content">Page content</a>
      </main>
    </MobileMenuProvider>
  );
}

// `hidden`: while the drawer is open the page behind it, hamburger included, is aria-hidden.
const hamburger = () => screen.getByRole('button', { name: 'Toggle navigation bar', hidden: true });
const drawer = () => screen.queryByRole('dialog', { name: 'Acme Docs' });
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(hamburger());
  await waitFor(() => expect(drawer()).not.toBeNull());
  return drawer()!;
}

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  nav.pathname = '/';
  media = fakeMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('mobile menu', () => {
  it('opens a drawer with the navbar links from the hamburger, focus inside it', async () => {
    const user = userEvent.setup();
    render(<Site />);
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(hamburger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(drawer()).toBeNull();
    const menu = await openMenu(user);
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    const main = within(menu).getByRole('navigation', { name: 'Main (mobile)' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Docs', '/docs/intro'],
      ['Blog', '/blog'],
      ['GitHub', 'https://github.com/acme'],
    ]);
    expect(within(main).getByRole('link', { name: 'GitHub' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(main).getByRole('button', { name: 'Theme' })).toBeTruthy();
    expect(menu.contains(document.activeElement)).toBe(true);
    // Modal: the page behind is hidden from assistive technology until the drawer closes.
    expect(screen.queryByRole('button', { name: 'Toggle navigation bar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Page content' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer()).toBeNull());
    expect(screen.getByRole('link', { name: 'Page content' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    const user = userEvent.setup();
    render(<Site />);
    await openMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer()).toBeNull());
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger());
  });

  it('closes with its close button, focus back on the hamburger', async () => {
    const user = userEvent.setup();
    render(<Site />);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Close navigation bar' }));
    await waitFor(() => expect(drawer()).toBeNull());
    expect(document.activeElement).toBe(hamburger());
  });

  it('keeps focus inside while open (Tab wraps within the drawer)', async () => {
    const user = userEvent.setup();
    render(<Site />);
    const menu = await openMenu(user);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(menu.contains(document.activeElement), `focus after ${i + 1} Tab presses`).toBe(true);
    }
  });

  it('closes when a link in it navigates', async () => {
    const user = userEvent.setup();
    render(<Site />);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Blog' }));
    expect(nav.pathname).toBe('/blog');
    await waitFor(() => expect(drawer()).toBeNull());
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on back/forward navigation and when the window widens to desktop', async () => {
    const user = userEvent.setup();
    render(<Site />);
    await openMenu(user);
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(drawer()).toBeNull());
    await openMenu(user);
    media.resize(false);
    expect(drawer()).not.toBeNull();
    media.resize(true);
    await waitFor(() => expect(drawer()).toBeNull());
  });

  it('on a docs page shows the docs sidebar first, with a way back to the main menu', async () => {
    const user = userEvent.setup();
    nav.pathname = '/docs/install';
    render(<Site docsPage />);
    let menu = await openMenu(user);
    expect(within(menu).queryByRole('navigation', { name: 'Main (mobile)' })).toBeNull();
    const docs = within(menu).getByRole('navigation', { name: 'Docs sidebar (mobile)' });
    expect(within(docs).getByRole('link', { name: 'Installation' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(menu).getByRole('button', { name: '← Back to main menu' }));
    expect(within(menu).getByRole('navigation', { name: 'Main (mobile)' })).toBeTruthy();
    expect(within(menu).queryByRole('navigation', { name: 'Docs sidebar (mobile)' })).toBeNull();
    // Closed and opened again, it starts from the docs sidebar.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer()).toBeNull());
    menu = await openMenu(user);
    expect(within(menu).getByRole('navigation', { name: 'Docs sidebar (mobile)' })).toBeTruthy();
  });

  it("shows the locale's texts it is given, in the hamburger and the drawer", async () => {
    const user = userEvent.setup();
    nav.pathname = '/docs/install';
    const french: MobileMenuStrings = {
      'navbar.toggle': 'Afficher la navigation',
      'mobileMenu.close': 'Fermer la navigation',
      'mobileMenu.back': '← Retour au menu principal',
      'mobileMenu.label': 'Principal (mobile)',
      'mobileMenu.sidebarLabel': 'Barre latérale (mobile)',
    };
    render(<Site docsPage strings={french} />);
    await user.click(screen.getByRole('button', { name: 'Afficher la navigation' }));
    const menu = await waitFor(() => screen.getByRole('dialog', { name: 'Acme Docs' }));
    expect(within(menu).getByRole('navigation', { name: 'Barre latérale (mobile)' })).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: '← Retour au menu principal' }));
    expect(within(menu).getByRole('navigation', { name: 'Principal (mobile)' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Fermer la navigation' })).toBeTruthy();
  });
});
