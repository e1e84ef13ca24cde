import { Link } from '@/components/ui/link.client';

/**
 * Above a page of a version that is not the latest: says so, and links to the same page in the
 * latest version (its first page when the page is gone there).
 */
export function VersionBanner({ label, latestHref }: { label: string; latestHref: string }) {
  return (
    <div className="version-banner" role="note">
      <p>
        This is documentation for {label}, which is no longer actively maintained.{' '}
        <Link href={latestHref}>See this page in the latest version.</Link>
      </p>
    </div>
  );
}

/** The same page in each version, where the navbar's version dropdown leads from this page. */
export function VersionLinks({ links }: { links: { name: string; href: string }[] }) {
  return <span hidden id="docs-version-links" data-links={JSON.stringify(links)} />;
}
