import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { LocaleRoot } from '@/components/i18n/locale-root';
import { NotFoundPage } from '@/components/not-found/not-found-page';
import { siteConfig } from '@/lib/config/site';
import { DEV_PATH_HEADER } from '@/lib/http/dev-path';
import { uiStrings } from '@/lib/i18n/catalogue';
import { splitLocaleRoute } from '@/lib/i18n/locales';
import { SiteShell, shellLocales, siteMetadata, siteViewport } from './site-shell';
import '@/app/globals.css';

export const viewport = siteViewport;

/**
 * The locale whose words the page is in: the default one, except in `next dev`, where a locale's
 * unknown path (`/fr/nope`) gets its locale's, as `npm start` and the export answer `/fr/404`
 * (the proxy passes the path: lib/http/dev-path.ts). A build prerenders the page once and never
 * reads the request.
 */
async function notFoundLocale() {
  const locales = shellLocales();
  if (process.env.NODE_ENV !== 'development' || locales.length < 2) return locales[0];
  return splitLocaleRoute((await headers()).get(DEV_PATH_HEADER) ?? '/', locales).locale;
}

// No root layout wraps this page (each locale's routes have their own): it is a whole document,
// the site's shell around the 404 page, with the root layouts' head and its title in their template.
export async function generateMetadata(): Promise<Metadata> {
  const locale = await notFoundLocale();
  return {
    ...siteMetadata,
    title: `${uiStrings(locale.code)['notFound.title']} ${siteConfig.titleDelimiter} ${siteConfig.title}`,
  };
}

/** The site's 404 page, answered with HTTP 404 for any URL no route matches (a locale's: `/fr/404`). */
export default async function GlobalNotFound() {
  const locale = await notFoundLocale();
  const [first] = shellLocales();
  const page = <NotFoundPage locale={locale} />;
  return (
    <SiteShell locale={locale}>
      {locale.isDefault ? (
        page
      ) : (
        <LocaleRoot
          lang={locale.htmlLang}
          dir={locale.direction}
          fallback={{ lang: first.htmlLang, dir: first.direction }}
        >
          {page}
        </LocaleRoot>
      )}
    </SiteShell>
  );
}
