import { readPrebuilt } from '@/lib/openapi/prebuilt';
import { downloadsFor, getApiReference, type ResolvedReferencePage } from '@/lib/site/api-references';
import { marksFingerprint, siteChangedSince } from '@/lib/site/changelog';
import { getContentGraph, getSite } from '@/lib/site/source';
import { ApiReferenceView, PrebuiltApiReference } from './api-reference';

/**
 * One page of an API reference ('' is its main page), generated from its OpenAPI document at build
 * time: the prebuilt HTML when it is fresh, else rendered live (the development server).
 */
export async function ReferencePage({
  spec,
  entry,
  page,
  locale,
}: ResolvedReferencePage & {
  /** The page's locale, for the reference's interface labels (its own text stays the document's). */
  locale?: string;
}) {
  const { id } = spec;
  // "Changed since <version>": only where a cut version pinned this reference.
  const changed = await siteChangedSince(getSite(), entry);
  // The prebuilt file is checked against its fingerprint here, once: the body then only reads it.
  if (readPrebuilt({ ...spec, extra: marksFingerprint(changed) }, page.slug) !== undefined)
    // The body stays the prebuilt English one; the Try it console's texts follow the page's locale.
    return <PrebuiltApiReference id={id} slug={page.slug} locale={locale} />;
  return (
    <ApiReferenceView
      model={await getApiReference(id)}
      downloads={downloadsFor(id)}
      layout={entry.layout}
      page={page}
      siteUrl={getContentGraph().config.url}
      changed={changed}
    />
  );
}
