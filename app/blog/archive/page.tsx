import type { Metadata } from 'next';
import { Link } from '@/components/ui/link.client';
import { formatPostDate, groupByYear } from '@/lib/blog/posts';
import { metadataFor } from '@/lib/site/seo';
import { getPosts } from '@/lib/site/source';

export const generateMetadata = (): Promise<Metadata> => metadataFor('/blog/archive');

/** /blog/archive: every post grouped by year. */
export default function BlogArchive() {
  return (
    <main id="main" className="blog-main">
      <h1>Archive</h1>
      {groupByYear(getPosts()).map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="archive-list">
            {posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{formatPostDate(post.date)}</time> –{' '}
                <Link href={post.href}>{post.frontmatter.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
