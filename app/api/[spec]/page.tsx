import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiReferenceView } from '@/components/openapi/api-reference';
import { firstSentence } from '@/lib/openapi/schema-view';
import { downloadsFor, getApiReference } from '@/lib/openapi/source';
import { apiSpecs, getApiSpec } from '@/lib/openapi/specs';

export const dynamicParams = false;

type Props = PageProps<'/api/[spec]'>;

export function generateStaticParams() {
  return apiSpecs.map((spec) => ({ spec: spec.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spec = getApiSpec((await params).spec);
  if (!spec) return {};
  const model = await getApiReference(spec.id);
  return { title: spec.navLabel, description: firstSentence(model.description) };
}

/** An API reference, generated from its OpenAPI document at build time. */
export default async function ApiReferencePage({ params }: Props) {
  const spec = getApiSpec((await params).spec);
  if (!spec) notFound();
  return <ApiReferenceView model={await getApiReference(spec.id)} downloads={downloadsFor(spec.id)} />;
}
