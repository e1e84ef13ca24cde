import { RecheckNotFound } from '@/components/dev/recheck-not-found.client';
import { PageSuggestions } from '@/components/not-found/page-suggestions.client';
import { Link } from '@/components/ui/link.client';
import { siteConfig } from '@/lib/config/site';
import { searchIndexFileName } from '@/lib/search/constants.client';
import '@/app/globals.css';

export const metadata = { title: 'Page not found' };

/** The site's 404 page, answered with HTTP 404 for any unknown path. */
export default function NotFound() {
  return (
    <main id="main" className="container standalone not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
      <p>
        <Link href="/">Go to the home page</Link> or{' '}
        <Link href="/docs/experience-sdk/intro">start reading the docs</Link>.
      </p>
      <PageSuggestions searchIndex={`/${searchIndexFileName(siteConfig.docs.pluginId)}`} />
      {process.env.NODE_ENV === 'development' && <RecheckNotFound />}
    </main>
  );
}
