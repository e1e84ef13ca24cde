import { page } from 'next/root-params';
import { NotFoundPage } from '@/components/not-found/not-found-page';
import { localeOfSegment } from '@/lib/i18n/locales';
import { shellLocales } from '../site-shell';
// The site's stylesheet in development only; built pages load theirs (app/boundary-stylesheet.ts).
import '@/app/boundary-stylesheet';

/**
 * A first-segment route that calls notFound() (in development): the 404 page in the locale's
 * words. Built sites answer a locale's unknown paths with its prerendered `/<locale>/404`.
 */
export default async function NotFound() {
  return <NotFoundPage locale={localeOfSegment(await page(), shellLocales())} />;
}
