import type { ReactNode } from 'react';
import type { BlogPage } from '@/lib/blog/posts';
import type { PostEntry } from '@/lib/blog/types';
import { uiStrings } from '@/lib/i18n/catalogue';
import { Link } from '../ui/link.client';
import { PostCard } from './post-card';

/** A page of the blog list with its pagination links. */
export function PostListPage({
  page,
  heading,
  intro,
  extra,
  locale,
}: {
  page: BlogPage<PostEntry>;
  heading: string;
  intro?: string;
  extra?: ReactNode;
  locale?: string;
}) {
  const t = uiStrings(locale);
  return (
    <main id="main" className="blog-main">
      <h1>{heading}</h1>
      {intro && <p className="blog-intro">{intro}</p>}
      {extra && <p className="blog-intro">{extra}</p>}
      {page.posts.map((post) => (
        <PostCard key={post.slug} post={post} locale={locale} />
      ))}
      {page.totalPages > 1 && (
        <nav className="pager" aria-label={t['blog.listPages']}>
          {page.previousHref ? (
            <Link href={page.previousHref} className="pager-link pager-prev" rel="prev">
              <span className="pager-label">{t['blog.newerPosts']}</span>
            </Link>
          ) : (
            <span />
          )}
          {page.nextHref && (
            <Link href={page.nextHref} className="pager-link pager-next" rel="next">
              <span className="pager-label">{t['blog.olderPosts']}</span>
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}
