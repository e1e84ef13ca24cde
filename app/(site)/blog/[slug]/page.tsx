import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostPage } from '@/components/blog/post-page';
import { JsonLd } from '@/components/seo/json-ld';
import { assertPageValid } from '@/lib/site/dev-check';
import { postPageData } from '@/lib/site/page-data';
import { jsonLdFor, metadataFor } from '@/lib/site/seo';
import { getPost, getPosts, getSite } from '@/lib/site/source';

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
  return metadataFor(post.href);
}

export default async function BlogPostRoute({ params }: Props) {
  const post = await lookup(params);
  if (!post) notFound();
  await assertPageValid(post);
  return (
    <>
      {(await jsonLdFor(post.href)).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <PostPage post={post} data={postPageData(getSite(), post)} />
    </>
  );
}
