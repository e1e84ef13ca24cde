import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleDropdown } from '../layout/locale-dropdown.client';
import { HtmlLang } from './html-lang.client';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));

describe('HtmlLang', () => {
  it('sets <html lang dir> while a locale’s page is shown, and puts the default’s back after', () => {
    const html = document.documentElement;
    html.lang = 'en';
    const view = render(<HtmlLang lang="ar" dir="rtl" fallback={{ lang: 'en', dir: 'ltr' }} />);
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    view.unmount();
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });
});

describe('LocaleDropdown', () => {
  const props = {
    locales: ['en', 'fr', 'ar'],
    defaultLocale: 'en',
    current: 'en',
    labels: { en: 'English', fr: 'Français', ar: 'العربية' },
    ariaLabel: 'Language: {label}',
  };

  it('shows the page’s locale and links to the same page in each locale', async () => {
    nav.pathname = '/fr/docs/experience-sdk/intro';
    render(<LocaleDropdown {...props} />);
    const button = screen.getByLabelText('Language: Français');
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/docs/experience-sdk/intro');
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/ar/docs/experience-sdk/intro');
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
  });

  it('keeps a version in the path', async () => {
    nav.pathname = '/docs/3.2/experience-sdk/intro';
    render(<LocaleDropdown {...props} />);
    await userEvent.click(screen.getByLabelText('Language: English'));
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe(
      '/fr/docs/3.2/experience-sdk/intro',
    );
  });
});
