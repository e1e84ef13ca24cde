import type { Metadata } from 'next';
import { PostListPage } from '@/components/blog/post-list-page';
import { siteConfig } from '@/lib/config/site';
import { getBlogPages } from '@/lib/site/blog';
import { metadataFor } from '@/lib/site/seo';

export const generateMetadata = (): Promise<Metadata> => metadataFor('/blog');

/** /blog: the newest posts. */
export default function BlogIndex() {
  return <PostListPage page={getBlogPages()[0]} heading={siteConfig.blog.title} intro={siteConfig.blog.description} />;
}
