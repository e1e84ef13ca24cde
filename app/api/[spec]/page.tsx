import type { Metadata } from 'next';
import { ReferencePage } from '@/components/openapi/reference-page';
import { getApiSpec, getApiSpecs } from '@/lib/openapi/source';
import { metadataFor } from '@/lib/seo/pages';

export const dynamicParams = false;

type Props = PageProps<'/api/[spec]'>;

export function generateStaticParams() {
  return getApiSpecs().map((spec) => ({ spec: spec.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spec = getApiSpec((await params).spec);
  return spec ? metadataFor(`/api/${spec.id}`) : {};
}

/** An API reference: the whole reference, or the main page of one split over several pages. */
export default async function ApiReferencePage({ params }: Props) {
  return <ReferencePage id={(await params).spec} slug="" />;
}
