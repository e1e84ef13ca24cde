'use client';

import { type ReactNode, Suspense } from 'react';
import { ChunkReload } from '@/components/layout/chunk-reload.client';
import { MobileMenuProvider } from '@/components/layout/mobile-menu.client';
import { RouteProgress } from '@/components/layout/route-progress.client';
import { type ColorModeSettings, ThemeProvider } from '@/components/theme/theme-provider.client';

/** The client-side shell around every page: colour mode, mobile menu state, progress bar, chunk recovery. */
export function Providers({ colorMode, children }: { colorMode: ColorModeSettings; children: ReactNode }) {
  return (
    <ThemeProvider settings={colorMode}>
      <MobileMenuProvider>
        {children}
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
        <ChunkReload />
      </MobileMenuProvider>
    </ThemeProvider>
  );
}
