import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { getSeoPages } from '@/lib/seo/pages';

export const dynamic = 'force-static';

/** Every public page of the build (no drafts, no test routes), with absolute URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = [...(await getSeoPages()).values()];
  return pages.map((page) => ({
    url: new URL(page.path, siteConfig.url).toString(),
    // The last commit of the page's file when git knows it, else a post's publication date.
    ...(page.modifiedTime || page.publishedTime ? { lastModified: page.modifiedTime ?? page.publishedTime } : {}),
    changeFrequency: page.path === '/' || page.path.startsWith('/blog') ? 'weekly' : 'monthly',
    priority: page.path === '/' ? 1 : page.type === 'article' ? 0.8 : 0.6,
  }));
}
