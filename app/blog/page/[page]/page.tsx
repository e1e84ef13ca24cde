import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostListPage } from '@/components/blog/post-list-page';
import { siteConfig } from '@/lib/config/site';
import { getBlogPages } from '@/lib/site/blog';
import { metadataFor } from '@/lib/site/seo';

export const dynamicParams = false;

type Props = PageProps<'/blog/page/[page]'>;

export function generateStaticParams() {
  return getBlogPages()
    .slice(1)
    .map((page) => ({ page: String(page.page) }));
}

async function lookup(params: Props['params']) {
  const number = Number((await params).page);
  return number > 1 ? getBlogPages().find((p) => p.page === number) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await lookup(params);
  return page ? metadataFor(page.href) : {};
}

/** /blog/page/2, …: older posts. */
export default async function BlogListPage({ params }: Props) {
  const page = await lookup(params);
  if (!page) notFound();
  return <PostListPage page={page} heading={`${siteConfig.blog.title}: page ${page.page} of ${page.totalPages}`} />;
}
