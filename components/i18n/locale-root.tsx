import type { ReactNode } from 'react';
import { HtmlLang } from './html-lang.client';

/**
 * The frame of every page of a locale other than the default: its content in the locale's
 * language and direction, and `<html lang dir>` set before the first paint (an inline script: the
 * root layout, shared by every locale, renders the default locale's). Without JavaScript the
 * container's own `lang` and `dir` still apply to the page.
 */
export function LocaleRoot({
  lang,
  dir,
  fallback,
  children,
}: {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The default locale's `lang` and `dir`, put back when the reader leaves the locale. */
  fallback: { lang: string; dir: 'ltr' | 'rtl' };
  children: ReactNode;
}) {
  const script = `document.documentElement.lang=${JSON.stringify(lang)};document.documentElement.dir=${JSON.stringify(dir)}`;
  return (
    <div className="locale-root" lang={lang} dir={dir} data-locale-root>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <HtmlLang lang={lang} dir={dir} fallback={fallback} />
      {children}
    </div>
  );
}
