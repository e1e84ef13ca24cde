import { readPrebuilt } from '@/lib/openapi/prebuilt';
import { downloadsFor, getApiReference, type ResolvedReferencePage } from '@/lib/site/api-references';
import { prebuiltSpec, siteChangedSince } from '@/lib/site/changelog';
import { getContentGraph, getSite } from '@/lib/site/source';
import { ApiReferenceView, PrebuiltApiReference } from './api-reference';

/**
 * One page of an API reference ('' is its main page), generated from its OpenAPI document at build
 * time: the prebuilt HTML when it is fresh (the locale's own, scripts/api-html.tsx), else rendered
 * live (the development server).
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
  if (readPrebuilt(prebuiltSpec(spec, changed, locale), page.slug) !== undefined)
    return <PrebuiltApiReference id={id} slug={page.slug} locale={locale} />;
  return (
    <ApiReferenceView
      model={await getApiReference(id)}
      downloads={downloadsFor(id, locale)}
      layout={entry.layout}
      page={page}
      siteUrl={getContentGraph().config.url}
      changed={changed}
      locale={locale}
    />
  );
}
