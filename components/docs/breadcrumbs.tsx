import { Link } from '@/components/ui/link.client';
import type { Crumb } from '@/lib/navigation/types';
import { HomeIcon } from '../ui/icons';

/** Home › categories › current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link href="/" aria-label="Home page">
            <HomeIcon />
          </Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < crumbs.length - 1 ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
