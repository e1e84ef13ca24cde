'use client';

import { type ReactNode, Suspense } from 'react';
import { type CrashStrings, CrashStringsProvider } from '@/components/errors/crash-strings.client';
import { ChunkReload } from '@/components/layout/chunk-reload.client';
import { MobileMenuProvider } from '@/components/layout/mobile-menu.client';
import { RouteProgress } from '@/components/layout/route-progress.client';
import { type ColorModeSettings, ThemeProvider } from '@/components/theme/theme-provider.client';

/**
 * The client-side shell around every page: colour mode, mobile menu state, progress bar, chunk
 * recovery, and the crash page's texts in the page's locale.
 */
export function Providers({
  colorMode,
  crashStrings,
  loadingLabel,
  children,
}: {
  colorMode: ColorModeSettings;
  crashStrings: CrashStrings;
  /** The progress spinner's label ("Loading page…"). */
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <ThemeProvider settings={colorMode}>
      <CrashStringsProvider strings={crashStrings}>
        <MobileMenuProvider>
          {children}
          <Suspense fallback={null}>
            <RouteProgress label={loadingLabel} />
          </Suspense>
          <ChunkReload />
        </MobileMenuProvider>
      </CrashStringsProvider>
    </ThemeProvider>
  );
}
