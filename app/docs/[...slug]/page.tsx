import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { JsonLd } from '@/components/seo/json-ld';
import { jsonLdFor, metadataFor } from '@/lib/seo/pages';
import { getDoc, getDocs } from '@/lib/site/source';

export const dynamicParams = false;

type Props = PageProps<'/docs/[...slug]'>;

export function generateStaticParams() {
  return getDocs().map((doc) => ({ slug: doc.id.split('/') }));
}

async function lookup(params: Props['params']) {
  const { slug } = await params;
  return getDoc(slug.map(decodeURIComponent).join('/'));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await lookup(params);
  if (!doc) return {};
  return metadataFor(doc.href);
}

export default async function Page({ params }: Props) {
  const doc = await lookup(params);
  if (!doc) notFound();
  return (
    <>
      {(await jsonLdFor(doc.href)).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <DocPage doc={doc} />
    </>
  );
}
