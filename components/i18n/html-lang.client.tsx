'use client';
import { useLayoutEffect } from 'react';

/**
 * Keeps `<html lang dir>` on the locale of the page shown: the root layout is shared by every
 * locale, so after a client-side navigation into a locale this sets them (the prerendered HTML and
 * the page's inline script did on a first load), and when the reader leaves for a page of the
 * default locale it puts the default's back.
 */
export function HtmlLang({
  lang,
  dir,
  fallback,
}: {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The default locale's, which the root layout renders. */
  fallback: { lang: string; dir: 'ltr' | 'rtl' };
}) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = lang;
    html.dir = dir;
    return () => {
      html.lang = fallback.lang;
      html.dir = fallback.dir;
    };
  }, [lang, dir, fallback.lang, fallback.dir]);
  return null;
}
