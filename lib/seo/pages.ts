import 'server-only';
import type { Metadata } from 'next';
import { collectTags } from '../blog/posts';
import { feedAlternates, getBlogPages } from '../blog/source';
import { siteConfig } from '../config/site';
import type { ContentGraph } from '../content/graph';
import { getContentGraph, getDocs, getPages, getPosts, getSidebar } from '../content/source';
import { findBreadcrumbs } from '../navigation/walk';
import { firstSentence } from '../openapi/schema-view';
import { getApiReference } from '../openapi/source';
import { apiSpecs } from '../openapi/specs';
import { markdownText } from '../markdown/plain-text';
import { breadcrumbList, blogPosting, techArticle } from './json-ld';
import { pageDescription } from './description';
import { ogImagePath, pageMetadata } from './metadata';

/** What search engines and link previews learn about one public page. */
export interface SeoPage {
  path: string;
  title: string;
  description?: string;
  /** The part of the site, shown above the title on its preview image. */
  section: string;
  type: 'website' | 'article';
  /** Structured data for the page, when it has any. */
  jsonLd?: unknown[];
  /** Extra metadata fields (feeds, keywords, absolute title). */
  extra?: Metadata;
  publishedTime?: string;
  authors?: string[];
  tags?: string[];
}

const absolute = (path: string) => new URL(path, siteConfig.url).toString();

/** Blog pages link the feeds in their head (a page's alternates replace the layout's). */
const feeds: Metadata = { alternates: feedAlternates };

function docPages(): SeoPage[] {
  const sidebar = getSidebar();
  return getDocs().map((doc) => {
    const crumbs = findBreadcrumbs(sidebar, doc.href);
    const description = pageDescription(doc.frontmatter.description, doc.body, doc.filePath);
    const common = { title: doc.frontmatter.title, description, url: absolute(doc.href), image: absolute(ogImagePath(doc.href)), siteName: siteConfig.title, siteUrl: siteConfig.url, language: siteConfig.i18n.defaultLocale };
    return {
      path: doc.href,
      title: doc.frontmatter.title,
      description,
      section: crumbs.length > 1 ? crumbs[0].label : 'Docs',
      type: 'article',
      extra: { keywords: doc.frontmatter.keywords },
      jsonLd: [
        techArticle({ ...common, keywords: [...doc.frontmatter.tags, ...(doc.frontmatter.keywords ?? [])] }),
        breadcrumbList([{ name: 'Home', url: absolute('/') }, ...crumbs.map((c, i) => ({ name: c.label, url: c.href && i < crumbs.length - 1 ? absolute(c.href) : i === crumbs.length - 1 ? absolute(doc.href) : undefined }))]),
      ],
    };
  });
}

function postPages(): SeoPage[] {
  return getPosts().map((post) => {
    const description = pageDescription(post.frontmatter.description, post.body, post.filePath);
    const url = absolute(post.href);
    return {
      path: post.href,
      title: post.frontmatter.title,
      description,
      section: siteConfig.blog.title,
      type: 'article',
      publishedTime: post.date,
      authors: post.authors.map((a) => a.name),
      tags: post.frontmatter.tags,
      extra: feeds,
      jsonLd: [
        blogPosting({ title: post.frontmatter.title, description, url, image: absolute(ogImagePath(post.href)), siteName: siteConfig.title, siteUrl: siteConfig.url, language: siteConfig.i18n.defaultLocale, keywords: post.frontmatter.tags, datePublished: post.date, authors: post.authors }),
        breadcrumbList([{ name: 'Home', url: absolute('/') }, { name: siteConfig.blog.title, url: absolute('/blog') }, { name: post.frontmatter.title, url }]),
      ],
    };
  });
}

function blogListPages(): SeoPage[] {
  const { blog } = siteConfig;
  const section = blog.title;
  return [
    ...getBlogPages().map((page): SeoPage => ({ path: page.href, title: page.page === 1 ? blog.title : `${blog.title}: page ${page.page}`, description: blog.description, section, type: 'website', extra: feeds })),
    { path: '/blog/archive', title: 'Archive', description: 'Every post of the Acme developer blog, by year.', section, type: 'website', extra: feeds },
    { path: '/blog/tags', title: 'Tags', description: 'The topics of the Acme developer blog.', section, type: 'website', extra: feeds },
    ...collectTags(getPosts()).map(({ tag, posts }): SeoPage => ({ path: `/blog/tags/${tag}`, title: `${posts.length} post${posts.length === 1 ? '' : 's'} tagged with "${tag}"`, description: `Posts of the Acme developer blog about ${tag}.`, section, type: 'website', extra: feeds })),
  ];
}

async function apiPages(): Promise<SeoPage[]> {
  return Promise.all(
    apiSpecs.map(async (spec): Promise<SeoPage> => {
      const model = await getApiReference(spec.id);
      return { path: `/api/${spec.id}`, title: spec.navLabel, description: markdownText(firstSentence(model.description) ?? '') || undefined, section: 'API reference', type: 'website' };
    }),
  );
}

// Once per content graph: the development server builds a new graph after each content change.
const cache = new WeakMap<ContentGraph, Promise<Map<string, SeoPage>>>();

/** Every public page of a production build, by path: what the sitemap lists and what gets a preview image. */
export function getSeoPages(): Promise<Map<string, SeoPage>> {
  const graph = getContentGraph();
  let pages = cache.get(graph);
  if (!pages) cache.set(graph, (pages = collectSeoPages()));
  return pages;
}

/** Collects the SEO entry of every public page. */
async function collectSeoPages(): Promise<Map<string, SeoPage>> {
  const home: SeoPage = { path: '/', title: `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`, description: siteConfig.tagline, section: siteConfig.title, type: 'website', extra: { title: { absolute: `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}` } } };
  const standalone = getPages().map((page): SeoPage => ({ path: page.href, title: page.frontmatter.title, description: pageDescription(page.frontmatter.description, page.body, page.filePath), section: siteConfig.title, type: 'website' }));
  const pages = [home, ...docPages(), ...(await apiPages()), ...standalone, ...blogListPages(), ...postPages()];
  return new Map(pages.map((page) => [page.path, page]));
}

/** The metadata of a public page (throws for a path that is not one: a route and this list disagree). */
export async function metadataFor(path: string): Promise<Metadata> {
  const page = (await getSeoPages()).get(path);
  if (!page) throw new Error(`No SEO entry for ${path}: add the route to lib/seo/pages.ts`);
  const metadata = pageMetadata({ ...page, image: ogImagePath(page.path), keywords: undefined }, siteConfig.title);
  return { ...metadata, ...page.extra, alternates: { ...metadata.alternates, ...page.extra?.alternates } };
}

/** The structured data of a public page, if any. */
export async function jsonLdFor(path: string): Promise<unknown[]> {
  return (await getSeoPages()).get(path)?.jsonLd ?? [];
}
