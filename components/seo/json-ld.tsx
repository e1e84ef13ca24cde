import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines. Not executed by browsers, so the CSP does not concern it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
