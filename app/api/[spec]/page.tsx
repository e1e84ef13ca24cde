import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiReferenceView, PrebuiltApiReference } from '@/components/openapi/api-reference';
import { readPrebuilt } from '@/lib/openapi/prebuilt';
import { downloadsFor, getApiReference, getApiSpec, getApiSpecs } from '@/lib/openapi/source';
import { metadataFor } from '@/lib/seo/pages';

export const dynamicParams = false;

type Props = PageProps<'/api/[spec]'>;

export function generateStaticParams() {
  return getApiSpecs().map((spec) => ({ spec: spec.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spec = getApiSpec((await params).spec);
  if (!spec) return {};
  return metadataFor(`/api/${spec.id}`);
}

/** An API reference, generated from its OpenAPI document at build time (prebuilt HTML when fresh). */
export default async function ApiReferencePage({ params }: Props) {
  const spec = getApiSpec((await params).spec);
  if (!spec) notFound();
  if (readPrebuilt(spec) !== undefined) return <PrebuiltApiReference id={spec.id} />;
  return <ApiReferenceView model={await getApiReference(spec.id)} downloads={downloadsFor(spec.id)} />;
}
