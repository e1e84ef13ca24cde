import { siteConfig } from '@/lib/config/site';
import { localizeHref, siteLocales } from '@/lib/i18n/locales';

/**
 * The reference's links on a locale's page (`/api/content/changelog` → `/fr/api/content/changelog`),
 * as the shell's and the MDX links are: every reference page exists in each locale. The default
 * locale (or none) keeps every link as written.
 */
export function localeApiHref(code: string | undefined): (href: string) => string {
  const locales = siteLocales(siteConfig.i18n);
  const locale = locales.find((l) => l.code === code && !l.isDefault);
  return locale ? (href) => localizeHref(href, locale, locales) : (href) => href;
}
