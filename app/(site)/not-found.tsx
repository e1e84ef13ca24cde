import { NotFoundPage } from '@/components/not-found/not-found-page';
import { uiStrings } from '@/lib/i18n/catalogue';
import { shellLocales } from '../site-shell';
// The site's stylesheet in development only; built pages load theirs (app/boundary-stylesheet.ts).
import '@/app/boundary-stylesheet';

export const metadata = { title: uiStrings()['notFound.title'] };

/** A page of the default locale's routes that calls notFound() (unmatched URLs get app/global-not-found.tsx). */
export default function NotFound() {
  return <NotFoundPage locale={shellLocales()[0]} />;
}
