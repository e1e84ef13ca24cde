import type { ParsedSiteConfig } from '../config/parse';

/**
 * The site's locales as the routes, the head and search use them: one configuration entry each
 * (`i18n.locales`, `localeLabels`, `localeConfigs`), nothing per locale in code.
 */
export interface Locale {
  /** The code, also the URL segment (`fr`). */
  code: string;
  /** The dropdown's label (the code when none is configured). */
  label: string;
  /** The BCP 47 tag of `<html lang>` (the code by default). */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The default locale has today's URLs, with no prefix. */
  isDefault: boolean;
  /** The routes' prefix: '' for the default locale, `/fr` for the others. */
  prefix: string;
}

/** Every configured locale, the default first. */
export function siteLocales(i18n: ParsedSiteConfig['i18n']): Locale[] {
  const codes = [i18n.defaultLocale, ...i18n.locales.filter((code) => code !== i18n.defaultLocale)];
  return codes.map((code) => {
    const settings = i18n.localeConfigs[code] ?? {};
    const isDefault = code === i18n.defaultLocale;
    return {
      code,
      label: i18n.localeLabels[code] ?? code,
      htmlLang: settings.htmlLang ?? code,
      direction: settings.direction ?? 'ltr',
      isDefault,
      prefix: isDefault ? '' : `/${code}`,
    };
  });
}

/** The route of a default-locale route in a locale: `/docs/a` → `/fr/docs/a`, `/` → `/fr`. */
export function localeRoute(route: string, locale: Pick<Locale, 'prefix'>): string {
  if (!locale.prefix) return route;
  return route === '/' ? locale.prefix : `${locale.prefix}${route}`;
}

/**
 * The locale of a route and the route without its prefix (`/fr/docs/a` → fr, `/docs/a`); the
 * default locale for a route with no locale prefix.
 */
export function splitLocaleRoute(route: string, locales: readonly Locale[]): { locale: Locale; route: string } {
  const first = route.split('/')[1] ?? '';
  const locale = locales.find((l) => !l.isDefault && l.code === first);
  if (!locale) return { locale: locales.find((l) => l.isDefault) ?? locales[0], route };
  return { locale, route: route.slice(locale.prefix.length) || '/' };
}
