import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/link.client';
import { siteConfig } from '@/lib/config/site';
import { docIdToHref } from '@/lib/content/slugs';

/**
 * `/docs` leads to the default doc: a redirect from `next start`; in the static export, which has
 * no server to answer with one, a page that refreshes to it at once (and links to it).
 */
export default function DocsIndex() {
  const href = docIdToHref(siteConfig.docs.defaultDocId, siteConfig.docs.routeBasePath);
  if (process.env.STATIC_EXPORT !== '1') redirect(href);
  return (
    <main id="main" className="container standalone">
      <meta httpEquiv="refresh" content={`0;url=${href}`} />
      <link rel="canonical" href={href} />
      <h1>Documentation</h1>
      <p>
        <Link href={href}>Continue to the documentation</Link>
      </p>
    </main>
  );
}
