import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VersionDropdown } from './version-dropdown.client';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _p, ...props }: { href: string; children: ReactNode; prefetch?: unknown }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        (props as { onClick?: (e: unknown) => void }).onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  ),
}));

const versions = [
  { name: 'current', label: 'Next', href: '/docs/guide/start' },
  { name: '3.2', label: '3.2', href: '/docs/3.2/guide/start', prefix: '/docs/3.2' },
];
const KEY = 'docs-preferred-version-default';

/** The doc page's links to the same page in each version. */
function pageLinks(links: { name: string; href: string }[]) {
  const span = document.createElement('span');
  span.id = 'docs-version-links';
  span.hidden = true;
  span.dataset.links = JSON.stringify(links);
  document.body.append(span);
}

const dropdown = () =>
  render(
    <VersionDropdown
      pluginId="default"
      versions={versions}
      lastVersion="current"
      docsBase="docs"
      ariaLabel="Docs version: {label}"
    />,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.getElementById('docs-version-links')?.remove();
  nav.pathname = '/';
});

describe('VersionDropdown', () => {
  it('leads to the same page in each version, as the doc page lists them', async () => {
    nav.pathname = '/docs/guide/usage';
    pageLinks([
      { name: 'current', href: '/docs/guide/usage' },
      { name: '3.2', href: '/docs/3.2/guide/usage' },
    ]);
    dropdown();
    const menu = screen.getByLabelText('Docs version: Next').parentElement as HTMLElement;
    const link = within(menu).getByRole('link', { name: '3.2' });
    await waitFor(() => expect(link.getAttribute('href')).toBe('/docs/3.2/guide/usage'));
  });

  it("leads to each version's first page from a page that is not a doc", () => {
    nav.pathname = '/blog';
    dropdown();
    const menu = screen.getByLabelText('Docs version: Next').parentElement as HTMLElement;
    expect(within(menu).getByRole('link', { name: '3.2' }).getAttribute('href')).toBe('/docs/3.2/guide/start');
  });

  it('shows the version of the page read, and remembers the choice', async () => {
    nav.pathname = '/docs/3.2/guide/usage';
    dropdown();
    const toggle = screen.getByLabelText('Docs version: 3.2');
    await userEvent.click(toggle);
    await userEvent.click(within(toggle.parentElement as HTMLElement).getByRole('link', { name: 'Next' }));
    expect(localStorage.getItem(KEY)).toBe('current');
  });

  it('shows the preferred version outside the docs, and forgets one that is gone', () => {
    localStorage.setItem(KEY, '3.2');
    nav.pathname = '/blog';
    const { unmount } = dropdown();
    expect(screen.getByLabelText('Docs version: 3.2')).toBeTruthy();
    unmount();
    localStorage.setItem(KEY, '3.1');
    dropdown();
    expect(screen.getByLabelText('Docs version: Next')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
