import { Link } from '@/components/ui/link.client';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';

interface Props {
  /** Whether the English page changed since the translation's `source_hash` (lib/i18n/status.ts `isOutdated`). */
  outdated: boolean;
  /** The current English page. */
  sourceHref: string;
  /** The translation's locale: the notice is in its language. */
  locale?: string;
}

/**
 * Above a translated page whose English source changed since it was translated: says so, in the
 * page's language, and links to the current English page. Nothing when the translation is current.
 */
export function OutdatedTranslationNotice({ outdated, sourceHref, locale }: Props) {
  if (!outdated) return null;
  const t = uiStrings(locale);
  return (
    <div className="version-banner translation-notice" role="note">
      <p>
        {t['banner.outdatedTranslation']}{' '}
        <Link href={sourceHref} hrefLang={siteConfig.i18n.defaultLocale}>
          {t['banner.outdatedTranslationLink']}
        </Link>
      </p>
    </div>
  );
}
