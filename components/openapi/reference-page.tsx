import { readPrebuilt } from '@/lib/openapi/prebuilt';
import { downloadsFor, getApiReference, type ResolvedReferencePage } from '@/lib/site/api-references';
import { getContentGraph } from '@/lib/site/source';
import { ApiReferenceView, PrebuiltApiReference } from './api-reference';

/**
 * One page of an API reference ('' is its main page), generated from its OpenAPI document at build
 * time: the prebuilt HTML when it is fresh, else rendered live (the development server).
 */
export async function ReferencePage({ spec, entry, page }: ResolvedReferencePage) {
  const { id } = spec;
  // The prebuilt file is checked against its fingerprint here, once: the body then only reads it.
  if (readPrebuilt(spec, page.slug) !== undefined) return <PrebuiltApiReference id={id} slug={page.slug} />;
  return (
    <ApiReferenceView
      model={await getApiReference(id)}
      downloads={downloadsFor(id)}
      layout={entry.layout}
      page={page}
      siteUrl={getContentGraph().config.url}
    />
  );
}
