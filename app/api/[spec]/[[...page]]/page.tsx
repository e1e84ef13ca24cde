import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReferencePage } from '@/components/openapi/reference-page';
import { getContentGraph } from '@/lib/content/source';
import { findPage, pageHref } from '@/lib/openapi/pages';
import { getApiEntry, getApiSpec } from '@/lib/openapi/source';
import { metadataFor } from '@/lib/seo/pages';
// The reference's and its Try it console's styles load on reference pages only (app/styles/layers.css
// keeps their place in the cascade).
import '@/app/styles/openapi.css';
import '@/app/styles/try-it.css';

export const dynamicParams = false;

type Props = PageProps<'/api/[spec]/[[...page]]'>;

/**
 * Every page of every reference: `/api/<id>`, and for a large document its split pages
 * (`/api/<id>/<tag>`, `/api/<id>/schemas`). One optional catch-all, so the route always has a page
 * to generate (a static export refuses a dynamic route without one).
 */
export async function generateStaticParams() {
  const apis = await getContentGraph().apis();
  return apis.flatMap(({ spec, layout }) =>
    layout.pages.map((page) => ({ spec: spec.id, page: page.slug ? [page.slug] : [] })),
  );
}

/** The page's slug ('' for the main page), or undefined for a path no reference has. */
async function pageOf(params: Props['params']) {
  const { spec: id, page = [] } = await params;
  if (!getApiSpec(id) || page.length > 1) return undefined;
  const slug = page[0] ?? '';
  return findPage((await getApiEntry(id)).layout, slug) ? { id, slug } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageOf(params);
  return page ? metadataFor(pageHref(page.id, page.slug)) : {};
}

/** An API reference: the whole reference, or one page of a reference split over several. */
export default async function ApiReferencePage({ params }: Props) {
  const { spec, page = [] } = await params;
  // ReferencePage answers 404 for an unknown reference or page.
  if (page.length > 1) notFound();
  return <ReferencePage id={spec} slug={page[0] ?? ''} />;
}
