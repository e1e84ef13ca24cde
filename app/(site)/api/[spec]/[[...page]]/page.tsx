import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChangelogView } from '@/components/openapi/changelog';
import { ReferencePage } from '@/components/openapi/reference-page';
import { FragmentRedirects } from '@/components/ui/fragment-redirects';
import { pageHref } from '@/lib/openapi/pages';
import { fragmentRedirects } from '@/lib/site/redirects';
import { changelogAt, referencePageAt, referenceRouteParams } from '@/lib/site/reference-routes';
import { metadataFor } from '@/lib/site/seo';
import { getContentGraph } from '@/lib/site/source';
// The reference's and its Try it console's styles load on reference pages only (app/styles/layers.css
// keeps their place in the cascade).
// The site's stylesheet with the reference's, in one file (see app/reference.css).
import '@/app/reference.css';

export const dynamicParams = false;

type Props = PageProps<'/api/[spec]/[[...page]]'>;

/**
 * Every page of every reference: `/api/<id>`, and for a large document its split pages
 * (`/api/<id>/<tag>`, `/api/<id>/schemas`). One optional catch-all, so the route always has a page
 * to generate (a static export refuses a dynamic route without one).
 */
export function generateStaticParams() {
  return referenceRouteParams();
}

/** The reference page of the route's parameters, or undefined for a path no reference has. */
async function pageOf(params: Props['params']) {
  const { spec, page = [] } = await params;
  return referencePageAt(spec, page);
}

/** The changelog of the route's reference when the route is `/api/<id>/changelog` and it has one. */
async function changelogOf(params: Props['params']) {
  const { spec, page = [] } = await params;
  return changelogAt(spec, page);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const changelog = await changelogOf(params);
  if (changelog) return metadataFor(changelog.href);
  const found = await pageOf(params);
  return found ? metadataFor(pageHref(found.spec.id, found.page.slug)) : {};
}

/** An API reference: the whole reference, or one page of a reference split over several; or its changelog. */
export default async function ApiReferencePage({ params }: Props) {
  const changelog = await changelogOf(params);
  if (changelog) return <ChangelogView changelog={changelog} />;
  const found = await pageOf(params);
  if (!found) notFound();
  const moved = fragmentRedirects(getContentGraph().redirects, pageHref(found.spec.id, found.page.slug));
  return (
    <>
      <FragmentRedirects map={moved} />
      <ReferencePage {...found} />
    </>
  );
}
