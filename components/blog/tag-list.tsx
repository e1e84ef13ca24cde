import { uiStrings } from '@/lib/i18n/catalogue';
import { Link } from '../ui/link.client';

/** A post's tags, each linking to its tag page. */
export function TagList({ tags, locale }: { tags: string[]; locale?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={uiStrings(locale)['blog.tags']}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={`/blog/tags/${tag}`} className="tag">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
