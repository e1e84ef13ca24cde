import type { Metadata } from 'next';
import { Link } from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { apiSpecs, getApiSpec } from '@/lib/openapi/specs';

export const dynamicParams = false;

type Props = PageProps<'/api/[spec]'>;

export function generateStaticParams() {
  return apiSpecs.map((spec) => ({ spec: spec.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spec = getApiSpec((await params).spec);
  return spec ? { title: spec.navLabel } : {};
}

/** An API reference. The generated reference from openapi/ replaces this summary. */
export default async function ApiReferencePage({ params }: Props) {
  const spec = getApiSpec((await params).spec);
  if (!spec) notFound();
  return (
    <main id="main" className="container standalone">
      <h1>{spec.title}</h1>
      <p>
        The full, generated reference for the {spec.title} is being written from <code>{spec.file}</code>. Until it is published,
        the guides describe every call: see <Link href="/docs/acme-profiles/profiles-api">the Profiles API guide</Link> and{' '}
        <Link href="/docs/experience-sdk/intro">the Experience SDK</Link>.
      </p>
    </main>
  );
}
