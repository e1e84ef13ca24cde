'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link.client';
import { localStore } from '@/lib/browser/storage';
import { preferredRoute, type VersionRoutes } from '@/lib/versions/preferred-version.client';

/**
 * A navbar link marked current while the path is inside its section. A docs link leads to the
 * reader's preferred docs version while that version exists (`versions`: its route in each).
 */
export function NavLink({
  href,
  activePrefix,
  label,
  versions,
}: {
  href: string;
  activePrefix: string;
  label: string;
  versions?: VersionRoutes;
}) {
  const pathname = usePathname();
  const [target, setTarget] = useState(href);
  // Read again after each navigation: the version dropdown may have changed the choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname marks a navigation.
  useEffect(() => setTarget(preferredRoute(localStore, href, versions)), [href, versions, pathname]);
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
