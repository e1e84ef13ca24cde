import { localeOfSegment } from '@/lib/i18n/locales';
import { SiteShell, shellLocales, siteMetadata, siteViewport } from '../site-shell';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/**
 * The root layout of the first segment's routes: a locale's (`/fr/…`), whose shell is in its words
 * with its `<html lang dir>` in the server HTML, or a standalone page's (`/markdown-page`), in the
 * default locale's. A root layout of its own, so a link between it and the default locale's routes
 * (app/(site)/layout.tsx) loads the whole page (lib/i18n/README.md: the shell).
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[page]'>) {
  const { page } = await params;
  return <SiteShell locale={localeOfSegment(page, shellLocales())}>{children}</SiteShell>;
}
