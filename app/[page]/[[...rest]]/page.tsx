import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { PostListPage } from '@/components/blog/post-list-page';
import { PostPage } from '@/components/blog/post-page';
import { DocPage } from '@/components/docs/doc-page';
import { OutdatedTranslationNotice } from '@/components/docs/outdated-translation-notice';
import { FallbackNotice } from '@/components/i18n/fallback-notice';
import { LocaleRoot } from '@/components/i18n/locale-root';
import { Home } from '@/components/layout/home';
import { renderMdx } from '@/components/mdx/compile';
import { PageMeta } from '@/components/page-meta/page-meta';
import { JsonLd } from '@/components/seo/json-ld';
import { SidebarMemoryProvider } from '@/components/sidebar/sidebar-memory.client';
import { Link } from '@/components/ui/link.client';
import { collectTags, formatPostDate, groupByYear } from '@/lib/blog/posts';
import type { PageEntry } from '@/lib/content/types';
import { assertPageValid } from '@/lib/site/dev-check';
import { type LocaleRoute, localeRouteParams, localesOf, pageLocale, resolveLocaleRoute } from '@/lib/site/locales';
import { docPageData, pageTranslation, postPageData } from '@/lib/site/page-data';
import { jsonLdFor, metadataFor } from '@/lib/site/seo';
import { getFileRoutes, getPage, getPages, getSite } from '@/lib/site/source';
import '@/app/globals.css';

export const dynamicParams = false;

type Props = PageProps<'/[page]/[[...rest]]'>;

/**
 * The first segment is a standalone page of content/pages (`/markdown-page`), or a locale other
 * than the default, under which every page kind of the site has its route (`/fr`, `/fr/docs/…`,
 * `/fr/blog/…`, `/fr/markdown-page`: lib/site/locales.ts). One optional catch-all, so the route
 * always has a page to generate on a site with one locale (a static export refuses one without).
 */
export function generateStaticParams() {
  return [...getPages().map((page) => ({ page: page.slug, rest: [] })), ...localeRouteParams(getSite())];
}

type Found = { kind: 'standalone'; page: PageEntry } | LocaleRoute;

async function lookup(params: Props['params']): Promise<Found | undefined> {
  const { page, rest = [] } = await params;
  const segments = rest.map(decodeURIComponent);
  const standalone = segments.length === 0 ? getPage(page) : undefined;
  if (standalone) return { kind: 'standalone', page: standalone };
  return resolveLocaleRoute(getSite(), page, segments);
}

const routeOf = (found: Found): string => {
  switch (found.kind) {
    case 'standalone':
    case 'page':
      return found.page.href;
    case 'home':
      return found.locale.locale.prefix;
    case 'doc':
      return found.doc.href;
    case 'post':
      return found.post.href;
    case 'blog':
      return found.page.href;
    case 'archive':
      return `${found.locale.locale.prefix}/blog/archive`;
    case 'tags':
      return `${found.locale.locale.prefix}/blog/tags`;
    case 'tag':
      return `${found.locale.locale.prefix}/blog/tags/${found.tag}`;
  }
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await lookup(params);
  return found ? metadataFor(routeOf(found)) : {};
}

/** A standalone MDX page from content/pages (e.g. /markdown-page), or a locale's. */
async function Standalone({ page }: { page: PageEntry }) {
  await assertPageValid(page);
  const site = getSite();
  const locale = pageLocale(site, page);
  const translation = pageTranslation(site, page);
  const content = await renderMdx(page.body, {
    filePath: page.filePath,
    fileRoutes: getFileRoutes(),
    locale: locale?.fallbackOf ? undefined : locale?.code,
    routeLocale: locale?.code,
  });
  return (
    <main id="main" className="container standalone">
      {locale?.fallbackOf && <FallbackNotice original={locale.fallbackOf} locale={locale.code} />}
      {translation && <OutdatedTranslationNotice {...translation} locale={locale?.code} />}
      <h1 lang={locale?.lang}>{page.frontmatter.title}</h1>
      <div className="markdown" lang={locale?.lang}>
        {content}
      </div>
      <PageMeta filePath={page.filePath} frontmatter={page.frontmatter} lastUpdated />
    </main>
  );
}

/** A locale's page of any kind. */
async function LocalePage({ found }: { found: LocaleRoute }) {
  const site = getSite();
  const { locale } = found;
  switch (found.kind) {
    case 'home': {
      const config = site.config;
      return (
        <Home
          title={locale.home.title ?? config.title}
          tagline={locale.home.tagline ?? config.tagline}
          prefix={locale.locale.prefix}
          defaultLang="en"
          englishHero={!locale.home.title}
        />
      );
    }
    case 'doc':
      await assertPageValid(found.doc);
      return (
        <SidebarMemoryProvider>
          <div className="docs-layout">
            <DocPage doc={found.doc} data={docPageData(site, found.doc)} />
          </div>
        </SidebarMemoryProvider>
      );
    case 'page':
      return <Standalone page={found.page} />;
    default:
      return (
        <div className="blog-layout">
          <BlogSidebar posts={locale.posts.slice(0, site.config.blog.sidebarCount)} />
          <LocaleBlogPage found={found} />
        </div>
      );
  }
}

/** A locale's blog page: a post, a page of the list, the archive, the tags or one tag's posts. */
function LocaleBlogPage({
  found,
}: {
  found: Extract<LocaleRoute, { kind: 'post' | 'blog' | 'archive' | 'tags' | 'tag' }>;
}) {
  const site = getSite();
  const { locale } = found;
  const prefix = locale.locale.prefix;
  switch (found.kind) {
    case 'post':
      return <PostPage post={found.post} data={postPageData(site, found.post)} />;
    case 'blog':
      return (
        <PostListPage
          page={found.page}
          heading={
            found.page.page === 1
              ? site.config.blog.title
              : `${site.config.blog.title}: page ${found.page.page} of ${found.page.totalPages}`
          }
          intro={found.page.page === 1 ? site.config.blog.description : undefined}
        />
      );
    case 'tag':
      return (
        <PostListPage
          page={{ page: 1, posts: found.posts, href: `${prefix}/blog/tags/${found.tag}`, totalPages: 1 }}
          heading={`${found.posts.length} post${found.posts.length === 1 ? '' : 's'} tagged with "${found.tag}"`}
          extra={<Link href={`${prefix}/blog/tags`}>View all tags</Link>}
        />
      );
    case 'tags':
      return (
        <main id="main" className="blog-main">
          <h1>Tags</h1>
          <ul className="tag-index">
            {collectTags(locale.posts).map(({ tag, posts }) => (
              <li key={tag}>
                <Link href={`${prefix}/blog/tags/${tag}`} className="tag">
                  {tag} <span className="tag-count">{posts.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </main>
      );
    case 'archive':
      return (
        <main id="main" className="blog-main">
          <h1>Archive</h1>
          {groupByYear(locale.posts).map(({ year, posts }) => (
            <section key={year} aria-labelledby={`year-${year}`}>
              <h2 id={`year-${year}`}>{year}</h2>
              <ul className="archive-list">
                {posts.map((post) => (
                  <li key={post.slug}>
                    <time dateTime={post.date}>{formatPostDate(post.date)}</time> –{' '}
                    <Link href={post.href} lang={post.fallback ? 'en' : undefined}>
                      {post.frontmatter.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      );
  }
}

export default async function FirstSegmentPage({ params }: Props) {
  const found = await lookup(params);
  if (!found) notFound();
  if (found.kind === 'standalone') return <Standalone page={found.page} />;
  const { locale } = found.locale;
  const [first] = localesOf(getSite());
  return (
    <LocaleRoot lang={locale.htmlLang} dir={locale.direction} fallback={{ lang: first.htmlLang, dir: first.direction }}>
      {(await jsonLdFor(routeOf(found))).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <LocalePage found={found} />
    </LocaleRoot>
  );
}
