import { redirect } from 'next/navigation';
import { siteConfig } from '@/lib/config/site';
import { docIdToHref } from '@/lib/content/slugs';

/** `/docs` leads to the default doc. */
export default function DocsIndex() {
  redirect(docIdToHref(siteConfig.docs.defaultDocId, siteConfig.docs.routeBasePath));
}
