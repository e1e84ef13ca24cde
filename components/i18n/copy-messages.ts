import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';

/**
 * What a copy button says after a click, on a page of `locale`: `data-copied` and
 * `data-copy-failed` for lib/browser/copy-behaviour.ts. Nothing on the default locale's pages, whose
 * texts the behaviour carries (lib/i18n/english-copy.client.ts), so their HTML is unchanged.
 */
export function copyMessages(locale: string | undefined): { 'data-copied'?: string; 'data-copy-failed'?: string } {
  if (locale === undefined || locale === siteConfig.i18n.defaultLocale) return {};
  const t = uiStrings(locale);
  return { 'data-copied': t['copy.copied'], 'data-copy-failed': t['copy.failed'] };
}
