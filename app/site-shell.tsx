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
import { type Locale, localizeHref, siteLocales } from '@/lib/i18n/locales';
import type { ResolvedNavbarItem } from '@/lib/navigation/navbar';
import { assertContentValid } from '@/lib/site/dev-check';
import { getContentVersion, getNavbarItems } from '@/lib/site/source';
import { paletteCss } from '@/lib/theme/css';
import { fontFaceCss, fontPreloads } from './fonts/fonts';
import { Providers } from './providers';

/**
 * The document around every page: `<html lang dir>`, the head's scripts, navbar, announcement,
 * footer, back-to-top and the client providers, all in one locale's words. Rendered by each root
 * layout (app/(site)/layout.tsx for the default locale's routes, app/[page]/layout.tsx for a
 * locale's and the standalone pages) and by app/global-not-found.tsx (lib/i18n/README.md: the shell).
 */

export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s ${siteConfig.titleDelimiter} ${siteConfig.title}` },
  description: siteConfig.tagline,
  robots: siteConfig.noIndex ? { index: false, follow: false } : undefined,
  // A PNG: Chrome draws an SVG favicon in an SVG document of its own, 10–20 ms of every page's main thread.
  icons: { icon: { url: '/img/favicon.png', type: 'image/png', sizes: '48x48' } },
};

export const siteViewport: Viewport = {
  themeColor: siteConfig.brandColor,
};

// Marks that JavaScript runs, so no-JS fallbacks (all tab panels shown, no copy buttons) switch off.
const jsFlagScript = "document.documentElement.classList.add('js')";

// Analytics only in production builds, and only with a tag configured.
const trackingId = analyticsTag(siteConfig.analytics?.gtagTrackingId, process.env.NODE_ENV);

const development = process.env.NODE_ENV === 'development';

/** The navbar's links in a locale: each leads to the locale's page (the default locale's are as configured). */
function localeNavbarItems(locale: Locale): ResolvedNavbarItem[] {
  const items = getNavbarItems();
  if (locale.isDefault) return items;
  const locales = siteLocales(siteConfig.i18n);
  const localize = (href: string) => localizeHref(href, locale, locales);
  return items.map((item) =>
    item.kind !== 'link' || item.external
      ? item
      : {
          ...item,
          href: localize(item.href),
          ...(item.docsPrefix ? { docsPrefix: localize(item.docsPrefix) } : {}),
          ...(item.versions
            ? {
                versions: {
                  ...item.versions,
                  routes: Object.fromEntries(Object.entries(item.versions.routes).map(([v, r]) => [v, localize(r)])),
                },
              }
            : {}),
        },
  );
}

/** Every configured locale, the default first. */
export const shellLocales = (): Locale[] => siteLocales(siteConfig.i18n);

export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  // In development a content error shows in the browser (global-error) instead of stopping the server.
  assertContentValid();
  const { announcementBar, colorMode } = siteConfig;
  const t = uiStrings(locale.code);
  // The web fonts first among the preloads (React puts them in the head), as next/font did.
  for (const href of fontPreloads) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  const headScript = jsFlagScript + (announcementBar ? `;${announcementScript(announcementBar.id)}` : '');
  return (
    <html
      lang={locale.htmlLang}
      // The default locale's document keeps no `dir` (ltr), as it always had.
      dir={locale.isDefault && locale.direction === 'ltr' ? undefined : locale.direction}
      data-theme={colorMode.defaultMode}
      suppressHydrationWarning
    >
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
          <SiteHeader items={localeNavbarItems(locale)} locale={locale.code} />
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
