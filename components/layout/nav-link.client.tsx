'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { readPreferredVersion } from '@/lib/docs/preferred-version';
import { localStore } from '@/lib/storage/storage';
import { Link } from '@/components/ui/link.client';

/**
 * A navbar link marked current while the path is inside its section. A docs link leads to the
 * reader's preferred docs version while that version exists (`versions`: its route in each).
 */
export function NavLink({
  href,
  activePrefix,
  label,
  versions,
  pluginId,
}: {
  href: string;
  activePrefix: string;
  label: string;
  versions?: Record<string, string>;
  pluginId?: string;
}) {
  const pathname = usePathname();
  const [target, setTarget] = useState(href);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dropdown may have changed the choice.
  useEffect(() => {
    if (!versions || !pluginId) return;
    const preferred = readPreferredVersion(localStore, pluginId, [...Object.keys(versions), 'current']);
    setTarget((preferred && versions[preferred]) || href);
  }, [href, versions, pluginId, pathname]);
  const active = pathname === activePrefix || pathname.startsWith(`${activePrefix}/`);
  return (
    <Link
      href={target}
      className={active ? 'navbar-link active' : 'navbar-link'}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}
