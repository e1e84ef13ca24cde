import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from './locales';

/**
 * The root layout is every locale's and renders the default locale's `<html lang>`; a locale's
 * page sets its own in the browser (components/i18n/locale-root.tsx). This writes it into the
 * prerendered HTML too, so crawlers and readers without JavaScript get `<html lang dir>` right and
 * a right-to-left page paints mirrored from its first frame.
 */
export function setHtmlLang(html: string, locale: Pick<Locale, 'htmlLang' | 'direction'>): string {
  return html.replace(/<html(\s[^>]*)?>/, (_tag, attributes = '') => {
    const rest = attributes.replace(/\s(lang|dir)="[^"]*"/g, '');
    return `<html lang="${locale.htmlLang}" dir="${locale.direction}"${rest}>`;
  });
}

/** Rewrites `<html lang dir>` of every HTML file of each locale under `dir` (`out/fr/…`, `out/fr.html`); returns the count. */
export function setHtmlLangIn(dir: string, locales: readonly Locale[]): number {
  let count = 0;
  for (const locale of locales.filter((l) => !l.isDefault)) {
    const folder = path.join(dir, locale.code);
    const files = [
      `${folder}.html`,
      ...(fs.existsSync(folder) ? (fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[]) : [])
        .filter((file) => file.endsWith('.html'))
        .map((file) => path.join(folder, file)),
    ].filter((file) => fs.existsSync(file));
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const next = setHtmlLang(html, locale);
      if (next !== html) {
        fs.writeFileSync(file, next);
        count += 1;
      }
    }
  }
  return count;
}
