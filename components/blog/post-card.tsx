import { renderMdx } from '@/components/mdx/compile';
import { splitExcerpt } from '@/lib/blog/posts';
import type { PostEntry } from '@/lib/blog/types';
import { uiStrings } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/format.client';
import { getFileRoutes } from '@/lib/site/source';
import { Link } from '../ui/link.client';
import { PostMeta } from './post-meta';
import { TagList } from './tag-list';

/** A post on a list page: title, meta, the excerpt up to the truncate marker, Read more, tags. */
export async function PostCard({ post, locale }: { post: PostEntry; locale?: string }) {
  const t = uiStrings(locale);
  const { excerpt, truncated } = splitExcerpt(post.body);
  const content = await renderMdx(excerpt, {
    filePath: post.filePath,
    fileRoutes: getFileRoutes(),
    locale: post.fallback ? undefined : locale,
  });
  return (
    <article className="post-card">
      <h2 className="post-card-title">
        <Link href={post.href}>{post.frontmatter.title}</Link>
      </h2>
      <PostMeta post={post} locale={locale} />
      <div className="markdown">{content}</div>
      <footer className="post-card-footer">
        <TagList tags={post.frontmatter.tags} locale={locale} />
        {truncated && (
          <Link href={post.href} className="read-more">
            {t['blog.readMore']}
            <span className="sr-only">{fill(t['blog.readMoreAbout'], { title: post.frontmatter.title })}</span>
          </Link>
        )}
      </footer>
    </article>
  );
}
