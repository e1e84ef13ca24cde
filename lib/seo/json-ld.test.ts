import { describe, expect, it } from 'vitest';
import { blogPosting, breadcrumbList, serializeJsonLd, techArticle } from './json-ld';

const article = {
  title: 'Intro',
  description: 'About the SDK.',
  url: 'https://docs.example.com/docs/intro',
  image: 'https://docs.example.com/og/docs/intro.png',
  siteName: 'Docs',
  siteUrl: 'https://docs.example.com',
  language: 'en',
};

describe('structured data', () => {
  it('numbers breadcrumbs from 1 and leaves out a missing URL', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://docs.example.com/' },
        { name: 'SDK' },
        { name: 'Intro', url: article.url },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://docs.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'SDK' },
      { '@type': 'ListItem', position: 3, name: 'Intro', item: article.url },
    ]);
    expect(breadcrumbList([]).itemListElement).toEqual([]);
  });

  it('describes a docs page as a TechArticle of the site', () => {
    expect(techArticle({ ...article, keywords: ['sdk', 'web'] })).toMatchObject({
      '@type': 'TechArticle',
      headline: 'Intro',
      mainEntityOfPage: article.url,
      keywords: 'sdk, web',
      inLanguage: 'en',
      isPartOf: { '@type': 'WebSite', name: 'Docs', url: 'https://docs.example.com' },
    });
    expect(techArticle(article).keywords).toBeUndefined();
  });

  it('describes a post as a BlogPosting with its date and authors', () => {
    const post = blogPosting({
      ...article,
      datePublished: '2026-09-03',
      authors: [{ name: 'Ann', url: 'https://ann.example.com' }, { name: 'Bo' }],
    });
    expect(post['@type']).toBe('BlogPosting');
    expect(post.datePublished).toBe('2026-09-03');
    expect(post.author).toEqual([
      { '@type': 'Person', name: 'Ann', url: 'https://ann.example.com' },
      { '@type': 'Person', name: 'Bo' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element or break the script, whatever the text', () => {
    const hostile = { headline: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c', lt: '<!--' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(json).toContain('\\u003c/script>');
    // Still the same data for a JSON reader.
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
