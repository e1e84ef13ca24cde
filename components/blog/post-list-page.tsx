import type { ReactNode } from 'react';
import type { BlogPage } from '@/lib/blog/posts';
import type { PostEntry } from '@/lib/blog/types';
import { Link } from '../ui/link.client';
import { PostCard } from './post-card';

/** A page of the blog list with its pagination links. */
export function PostListPage({
  page,
  heading,
  intro,
  extra,
}: {
  page: BlogPage<PostEntry>;
  heading: string;
  intro?: string;
  extra?: ReactNode;
}) {
  return (
    <main id="main" className="blog-main">
      <h1>{heading}</h1>
      {intro && <p className="blog-intro">{intro}</p>}
      {extra && <p className="blog-intro">{extra}</p>}
      {page.posts.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
      {page.totalPages > 1 && (
        <nav className="pager" aria-label="Blog list pages">
          {page.previousHref ? (
            <Link href={page.previousHref} className="pager-link pager-prev" rel="prev">
              <span className="pager-label">« Newer posts</span>
            </Link>
          ) : (
            <span />
          )}
          {page.nextHref && (
            <Link href={page.nextHref} className="pager-link pager-next" rel="next">
              <span className="pager-label">Older posts »</span>
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}
