import type { Metadata } from 'next';
import { ReferencePage } from '@/components/openapi/reference-page';
import { findPage, pageHref } from '@/lib/openapi/pages';
import { getContentGraph } from '@/lib/content/source';
import { getApiEntry, getApiSpec } from '@/lib/openapi/source';
import { metadataFor } from '@/lib/seo/pages';

export const dynamicParams = false;

type Props = PageProps<'/api/[spec]/[page]'>;

/** The pages of large references (a tag, a part of a heavy tag, the schemas); none for small ones. */
export async function generateStaticParams() {
  const apis = await getContentGraph().apis();
  return apis.flatMap(({ spec, layout }) => layout.pages.filter((page) => page.slug).map((page) => ({ spec: spec.id, page: page.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { spec: id, page: slug } = await params;
  const spec = getApiSpec(id);
  if (!spec || !findPage((await getApiEntry(id)).layout, slug)) return {};
  return metadataFor(pageHref(id, slug));
}

/** One page of an API reference split over several pages. */
export default async function ApiReferencePartPage({ params }: Props) {
  const { spec, page } = await params;
  return <ReferencePage id={spec} slug={page} />;
}
