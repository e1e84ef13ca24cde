import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setHtmlLang, setHtmlLangIn } from './html-lang';
import { siteLocales } from './locales';

describe('setHtmlLang', () => {
  it('sets lang and dir on the html element, keeping its other attributes', () => {
    const html =
      '<!DOCTYPE html><html lang="en" class="a b" data-theme="light"><head></head><body lang="x"></body></html>';
    expect(setHtmlLang(html, { htmlLang: 'ar', direction: 'rtl' })).toBe(
      '<!DOCTYPE html><html lang="ar" dir="rtl" class="a b" data-theme="light"><head></head><body lang="x"></body></html>',
    );
  });

  it('rewrites the pages of each locale other than the default only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-lang-'));
    const page = '<html lang="en"><body></body></html>';
    for (const file of ['fr.html', 'fr/docs/a.html', 'docs/a.html', 'fr/docs/a.txt']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), page);
    }
    const locales = siteLocales({
      defaultLocale: 'en',
      locales: ['en', 'fr'],
      localeLabels: {},
      localeConfigs: { fr: { htmlLang: 'fr-FR' } },
    });
    expect(setHtmlLangIn(dir, locales)).toBe(2);
    expect(fs.readFileSync(path.join(dir, 'fr/docs/a.html'), 'utf8')).toContain('<html lang="fr-FR" dir="ltr">');
    expect(fs.readFileSync(path.join(dir, 'docs/a.html'), 'utf8')).toBe(page);
    expect(fs.readFileSync(path.join(dir, 'fr/docs/a.txt'), 'utf8')).toBe(page);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
