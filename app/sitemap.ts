import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site';
import { getSitePages } from '@/lib/site/pages';
import { getLanguageLinks } from '@/lib/site/seo';

export const dynamic = 'force-static';

const absolute = (route: string) => new URL(route, siteConfig.url).toString();

/**
 * Every public page of the build (no drafts, no test routes), with absolute URLs; a translated page
 * and its original list each other as alternates. A locale's page not translated yet is left out:
 * its canonical URL is its original.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const languages = getLanguageLinks();
  return (await getSitePages()).flatMap((page) => {
    if (page.fallback) return [];
    const lastModified = page.updated ?? page.published;
    const alternates = languages.get(page.route)?.languages;
    return {
      url: absolute(page.route),
      ...(lastModified ? { lastModified } : {}),
      ...(alternates
        ? {
            alternates: { languages: Object.fromEntries(Object.entries(alternates).map(([l, r]) => [l, absolute(r)])) },
          }
        : {}),
      changeFrequency: page.route === '/' || page.route.startsWith('/blog') ? 'weekly' : 'monthly',
      priority: page.kind === 'home' ? 1 : page.kind === 'doc' || page.kind === 'post' ? 0.8 : 0.6,
    };
  });
}
