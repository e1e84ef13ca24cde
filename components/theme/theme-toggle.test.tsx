import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleDropdown } from '../layout/locale-dropdown.client';
import { ThemeToggle } from './theme-toggle.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/fr/docs/intro' }));

describe("the navbar's labelled controls", () => {
  it("name the colour-mode switch in the locale's words", () => {
    const strings = {
      'theme.toLight': 'Passer en mode clair',
      'theme.toDark': 'Passer en mode sombre',
      'theme.switch': 'Changer de mode',
    };
    render(<ThemeToggle strings={strings} />);
    // Mounted, in light mode (no provider): the switch offers dark.
    expect(screen.getByRole('button', { name: 'Passer en mode sombre' }).getAttribute('title')).toBe(
      'Passer en mode sombre',
    );
  });

  it('fill the language menu name with the current language', () => {
    render(
      <LocaleDropdown
        locales={['en', 'fr']}
        defaultLocale="en"
        current="fr"
        labels={{ en: 'English', fr: 'Français' }}
        ariaLabel="Langue : {label}"
      />,
    );
    expect(screen.getByLabelText('Langue : Français')).toBeTruthy();
  });
});
