import type { ReactNode } from 'react';
import { HtmlLang } from './html-lang.client';

/**
 * The frame of every page of a locale other than the default: its content in the locale's
 * language and direction. `<html lang dir>` is the root layout's (app/[page]/layout.tsx renders
 * the locale's); HtmlLang keeps it right through a client-side navigation to a standalone page,
 * which shares that root layout.
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
  return (
    <div className="locale-root" lang={lang} dir={dir} data-locale-root>
      <HtmlLang lang={lang} dir={dir} fallback={fallback} />
      {children}
    </div>
  );
}
