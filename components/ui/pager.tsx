import { Link } from '@/components/ui/link.client';
import { uiStrings } from '@/lib/i18n/catalogue';

interface PagerItem {
  href: string;
  label: string;
  /** What the link is, above its title: "Previous"/"Next" by default, "Newer post"/"Older post" on the blog. */
  sub?: string;
}

interface Props {
  previous?: PagerItem;
  next?: PagerItem;
  /** What the pages are, for screen readers. */
  label?: string;
  /**
   * The link element: client-side navigation by default; a plain `<a>` for HTML rendered outside
   * the app (the prebuilt API reference pages).
   */
  as?: 'a' | typeof Link;
  /** The locale of the default texts ("Previous", "Next", "Docs pages"). */
  locale?: string;
}

/** Previous and next pages: docs in sidebar order, blog posts by date, the pages of a split API reference. */
export function Pager({ previous, next, label, as: Anchor = Link, locale }: Props) {
  if (!previous && !next) return null;
  const t = uiStrings(locale);
  return (
    <nav className="pager" aria-label={label ?? t['pager.docsLabel']}>
      {previous ? (
        <Anchor href={previous.href} className="pager-link pager-prev" rel="prev">
          <span className="pager-sub">{previous.sub ?? t['pager.previous']}</span>
          <span className="pager-label">« {previous.label}</span>
        </Anchor>
      ) : (
        <span />
      )}
      {next && (
        <Anchor href={next.href} className="pager-link pager-next" rel="next">
          <span className="pager-sub">{next.sub ?? t['pager.next']}</span>
          <span className="pager-label">{next.label} »</span>
        </Anchor>
      )}
    </nav>
  );
}
