import { notFound } from 'next/navigation';
import { ApiReferenceView } from '@/components/openapi/api-reference';
import { FIXTURE_REFERENCES, fixtureReference } from '@/lib/site/fixture-references';
import { getContentGraph } from '@/lib/site/source';
// The reference's and its Try it console's styles load on reference pages only (app/styles/layers.css
// keeps their place in the cascade).
import '@/app/reference.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(FIXTURE_REFERENCES).map((id) => ({ id }));
}

/**
 * Test-only page (not in production builds): a test document as a reference (webhooks, callbacks,
 * form bodies), with the Try it modules the prebuild writes for it in end-to-end builds.
 */
// Not PageProps: route types are generated without the test build's routes.
export default async function FixtureReferencePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(id in FIXTURE_REFERENCES)) notFound();
  const { model } = await fixtureReference(id);
  return <ApiReferenceView model={model} downloads={[]} siteUrl={getContentGraph().config.url} />;
}
