import type { Metadata } from 'next';
import { Link } from '@/components/ui/link.client';
import '@/app/globals.css';

export const metadata: Metadata = { title: 'Bad request', robots: { index: false, follow: false } };

/** The site's 400 page: the proxy shows it, with status 400, for an address that cannot be read. */
export default function BadRequest() {
  return (
    <main id="main" className="container standalone not-found">
      <h1>Bad request</h1>
      <p>
        This address could not be read: it contains an invalid character sequence. Check the link, or start again from a
        page you know.
      </p>
      <p>
        <Link href="/">Go to the home page</Link> or{' '}
        <Link href="/docs/experience-sdk/intro">start reading the docs</Link>.
      </p>
    </main>
  );
}
