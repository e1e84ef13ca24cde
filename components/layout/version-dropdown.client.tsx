'use client';

import { useEffect, useState } from 'react';
import { readPreferredVersion, savePreferredVersion } from '@/lib/docs/preferred-version';
import { localStore } from '@/lib/storage/storage';
import { Link } from '../ui/link.client';
import { Dropdown } from './dropdown.client';

export interface VersionOption {
  name: string;
  label: string;
  href: string;
}

/** The docs-version switcher; the choice is remembered per docs plugin while the version exists. */
export function VersionDropdown({
  pluginId,
  versions,
  lastVersion,
}: {
  pluginId: string;
  versions: VersionOption[];
  lastVersion: string;
}) {
  const [preferred, setPreferred] = useState(lastVersion);
  useEffect(() => {
    const stored = readPreferredVersion(
      localStore,
      pluginId,
      versions.map((v) => v.name),
    );
    if (stored) setPreferred(stored);
  }, [pluginId, versions]);
  const current = versions.find((v) => v.name === preferred) ?? versions[0];
  return (
    <Dropdown label={current.label} ariaLabel={`Docs version: ${current.label}`}>
      {versions.map((version) => (
        <li key={version.name}>
          <Link
            href={version.href}
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
