/**
 * `npm run i18n:status [-- --strict]`: per locale the translated, missing and outdated pages, with
 * the English lines changed since each outdated translation's source (lib/i18n/status.ts). With
 * --strict (CI) it exits 1 when anything is outdated or missing, or a translation has no source.
 */

import { siteConfig } from '../lib/config/site';
import { statusLocales, translationStatus } from '../lib/i18n/status';
import { formatStatus, strictProblems } from '../lib/i18n/status-report';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--strict');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run i18n:status [-- --strict]`);
  process.exit(2);
}
const root = process.cwd();
const { locales, defaultLocale } = siteConfig.i18n;
const statuses = translationStatus(root, statusLocales(root, locales, defaultLocale));
console.log(formatStatus(statuses));
const problems = strictProblems(statuses);
if (args.includes('--strict') && problems > 0) {
  console.error(`\ni18n:status --strict: ${problems} page(s) outdated, missing or without an English source.`);
  process.exit(1);
}
