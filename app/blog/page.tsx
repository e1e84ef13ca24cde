import type { Metadata } from 'next';
import { PostListPage } from '@/components/blog/post-list-page';
import { feedAlternates, getBlogPages } from '@/lib/blog/source';
import { siteConfig } from '@/lib/config/site';

export const metadata: Metadata = { title: siteConfig.blog.title, description: siteConfig.blog.description, alternates: feedAlternates };

/** /blog: the newest posts. */
export default function BlogIndex() {
  return <PostListPage page={getBlogPages()[0]} heading={siteConfig.blog.title} intro={siteConfig.blog.description} />;
}
