import { notFound } from 'next/navigation';
import { findPage } from '@/lib/openapi/pages';
import { readPrebuilt } from '@/lib/openapi/prebuilt';
import { downloadsFor, getApiEntry, getApiReference, getApiSpec } from '@/lib/site/api-references';
import { ApiReferenceView, PrebuiltApiReference } from './api-reference';

/**
 * One page of an API reference ('' is its main page), generated from its OpenAPI document at build
 * time: the prebuilt HTML when it is fresh, else rendered live (the development server).
 */
export async function ReferencePage({ id, slug }: { id: string; slug: string }) {
  const spec = getApiSpec(id);
  if (!spec) notFound();
  const { layout } = await getApiEntry(id);
  const page = findPage(layout, slug);
  if (!page) notFound();
  if (readPrebuilt(spec, slug) !== undefined) return <PrebuiltApiReference id={id} slug={slug} />;
  return (
    <ApiReferenceView model={await getApiReference(id)} downloads={downloadsFor(id)} layout={layout} page={page} />
  );
}
