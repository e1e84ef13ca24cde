import type { Locale } from './locales';

/** A page of the page list as far as languages go (lib/site/pages.ts). */
export interface LocalePageRef {
  route: string;
  /** Its locale, when not the default. */
  locale?: string;
  /** Not translated: the default locale's content at the locale's route. */
  fallback?: boolean;
  /** Its original in the default locale. */
  original?: string;
}

/** What a page's head says about its languages. */
export interface LanguageLinks {
  /** A fallback page's canonical URL: its original. */
  canonical?: string;
  /** `hreflang` → route, `x-default` included: each translation of the page, and the original. */
  languages?: Record<string, string>;
}

/**
 * The `hreflang` alternates and canonical URLs of the pages: a page with translations and each of
 * its translations list all of them with the original as `x-default`; a fallback page is in no
 * list and names its original as canonical. A page with no translation gets nothing (an
 * English-only site's head is unchanged).
 */
export function languageLinks(pages: readonly LocalePageRef[], locales: readonly Locale[]): Map<string, LanguageLinks> {
  const lang = new Map(locales.map((l) => [l.code, l.htmlLang]));
  const defaultLang = locales.find((l) => l.isDefault)?.htmlLang ?? 'en';
  const translations = new Map<string, LocalePageRef[]>();
  const links = new Map<string, LanguageLinks>();
  for (const page of pages) {
    if (!page.locale || !page.original) continue;
    if (page.fallback) links.set(page.route, { canonical: page.original });
    else translations.set(page.original, [...(translations.get(page.original) ?? []), page]);
  }
  for (const [original, list] of translations) {
    const languages: Record<string, string> = { [defaultLang]: original };
    for (const page of list) languages[lang.get(page.locale ?? '') ?? page.locale ?? ''] = page.route;
    languages['x-default'] = original;
    for (const route of [original, ...list.map((p) => p.route)]) links.set(route, { languages });
  }
  return links;
}
