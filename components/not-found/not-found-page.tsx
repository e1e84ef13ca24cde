import { Fragment } from 'react';
import { RecheckNotFound } from '@/components/dev/recheck-not-found.client';
import { PageSuggestions } from '@/components/not-found/page-suggestions.client';
import { Link } from '@/components/ui/link.client';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { templateParts } from '@/lib/i18n/format.client';
import { type Locale, localeRoute } from '@/lib/i18n/locales';
import { searchIndexFileName, versionSearchIndexPath } from '@/lib/search/constants.client';

/**
 * The 404 page's content in a locale's words, its links and suggestions in that locale: the site's
 * (app/global-not-found.tsx, app/(site)/not-found.tsx) and each locale's (`/fr/404`).
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = uiStrings(locale.code);
  const pluginId = siteConfig.docs.pluginId;
  const links = {
    home: <Link href={localeRoute('/', locale)}>{t['notFound.home']}</Link>,
    docs: <Link href={localeRoute('/docs/experience-sdk/intro', locale)}>{t['notFound.docs']}</Link>,
  };
  return (
    <main id="main" className="container standalone not-found">
      <h1>{t['notFound.title']}</h1>
      <p>{t['notFound.text']}</p>
      <p>
        {templateParts(t['notFound.links']).map((part, i) =>
          typeof part === 'string' ? part : <Fragment key={i}>{links[part.name as keyof typeof links]}</Fragment>,
        )}
      </p>
      <PageSuggestions
        searchIndex={
          locale.isDefault ? `/${searchIndexFileName(pluginId)}` : versionSearchIndexPath(pluginId, locale.code)
        }
        heading={t['notFound.suggestions']}
      />
      {process.env.NODE_ENV === 'development' && <RecheckNotFound />}
    </main>
  );
}
