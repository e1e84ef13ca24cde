import type { Metadata } from 'next';
import { Link } from '@/components/ui/link.client';
import { groupByYear } from '@/lib/blog/posts';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { formatDay } from '@/lib/i18n/format.client';
import { metadataFor } from '@/lib/site/seo';
import { getPosts } from '@/lib/site/source';

export const generateMetadata = (): Promise<Metadata> => metadataFor('/blog/archive');

/** /blog/archive: every post grouped by year. */
export default function BlogArchive() {
  return (
    <main id="main" className="blog-main">
      <h1>{uiStrings()['blog.archive']}</h1>
      {groupByYear(getPosts()).map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="archive-list">
            {posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{formatDay(post.date, siteConfig.i18n.defaultLocale)}</time> –{' '}
                <Link href={post.href}>{post.frontmatter.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
