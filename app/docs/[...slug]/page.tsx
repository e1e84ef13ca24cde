import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { JsonLd } from '@/components/seo/json-ld';
import { jsonLdFor, metadataFor } from '@/lib/seo/pages';
import { getContentGraph, getDoc, getDocs, getVersionDoc } from '@/lib/site/source';

export const dynamicParams = false;

type Props = PageProps<'/docs/[...slug]'>;

/** The current docs at today's routes, each cut version's under its name (`/docs/3.2/…`). */
export function generateStaticParams() {
  return [
    ...getDocs().map((doc) => ({ slug: doc.id.split('/') })),
    ...getContentGraph().versions.flatMap((version) =>
      version.docs.map((doc) => ({ slug: [version.name, ...doc.id.split('/')] })),
    ),
  ];
}

async function lookup(params: Props['params']) {
  const slug = (await params).slug.map(decodeURIComponent);
  // A version name never names a docs folder (lib/versions checks), so the first segment decides.
  if (slug.length > 1 && getContentGraph().versions.some((v) => v.name === slug[0]))
    return getVersionDoc(slug[0], slug.slice(1).join('/'));
  return getDoc(slug.join('/'));
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
