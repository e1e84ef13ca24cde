import { formatPostDate } from '@/lib/blog/posts';
import type { PostSummary } from '@/lib/blog/types';
import { SvgImage } from '../ui/svg-image';

/** Date, reading time and authors of a post. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <div className="post-meta">
      <p className="post-date">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingTimeMinutes} min read
      </p>
      {post.authors.length > 0 && (
        <ul className="post-authors" aria-label="Authors">
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
