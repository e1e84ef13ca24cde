import type { ReactNode } from 'react';
import { SiteShell, shellLocales, siteMetadata, siteViewport } from '../site-shell';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The root layout of the default locale's routes (a locale's have app/[page]/layout.tsx). */
export default function RootLayout({ children }: { children: ReactNode }) {
  const [defaultLocale] = shellLocales();
  return <SiteShell locale={defaultLocale}>{children}</SiteShell>;
}
