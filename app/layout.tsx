import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ThemeProvider } from '@/components/theme/theme-provider.client';
import { siteConfig } from '@/lib/config/site';
import { getNavbarItems } from '@/lib/content/source';
import { paletteCss } from '@/lib/theme/css';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s ${siteConfig.titleDelimiter} ${siteConfig.title}` },
  description: siteConfig.tagline,
  robots: siteConfig.noIndex ? { index: false, follow: false } : undefined,
  icons: { icon: '/img/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: siteConfig.brandColor,
};

// Marks that JavaScript runs, so no-JS fallbacks (all tab panels shown, no copy buttons) switch off.
const jsFlagScript = "document.documentElement.classList.add('js')";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteConfig.i18n.defaultLocale} data-theme={siteConfig.colorMode.defaultMode} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: jsFlagScript }} />
        <style dangerouslySetInnerHTML={{ __html: paletteCss(siteConfig.brandColor) }} />
      </head>
      <body>
        <ThemeProvider settings={siteConfig.colorMode}>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <SiteHeader items={getNavbarItems()} />
          <div className="page">{children}</div>
          <SiteFooter />
        </ThemeProvider>
      </body>
    </html>
  );
}
