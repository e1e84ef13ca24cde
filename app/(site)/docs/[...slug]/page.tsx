import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { JsonLd } from '@/components/seo/json-ld';
import { FragmentRedirects } from '@/components/ui/fragment-redirects';
import { assertPageValid } from '@/lib/site/dev-check';
import { docPageData } from '@/lib/site/page-data';
import { fragmentRedirects } from '@/lib/site/redirects';
import { jsonLdFor, metadataFor } from '@/lib/site/seo';
import { getSite } from '@/lib/site/source';

export const dynamicParams = false;

type Props = PageProps<'/docs/[...slug]'>;

/** The current docs at today's routes, each cut version's under its name (`/docs/3.2/…`). */
export function generateStaticParams() {
  return getSite().docRoutes();
}

async function lookup(params: Props['params']) {
  return getSite().resolveDoc((await params).slug.map(decodeURIComponent));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await lookup(params);
  if (!doc) return {};
  return metadataFor(doc.href);
}

export default async function Page({ params }: Props) {
  const doc = await lookup(params);
  if (!doc) notFound();
  await assertPageValid(doc);
  return (
    <>
      {(await jsonLdFor(doc.href)).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      <FragmentRedirects map={fragmentRedirects(getSite().graph.redirects, doc.href)} />
      <DocPage doc={doc} data={docPageData(getSite(), doc)} />
    </>
  );
}
