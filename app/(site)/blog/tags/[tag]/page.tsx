import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostListPage } from '@/components/blog/post-list-page';
import { Link } from '@/components/ui/link.client';
import { collectTags } from '@/lib/blog/posts';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { plural } from '@/lib/i18n/format.client';
import { metadataFor } from '@/lib/site/seo';
import { getPosts } from '@/lib/site/source';

export const dynamicParams = false;

type Props = PageProps<'/blog/tags/[tag]'>;

export function generateStaticParams() {
  return collectTags(getPosts()).map(({ tag }) => ({ tag }));
}

async function lookup(params: Props['params']) {
  const tag = (await params).tag;
  return collectTags(getPosts()).find((t) => t.tag === tag);
}

/** "2 posts tagged with "hello"", in the locale. */
const heading = (tag: string, count: number, locale = siteConfig.i18n.defaultLocale) =>
  plural(uiStrings(locale), 'blog.taggedPosts', count, locale, { tag });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await lookup(params);
  return found ? metadataFor(`/blog/tags/${found.tag}`) : {};
}

/** /blog/tags/{tag}: the posts of one tag. */
export default async function BlogTagPage({ params }: Props) {
  const found = await lookup(params);
  if (!found) notFound();
  const page = { page: 1, posts: found.posts, href: `/blog/tags/${found.tag}`, totalPages: 1 };
  return (
    <PostListPage
      page={page}
      heading={heading(found.tag, found.posts.length)}
      extra={<Link href="/blog/tags">{uiStrings()['blog.allTags']}</Link>}
    />
  );
}
