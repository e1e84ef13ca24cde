import type { PostSummary } from '@/lib/blog/types';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { formatDay, plural } from '@/lib/i18n/format.client';
import { SvgImage } from '../ui/svg-image';

/** Date, reading time and authors of a post, written for the page's locale. */
export function PostMeta({ post, locale = siteConfig.i18n.defaultLocale }: { post: PostSummary; locale?: string }) {
  const t = uiStrings(locale);
  return (
    <div className="post-meta">
      <p className="post-date">
        <time dateTime={post.date}>{formatDay(post.date, locale)}</time> ·{' '}
        {plural(t, 'blog.readingTime', post.readingTimeMinutes, locale)}
      </p>
      {post.authors.length > 0 && (
        <ul className="post-authors" aria-label={t['blog.authors']}>
          {post.authors.map((author) => (
            <li key={author.id} className="post-author">
              {author.image_url && <SvgImage src={author.image_url} alt="" width={40} height={40} className="avatar" />}
              <span>
                {author.url ? (
                  <a href={author.url} rel="noopener noreferrer" className="author-name">
                    {author.name}
                  </a>
                ) : (
                  <span className="author-name">{author.name}</span>
                )}
                {author.title && <span className="author-title">{author.title}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
