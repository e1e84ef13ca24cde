'use client';

import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link.client';

/** A navbar link marked current while the path is inside its section. */
export function NavLink({ href, activePrefix, label }: { href: string; activePrefix: string; label: string }) {
  const pathname = usePathname();
  const active = pathname === activePrefix || pathname.startsWith(`${activePrefix}/`);
  return (
    <Link
      href={href}
      className={active ? 'navbar-link active' : 'navbar-link'}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}
