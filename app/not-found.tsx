import { Fragment } from 'react';
import { RecheckNotFound } from '@/components/dev/recheck-not-found.client';
import { PageSuggestions } from '@/components/not-found/page-suggestions.client';
import { Link } from '@/components/ui/link.client';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { templateParts } from '@/lib/i18n/format.client';
import { searchIndexFileName } from '@/lib/search/constants.client';
import '@/app/globals.css';

export const metadata = { title: uiStrings()['notFound.title'] };

/** The site's 404 page, answered with HTTP 404 for any unknown path. */
export default function NotFound() {
  const t = uiStrings();
  const links = {
    home: <Link href="/">{t['notFound.home']}</Link>,
    docs: <Link href="/docs/experience-sdk/intro">{t['notFound.docs']}</Link>,
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
        searchIndex={`/${searchIndexFileName(siteConfig.docs.pluginId)}`}
        heading={t['notFound.suggestions']}
      />
      {process.env.NODE_ENV === 'development' && <RecheckNotFound />}
    </main>
  );
}
