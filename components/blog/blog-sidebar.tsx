import type { PostSummary } from '@/lib/blog/types';
import { uiStrings } from '@/lib/i18n/catalogue';
import { BlogSidebarLinks } from './blog-sidebar.client';

/** Recent posts beside the blog pages. */
export function BlogSidebar({ posts, locale }: { posts: PostSummary[]; locale?: string }) {
  const t = uiStrings(locale);
  return (
    <aside className="blog-sidebar" aria-label={t['blog.sidebarLabel']}>
      <nav aria-label={t['blog.recentPostsLabel']}>
        <p className="blog-sidebar-title">{t['blog.recentPosts']}</p>
        <BlogSidebarLinks posts={posts.map((p) => ({ href: p.href, title: p.frontmatter.title }))} />
      </nav>
    </aside>
  );
}
