import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';

export const dynamic = 'force-static';

/** Crawlers may read everything (unless the config says noIndex); the sitemap lists the pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: siteConfig.noIndex
      ? { userAgent: '*', disallow: '/' }
      : { userAgent: '*', allow: '/', disallow: ['/bad-request'] },
    sitemap: new URL('/sitemap.xml', siteConfig.url).toString(),
  };
}
