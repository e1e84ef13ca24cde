/** schema.org structured data for docs pages, posts and their breadcrumbs. */

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may omit it. */
  url?: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

interface Article {
  title: string;
  description?: string;
  url: string;
  image: string;
  siteName: string;
  siteUrl: string;
  language: string;
  keywords?: string[];
  /** The date of the source file's last commit (lib/page-meta/last-updated.ts), when known. */
  dateModified?: string;
}

export function techArticle(article: Article) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: article.title,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    image: article.image,
    inLanguage: article.language,
    keywords: article.keywords?.join(', '),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    isPartOf: { '@type': 'WebSite', name: article.siteName, url: article.siteUrl },
    publisher: { '@type': 'Organization', name: 'Acme', url: article.siteUrl },
  };
}

export function blogPosting(
  article: Article & { datePublished: string; authors: Array<{ name: string; url?: string }> },
) {
  return {
    ...techArticle(article),
    '@type': 'BlogPosting',
    datePublished: article.datePublished,
    author: article.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped, so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
