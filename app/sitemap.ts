import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { getSitePages } from '@/lib/site/pages';

export const dynamic = 'force-static';

/** Every public page of the build (no drafts, no test routes), with absolute URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await getSitePages()).map((page) => {
    const lastModified = page.updated ?? page.published;
    return {
      url: new URL(page.route, siteConfig.url).toString(),
      ...(lastModified ? { lastModified } : {}),
      changeFrequency: page.route === '/' || page.route.startsWith('/blog') ? 'weekly' : 'monthly',
      priority: page.kind === 'home' ? 1 : page.kind === 'doc' || page.kind === 'post' ? 0.8 : 0.6,
    };
  });
}
