import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostPage } from '@/components/blog/post-page';
import { feedAlternates } from '@/lib/blog/source';
import { getPost, getPosts } from '@/lib/content/source';

export const dynamicParams = false;

type Props = PageProps<'/blog/[slug]'>;

export function generateStaticParams() {
  return getPosts().map((post) => ({ slug: post.slug }));
}

async function lookup(params: Props['params']) {
  return getPost((await params).slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await lookup(params);
  if (!post) return {};
  return { title: post.frontmatter.title, description: post.frontmatter.description, keywords: post.frontmatter.keywords, alternates: feedAlternates };
}

export default async function BlogPostRoute({ params }: Props) {
  const post = await lookup(params);
  if (!post) notFound();
  return <PostPage post={post} />;
}
