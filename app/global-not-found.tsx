import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/not-found/not-found-page';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { SiteShell, shellLocales, siteMetadata, siteViewport } from './site-shell';
import '@/app/globals.css';

// No root layout wraps this page (each locale's routes have their own): it is a whole document,
// the site's shell around the 404 page, with the root layouts' head and its title in their template.
export const metadata: Metadata = {
  ...siteMetadata,
  title: `${uiStrings()['notFound.title']} ${siteConfig.titleDelimiter} ${siteConfig.title}`,
};
export const viewport = siteViewport;

/** The site's 404 page, answered with HTTP 404 for any URL no route matches (a locale's: `/fr/404`). */
export default function GlobalNotFound() {
  const [defaultLocale] = shellLocales();
  return (
    <SiteShell locale={defaultLocale}>
      <NotFoundPage locale={defaultLocale} />
    </SiteShell>
  );
}
