import type { Metadata } from 'next';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { feedAlternates, getRecentPosts } from '@/lib/site/blog';
import '@/app/globals.css';

export const metadata: Metadata = { alternates: feedAlternates };

/** Blog shell: recent posts beside the page. */
export default function BlogLayout({ children }: LayoutProps<'/blog'>) {
  return (
    <div className="blog-layout">
      <BlogSidebar posts={getRecentPosts()} />
      {children}
    </div>
  );
}
