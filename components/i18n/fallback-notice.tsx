import { Link } from '@/components/ui/link.client';
import { uiStrings } from '@/lib/i18n/catalogue';

/**
 * Above a page of a locale that is not translated yet: says so, in the locale's words (its
 * catalogue, English where it lacks them), and links to the original page. The page's own content
 * is marked with the default locale's `lang` by its container.
 */
export function FallbackNotice({ original, locale }: { original: string; locale: string }) {
  const t = uiStrings(locale);
  return (
    <div className="version-banner fallback-notice" role="note" data-fallback-notice>
      <p>
        {t['i18n.fallback.notice']} <Link href={original}>{t['i18n.fallback.original']}</Link>
      </p>
    </div>
  );
}
