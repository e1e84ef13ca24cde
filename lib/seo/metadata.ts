import type { Metadata } from 'next';

export interface PageSeo {
  title: string;
  description?: string;
  /** Site-relative path of the page: the canonical URL (made absolute by metadataBase). */
  path: string;
  /** Site-relative path of its Open Graph image. */
  image: string;
  type?: 'website' | 'article';
  /** For articles: publication date (YYYY-MM-DD) and author names. */
  publishedTime?: string;
  authors?: string[];
  tags?: string[];
  keywords?: string[];
}

/** The size of every generated Open Graph image. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Title, description, canonical URL, Open Graph and Twitter card of one page. */
export function pageMetadata(seo: PageSeo, siteName: string): Metadata {
  const image = { url: seo.image, ...OG_IMAGE_SIZE, alt: seo.title };
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    alternates: { canonical: seo.path },
    openGraph: {
      type: seo.type ?? 'website',
      siteName,
      title: seo.title,
      description: seo.description,
      url: seo.path,
      images: [image],
      locale: 'en_US',
      ...(seo.type === 'article' ? { publishedTime: seo.publishedTime, authors: seo.authors, tags: seo.tags } : {}),
    },
    twitter: { card: 'summary_large_image', title: seo.title, description: seo.description, images: [image] },
  };
}

/** Where the generated Open Graph image of a page lives: `/og/docs/x.png` for `/docs/x`, `/og/index.png` for `/`. */
export function ogImagePath(path: string): string {
  return `/og${path === '/' ? '/index' : path}.png`;
}
