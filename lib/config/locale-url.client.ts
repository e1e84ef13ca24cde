/**
 * The URL of the current page in another locale: the default locale has no prefix, others are
 * prefixed (`/fr/docs/x`). Any locale prefix already in the path is replaced; query and hash are kept.
 */
export function localizedUrl(options: {
  pathname: string;
  search?: string;
  hash?: string;
  locale: string;
  defaultLocale: string;
  locales: string[];
}): string {
  const { pathname, search = '', hash = '', locale, defaultLocale, locales } = options;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length && locales.includes(segments[0]) && segments[0] !== defaultLocale) segments.shift();
  if (locale !== defaultLocale) segments.unshift(locale);
  return `/${segments.join('/')}${search}${hash}`;
}
