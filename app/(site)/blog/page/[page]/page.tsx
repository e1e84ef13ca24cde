import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostListPage } from '@/components/blog/post-list-page';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/format.client';
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
  const heading = fill(uiStrings()['blog.listPage'], {
    title: siteConfig.blog.title,
    page: page.page,
    total: page.totalPages,
  });
  return <PostListPage page={page} heading={heading} />;
}
