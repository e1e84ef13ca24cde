'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

export interface ColorModeSettings {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
}

/** Colour mode on `<html data-theme>`; the system preference only when the config asks for it. */
export function ThemeProvider({ settings, children }: { settings: ColorModeSettings; children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey="theme"
      defaultTheme={settings.respectPrefersColorScheme ? 'system' : settings.defaultMode}
      enableSystem={settings.respectPrefersColorScheme}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
