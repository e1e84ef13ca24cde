import { Link } from '@/components/ui/link.client';
import type { SidebarDoc } from '@/lib/navigation/types';

/** Previous and next docs in sidebar order. */
export function Pager({ previous, next }: { previous?: SidebarDoc; next?: SidebarDoc }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous ? (
        <Link href={previous.href} className="pager-link pager-prev" rel="prev">
          <span className="pager-sub">Previous</span>
          <span className="pager-label">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} className="pager-link pager-next" rel="next">
          <span className="pager-sub">Next</span>
          <span className="pager-label">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
