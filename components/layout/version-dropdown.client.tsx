'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { localStore } from '@/lib/browser/storage';
import { readPreferredVersion, savePreferredVersion } from '@/lib/versions/preferred-version.client';
import { Link } from '../ui/link.client';
import { Dropdown } from './dropdown.client';

export interface VersionOption {
  name: string;
  label: string;
  /** The version's first page: where the entry leads from a page that is not a doc. */
  href: string;
  /** The route prefix of a cut version's docs (`/docs/3.2`); none for the current docs. */
  prefix?: string;
}

/** Where each version's entry leads from this page: the same doc there (written by the doc page). */
function pageLinks(): Map<string, string> {
  const data = document.getElementById('docs-version-links')?.dataset.links;
  try {
    return new Map((data ? JSON.parse(data) : []).map((l: { name: string; href: string }) => [l.name, l.href]));
  } catch {
    return new Map();
  }
}

/**
 * The docs-version switcher: shows the version of the doc being read (elsewhere the preferred
 * one), leads to the same page in the chosen version when it has it, and remembers the choice per
 * docs plugin while the version exists.
 */
export function VersionDropdown({
  pluginId,
  versions,
  lastVersion,
  docsBase,
  ariaLabel,
}: {
  pluginId: string;
  versions: VersionOption[];
  lastVersion: string;
  docsBase: string;
  /** The button's name, `{label}` the version shown ("Docs version: {label}"), in the page's locale. */
  ariaLabel: string;
}) {
  const pathname = usePathname();
  const [preferred, setPreferred] = useState(lastVersion);
  const [links, setLinks] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    const stored = readPreferredVersion(
      localStore,
      pluginId,
      versions.map((v) => v.name),
    );
    if (stored) setPreferred(stored);
  }, [pluginId, versions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the doc page's links change with the path.
  useEffect(() => setLinks(pageLinks()), [pathname]);
  const inDocs = pathname === `/${docsBase}` || pathname.startsWith(`/${docsBase}/`);
  const reading = versions.find((v) => v.prefix && (pathname === v.prefix || pathname.startsWith(`${v.prefix}/`)));
  const shown = reading?.name ?? (inDocs ? lastVersion : preferred);
  const current = versions.find((v) => v.name === shown) ?? versions[0];
  return (
    <Dropdown label={current.label} ariaLabel={ariaLabel.replace('{label}', current.label)}>
      {versions.map((version) => (
        <li key={version.name}>
          <Link
            href={links.get(version.name) ?? version.href}
            className={version.name === current.name ? 'dropdown-link active' : 'dropdown-link'}
            aria-current={version.name === current.name ? 'true' : undefined}
            onClick={() => {
              savePreferredVersion(localStore, pluginId, version.name);
              setPreferred(version.name);
            }}
          >
            {version.label}
          </Link>
        </li>
      ))}
    </Dropdown>
  );
}
