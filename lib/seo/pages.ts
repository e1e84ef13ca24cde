import 'server-only';
import type { Metadata } from 'next';
import { collectTags } from '../blog/posts';
import { siteConfig } from '../config/site';
import { markdownText } from '../markdown/plain-text';
import { findBreadcrumbs } from '../navigation/walk';
import { referencePageDescription } from '../openapi/page-text';
import { pageHref } from '../openapi/pages';
import { firstSentence } from '../openapi/schema-view';
import { feedAlternates, getBlogPages } from '../site/blog';
import type { ContentGraph } from '../site/graph';
import { getContentGraph, getDocs, getPages, getPosts, getSidebar } from '../site/source';
import { pageDescription } from './description';
import { blogPosting, breadcrumbList, techArticle } from './json-ld';
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
    const common = {
      title: doc.frontmatter.title,
      description,
      url: absolute(doc.href),
      image: absolute(ogImagePath(doc.href)),
      siteName: siteConfig.title,
      siteUrl: siteConfig.url,
      language: siteConfig.i18n.defaultLocale,
    };
    return {
      path: doc.href,
      title: doc.frontmatter.title,
      description,
      section: crumbs.length > 1 ? crumbs[0].label : 'Docs',
      type: 'article',
      extra: { keywords: doc.frontmatter.keywords },
      jsonLd: [
        techArticle({ ...common, keywords: [...doc.frontmatter.tags, ...(doc.frontmatter.keywords ?? [])] }),
        breadcrumbList([
          { name: 'Home', url: absolute('/') },
          ...crumbs.map((c, i) => ({
            name: c.label,
            url:
              c.href && i < crumbs.length - 1
                ? absolute(c.href)
                : i === crumbs.length - 1
                  ? absolute(doc.href)
                  : undefined,
          })),
        ]),
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
        blogPosting({
          title: post.frontmatter.title,
          description,
          url,
          image: absolute(ogImagePath(post.href)),
          siteName: siteConfig.title,
          siteUrl: siteConfig.url,
          language: siteConfig.i18n.defaultLocale,
          keywords: post.frontmatter.tags,
          datePublished: post.date,
          authors: post.authors,
        }),
        breadcrumbList([
          { name: 'Home', url: absolute('/') },
          { name: siteConfig.blog.title, url: absolute('/blog') },
          { name: post.frontmatter.title, url },
        ]),
      ],
    };
  });
}

function blogListPages(): SeoPage[] {
  const { blog } = siteConfig;
  const section = blog.title;
  return [
    ...getBlogPages().map(
      (page): SeoPage => ({
        path: page.href,
        title: page.page === 1 ? blog.title : `${blog.title}: page ${page.page}`,
        description: blog.description,
        section,
        type: 'website',
        extra: feeds,
      }),
    ),
    {
      path: '/blog/archive',
      title: 'Archive',
      description: 'Every post of the Acme developer blog, by year.',
      section,
      type: 'website',
      extra: feeds,
    },
    {
      path: '/blog/tags',
      title: 'Tags',
      description: 'The topics of the Acme developer blog.',
      section,
      type: 'website',
      extra: feeds,
    },
    ...collectTags(getPosts()).map(
      ({ tag, posts }): SeoPage => ({
        path: `/blog/tags/${tag}`,
        title: `${posts.length} post${posts.length === 1 ? '' : 's'} tagged with "${tag}"`,
        description: `Posts of the Acme developer blog about ${tag}.`,
        section,
        type: 'website',
        extra: feeds,
      }),
    ),
  ];
}

async function apiPages(): Promise<SeoPage[]> {
  const apis = await getContentGraph().apis();
  return apis.flatMap(({ spec, href, model, layout }) =>
    layout.pages.map((page): SeoPage => {
      const path = pageHref(spec.id, page.slug);
      if (path === href)
        return {
          path,
          title: spec.navLabel,
          description: markdownText(firstSentence(model.description) ?? '') || undefined,
          section: 'API reference',
          type: 'website',
        };
      return {
        path,
        title: `${page.title} | ${spec.navLabel}`,
        description: referencePageDescription(model, page),
        section: spec.navLabel,
        type: 'website',
      };
    }),
  );
}

/** The SEO entries of one graph: the content's at once, the API references' once their documents load. */
interface SeoIndex {
  head: SeoPage[];
  /** Loads the documents on first call. */
  apis: () => Promise<SeoPage[]>;
  rest: SeoPage[];
  byPath: Map<string, SeoPage>;
}

// Once per content graph: the development server builds a new graph after each content change.
const cache = new WeakMap<ContentGraph, SeoIndex>();

/** The SEO entries of the current graph; a docs page does not wait for the OpenAPI documents. */
function seoIndex(): SeoIndex {
  const graph = getContentGraph();
  let index = cache.get(graph);
  if (!index) {
    const home: SeoPage = {
      path: '/',
      title: `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`,
      description: siteConfig.tagline,
      section: siteConfig.title,
      type: 'website',
      extra: { title: { absolute: `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}` } },
    };
    const standalone = getPages().map(
      (page): SeoPage => ({
        path: page.href,
        title: page.frontmatter.title,
        description: pageDescription(page.frontmatter.description, page.body, page.filePath),
        section: siteConfig.title,
        type: 'website',
      }),
    );
    const head = [home, ...docPages()];
    const rest = [...standalone, ...blogListPages(), ...postPages()];
    let apis: Promise<SeoPage[]> | undefined;
    index = {
      head,
      apis: () => (apis ??= apiPages()),
      rest,
      byPath: new Map([...head, ...rest].map((page) => [page.path, page])),
    };
    cache.set(graph, index);
  }
  return index;
}

/** Every public page of a production build, by path: what the sitemap lists and what gets a preview image. */
export async function getSeoPages(): Promise<Map<string, SeoPage>> {
  const { head, apis, rest } = seoIndex();
  return new Map([...head, ...(await apis()), ...rest].map((page) => [page.path, page]));
}

/** The SEO entry of one public page, if it is one. */
async function seoPage(path: string): Promise<SeoPage | undefined> {
  const index = seoIndex();
  return index.byPath.get(path) ?? (await index.apis()).find((page) => page.path === path);
}

/** The metadata of a public page (throws for a path that is not one: a route and this list disagree). */
export async function metadataFor(path: string): Promise<Metadata> {
  const page = await seoPage(path);
  if (!page) throw new Error(`No SEO entry for ${path}: add the route to lib/seo/pages.ts`);
  const metadata = pageMetadata({ ...page, image: ogImagePath(page.path), keywords: undefined }, siteConfig.title);
  return { ...metadata, ...page.extra, alternates: { ...metadata.alternates, ...page.extra?.alternates } };
}

/** The structured data of a public page, if any. */
export async function jsonLdFor(path: string): Promise<unknown[]> {
  return (await seoPage(path))?.jsonLd ?? [];
}
