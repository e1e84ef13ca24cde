import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config/site';
import { defaultLocaleText, siteLocales } from '@/lib/i18n/locales';

/** `lang` and `dir` of the OpenAPI document's own text on a page of another locale (none on its own). */
export type DocumentLang = ReturnType<typeof defaultLocaleText>;

/**
 * How the document's text (summaries, descriptions, schema names and examples) is marked on a page
 * of `locale`: with the default locale's `lang` and `dir`, the reference's labels around it being in
 * the page's language. Nothing on the default locale's pages, so their HTML is unchanged.
 */
export function documentLang(locale: string | undefined): DocumentLang {
  return defaultLocaleText(siteLocales(siteConfig.i18n), locale);
}

/** A run of the document's text, marked when the page is in another language. */
export function DocumentText({ lang, children }: { lang: DocumentLang; children: ReactNode }) {
  return lang ? <span {...lang}>{children}</span> : children;
}
