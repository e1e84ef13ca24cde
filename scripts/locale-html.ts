/**
 * `tsx scripts/locale-html.ts <dir>` (postbuild on `.next/server/app`, and the export on `out`):
 * writes each locale's `<html lang dir>` into its prerendered pages (lib/i18n/html-lang.ts).
 */
import rawConfig from '../content/site.config.json' with { type: 'json' };
import { parseSiteConfig } from '../lib/config/parse';
import { setHtmlLangIn } from '../lib/i18n/html-lang';
import { siteLocales } from '../lib/i18n/locales';

const dir = process.argv[2] ?? '.next/server/app';
const count = setHtmlLangIn(dir, siteLocales(parseSiteConfig(rawConfig).i18n));
if (count > 0) console.log(`locale html: <html lang dir> set in ${count} pages under ${dir}`);
