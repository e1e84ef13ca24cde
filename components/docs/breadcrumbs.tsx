import { Link } from '@/components/ui/link.client';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { Crumb } from '@/lib/navigation/types';
import { HomeIcon } from '../ui/icons';

/** Home › categories › current page, labelled in the page's locale. */
export function Breadcrumbs({ crumbs, locale }: { crumbs: Crumb[]; locale?: string }) {
  const t = uiStrings(locale);
  return (
    <nav className="breadcrumbs" aria-label={t['breadcrumbs.label']}>
      <ol>
        <li>
          <Link href="/" aria-label={t['breadcrumbs.home']}>
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
