import { Link } from '@/components/ui/link.client';
import { uiStrings } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/format.client';

/**
 * Above a page of a version that is not the latest: says so, and links to the same page in the
 * latest version (its first page when the page is gone there).
 */
export function VersionBanner({ label, latestHref, locale }: { label: string; latestHref: string; locale?: string }) {
  const t = uiStrings(locale);
  return (
    <div className="version-banner" role="note">
      <p>
        {fill(t['banner.version'], { label })} <Link href={latestHref}>{t['banner.versionLink']}</Link>
      </p>
    </div>
  );
}

/** The same page in each version, where the navbar's version dropdown leads from this page. */
export function VersionLinks({ links }: { links: { name: string; href: string }[] }) {
  return <span hidden id="docs-version-links" data-links={JSON.stringify(links)} />;
}
