import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocaleRoot } from '@/components/i18n/locale-root';
import { ChangelogView } from '@/components/openapi/changelog';
import { ReferencePage } from '@/components/openapi/reference-page';
import { pageHref } from '@/lib/openapi/pages';
import { localesOf } from '@/lib/site/locales';
import { changelogAt, referencePageAt, referenceRouteParams } from '@/lib/site/reference-routes';
import { metadataFor } from '@/lib/site/seo';
import { getSite } from '@/lib/site/source';
// The site's stylesheet with the reference's, in one file (see app/reference.css).
import '@/app/reference.css';

export const dynamicParams = false;

// Not PageProps: route types are generated without the routes of a site with several locales.
type Props = { params: Promise<{ page: string; spec: string; rest?: string[] }> };

/**
 * Each reference page in each locale other than the default (`/fr/api/content`; a `.locales.tsx`
 * route, built only when the site has another locale: next.config.ts): the locale's
 * shell (navbar, search over its index, interface labels) around the reference, whose headings and
 * labels are in the locale's words and whose own text stays in the OpenAPI document's language,
 * marked with its `lang` (lib/i18n/README.md: API references).
 */
export async function generateStaticParams() {
  const routes = await referenceRouteParams();
  const locales = localesOf(getSite()).filter((l) => !l.isDefault);
  return locales.flatMap((locale) => routes.map(({ spec, page }) => ({ page: locale.code, spec, rest: page })));
}

async function lookup(params: Props['params']) {
  const { page: code, spec, rest = [] } = await params;
  const locale = localesOf(getSite()).find((l) => !l.isDefault && l.code === code);
  if (!locale) return undefined;
  const changelog = await changelogAt(spec, rest);
  if (changelog) return { locale, changelog, href: changelog.href };
  const found = await referencePageAt(spec, rest);
  return found && { locale, found, href: pageHref(found.spec.id, found.page.slug) };
}

// Its canonical URL is the English page's, with no hreflang: in content it is a fallback.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await lookup(params);
  return page ? metadataFor(page.href) : {};
}

export default async function LocaleApiReferencePage({ params }: Props) {
  const page = await lookup(params);
  if (!page) notFound();
  const [first] = localesOf(getSite());
  const { locale } = page;
  return (
    <LocaleRoot lang={locale.htmlLang} dir={locale.direction} fallback={{ lang: first.htmlLang, dir: first.direction }}>
      <div data-reference-content>
        {page.changelog ? (
          <ChangelogView changelog={page.changelog} locale={locale.code} />
        ) : (
          <ReferencePage {...page.found} locale={locale.code} />
        )}
      </div>
    </LocaleRoot>
  );
}
