import { notFound } from 'next/navigation';
import { ApiReferenceView } from '@/components/openapi/api-reference';
import { findPage, planPages, referenceLayout } from '@/lib/openapi/pages';
import { downloadsFor, getApiReference } from '@/lib/site/api-references';
// The reference's and its Try it console's styles load on reference pages only (app/styles/layers.css
// keeps their place in the cascade).
import '@/app/reference.css';

export const dynamicParams = false;

/**
 * The Content API split into pages as a large reference is (a split threshold of one operation
 * instead of 200), so the end-to-end tests reach the pages of a split reference in the site's own
 * build, with its documents and its Try it modules, instead of building a large document.
 */
async function splitContentApi() {
  const model = await getApiReference('content');
  return { model, layout: referenceLayout(model, planPages(model, 1)) };
}

export async function generateStaticParams() {
  const { layout } = await splitContentApi();
  return layout.pages.filter((page) => page.slug).map((page) => ({ page: page.slug }));
}

/** Test-only page (not in production builds): one tag page of the split Content API. */
// Not PageProps: route types are generated without the test build's routes.
export default async function SplitReferenceTestPage({ params }: { params: Promise<{ page: string }> }) {
  const { model, layout } = await splitContentApi();
  const page = findPage(layout, (await params).page);
  if (!page) notFound();
  return <ApiReferenceView model={model} downloads={downloadsFor(model.id)} layout={layout} page={page} />;
}
