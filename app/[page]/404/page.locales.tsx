import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocaleRoot } from '@/components/i18n/locale-root';
import { NotFoundPage } from '@/components/not-found/not-found-page';
import { uiStrings } from '@/lib/i18n/catalogue';
import { localesOf } from '@/lib/site/locales';
import { getSite } from '@/lib/site/source';
import '@/app/globals.css';

export const dynamicParams = false;

// Not PageProps: route types are generated without the routes of a site with several locales.
type Props = { params: Promise<{ page: string }> };

/**
 * `/<locale>/404`: each locale's 404 page, which `npm start` and static hosts answer (status 404)
 * for its unknown paths (lib/i18n/README.md: 404 per locale). A route of its own, so the 404's
 * client leaves (page suggestions) stay off the locale's other pages; a `.locales.tsx` route,
 * built only when the site has another locale (next.config.ts).
 */
export function generateStaticParams() {
  return localesOf(getSite())
    .filter((l) => !l.isDefault)
    .map((l) => ({ page: l.code }));
}

const localeOf = async (params: Props['params']) => {
  const { page } = await params;
  return localesOf(getSite()).find((l) => !l.isDefault && l.code === page);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return locale ? { title: uiStrings(locale.code)['notFound.title'], robots: { index: false } } : {};
}

export default async function LocaleNotFoundPage({ params }: Props) {
  const locale = await localeOf(params);
  if (!locale) notFound();
  const [first] = localesOf(getSite());
  return (
    <LocaleRoot lang={locale.htmlLang} dir={locale.direction} fallback={{ lang: first.htmlLang, dir: first.direction }}>
      <NotFoundPage locale={locale} />
    </LocaleRoot>
  );
}
