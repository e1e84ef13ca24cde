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

/**
 * The `lang` and `dir` that mark the default locale's text on a page of locale `code` (an OpenAPI
 * document's own text inside a locale's reference page); none on the default locale's own pages.
 */
export function defaultLocaleText(
  locales: readonly Locale[],
  code: string | undefined,
): { lang: string; dir: Locale['direction'] } | undefined {
  const [first] = locales;
  if (!first || code === undefined || code === first.code) return undefined;
  return { lang: first.htmlLang, dir: first.direction };
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

/** The locale a first URL segment selects (`fr` → fr); the default locale for any other segment (a standalone page). */
export function localeOfSegment(segment: string | undefined, locales: readonly Locale[]): Locale {
  return splitLocaleRoute(`/${segment ?? ''}`, locales).locale;
}

/**
 * A link of the shell as it reads in a locale: a site route gets the locale's prefix
 * (`/api/content` → `/fr/api/content`, `/` → `/fr`), since every page kind exists there; external
 * URLs, fragments, files (`/img/a.png`, `/blog/rss.xml`) and routes already in a locale stay.
 */
export function localizeHref(href: string, locale: Locale, locales: readonly Locale[]): string {
  if (locale.isDefault || !href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.split(/[?#]/)[0];
  if (/\.[a-z0-9]+$/i.test(path)) return href;
  if (splitLocaleRoute(path, locales).locale.prefix) return href;
  return localeRoute(path, locale) + href.slice(path.length);
}

/** Where a locale's 404 page lives: `/fr/404` (out/fr/404.html in a static export). */
export const localeNotFoundRoute = (locale: Pick<Locale, 'prefix'>): string => `${locale.prefix}/404`;

/**
 * The 404 page that answers a path no page has: its locale's (`/fr/nope` → `/fr/404`), or undefined
 * for the default locale's paths (the site's 404 page, out/404.html).
 */
export function notFoundRouteFor(pathname: string, locales: readonly Locale[]): string | undefined {
  const { locale } = splitLocaleRoute(pathname, locales);
  return locale.isDefault ? undefined : localeNotFoundRoute(locale);
}
