import type { PostSummary } from '@/lib/blog/types';
import { BlogSidebarLinks } from './blog-sidebar.client';

/** Recent posts beside the blog pages. */
export function BlogSidebar({ posts }: { posts: PostSummary[] }) {
  return (
    <aside className="blog-sidebar" aria-label="Recent posts">
      <nav aria-label="Recent blog posts">
        <p className="blog-sidebar-title">Recent posts</p>
        <BlogSidebarLinks posts={posts.map((p) => ({ href: p.href, title: p.frontmatter.title }))} />
      </nav>
    </aside>
  );
}
