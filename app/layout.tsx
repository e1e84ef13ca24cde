import type { Metadata, Viewport } from 'next';
import { type ReactNode, Suspense } from 'react';
import { preload } from 'react-dom';
import { ContentRefresh } from '@/components/dev/content-refresh.client';
import { Analytics } from '@/components/layout/analytics.client';
import { AnnouncementBar, announcementScript } from '@/components/layout/announcement-bar';
import { BackToTop } from '@/components/layout/back-to-top.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { analyticsTag } from '@/lib/config/analytics';
import { siteConfig } from '@/lib/config/site';
import { pickStrings, uiStrings } from '@/lib/i18n/catalogue';
import { crashStrings } from '@/lib/i18n/english-crash.client';
import { assertContentValid } from '@/lib/site/dev-check';
import { getContentVersion, getNavbarItems } from '@/lib/site/source';
import { paletteCss } from '@/lib/theme/css';
import { fontFaceCss, fontPreloads } from './fonts/fonts';
import { Providers } from './providers';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s ${siteConfig.titleDelimiter} ${siteConfig.title}` },
  description: siteConfig.tagline,
  robots: siteConfig.noIndex ? { index: false, follow: false } : undefined,
  // A PNG: Chrome draws an SVG favicon in an SVG document of its own, 10–20 ms of every page's main thread.
  icons: { icon: { url: '/img/favicon.png', type: 'image/png', sizes: '48x48' } },
};

export const viewport: Viewport = {
  themeColor: siteConfig.brandColor,
};

// Marks that JavaScript runs, so no-JS fallbacks (all tab panels shown, no copy buttons) switch off.
const jsFlagScript = "document.documentElement.classList.add('js')";

// Analytics only in production builds, and only with a tag configured.
const trackingId = analyticsTag(siteConfig.analytics?.gtagTrackingId, process.env.NODE_ENV);

const development = process.env.NODE_ENV === 'development';

export default function RootLayout({ children }: { children: ReactNode }) {
  // In development a content error shows in the browser (global-error) instead of stopping the server.
  assertContentValid();
  const { announcementBar, colorMode, i18n } = siteConfig;
  const t = uiStrings(i18n.defaultLocale);
  // The web fonts first among the preloads (React puts them in the head), as next/font did.
  for (const href of fontPreloads) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  const headScript = jsFlagScript + (announcementBar ? `;${announcementScript(announcementBar.id)}` : '');
  return (
    <html lang={i18n.defaultLocale} data-theme={colorMode.defaultMode} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss + paletteCss(siteConfig.brandColor) }} />
        {/* Holds the first paint until the whole navbar is parsed: a paint of a partly received
            navbar would move its right-hand items when the rest arrives (a layout shift). */}
        <link rel="expect" href="#navbar-end" blocking="render" />
      </head>
      <body>
        <Providers
          colorMode={colorMode}
          crashStrings={pickStrings(t, Object.keys(crashStrings) as (keyof typeof crashStrings)[])}
          loadingLabel={t['progress.loading']}
        >
          <a className="skip-link" href="#main">
            {t['navbar.skipToContent']}
          </a>
          {announcementBar && (
            <AnnouncementBar
              id={announcementBar.id}
              content={announcementBar.content}
              closeable={announcementBar.isCloseable}
              backgroundColor={announcementBar.backgroundColor}
              textColor={announcementBar.textColor}
              label={t['announcement.label']}
              closeLabel={t['announcement.close']}
            />
          )}
          <SiteHeader items={getNavbarItems()} locale={i18n.defaultLocale} />
          <div className="page">{children}</div>
          <SiteFooter />
          <BackToTop label={t['backToTop.label']} />
          {development && <ContentRefresh version={getContentVersion()} />}
        </Providers>
        {trackingId && (
          <Suspense fallback={null}>
            <Analytics trackingId={trackingId} />
          </Suspense>
        )}
      </body>
    </html>
  );
}
