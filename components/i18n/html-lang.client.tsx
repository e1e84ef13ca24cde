'use client';
import { useLayoutEffect } from 'react';

/**
 * Keeps `<html lang dir>` on the locale of the page shown: the root layout is shared by every
 * locale, so after a client-side navigation between locales this sets them (the page's inline
 * script did on the first load), and puts the previous ones back when the page goes.
 */
export function HtmlLang({ lang, dir }: { lang: string; dir: 'ltr' | 'rtl' }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const before = { lang: html.lang, dir: html.getAttribute('dir') };
    html.lang = lang;
    html.dir = dir;
    return () => {
      html.lang = before.lang === lang ? (document.body.dataset.defaultLang ?? before.lang) : before.lang;
      if (before.dir && before.dir !== dir) html.dir = before.dir;
      else html.removeAttribute('dir');
    };
  }, [lang, dir]);
  return null;
}
