'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import { type ReactNode, useEffect, useState } from 'react';
import { storageKeys } from '@/lib/browser/storage';
import { type ColorModeSettings, themeOptions } from '@/lib/theme/color-mode.client';

export type { ColorModeSettings };

/** The theme shown when printing starts, so system colour-scheme changes while printing are ignored. */
function usePrintLock(): string | undefined {
  const [locked, setLocked] = useState<string | undefined>();
  useEffect(() => {
    const before = () => setLocked(document.documentElement.getAttribute('data-theme') ?? undefined);
    const after = () => setLocked(undefined);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return locked;
}

/**
 * Colour mode on `<html data-theme>` (next-themes: stored choice, sync across tabs, no flash).
 * The system preference is only the fallback when the config turns respectPrefersColorScheme on.
 */
export function ThemeProvider({ settings, children }: { settings: ColorModeSettings; children: ReactNode }) {
  const printTheme = usePrintLock();
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey={storageKeys.theme}
      {...themeOptions(settings)}
      forcedTheme={printTheme}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
