import { renderMdx } from '@/components/mdx/compile';
import { findPostNeighbours } from '@/lib/blog/posts';
import type { PostEntry } from '@/lib/blog/types';
import { assertPageValid } from '@/lib/site/dev-check';
import { getContentGraph, getFileRoutes, getPosts } from '@/lib/site/source';
import { extractToc } from '@/lib/toc/extract';
import { TableOfContents } from '../docs/toc.client';
import { PageMeta } from '../page-meta/page-meta';
import { Link } from '../ui/link.client';
import { PostMeta } from './post-meta';
import { TagList } from './tag-list';

/** One blog post: title, meta, content, tags, newer/older links and the table of contents. */
export async function PostPage({ post }: { post: PostEntry }) {
  await assertPageValid(post);
  const content = await renderMdx(post.body, { filePath: post.filePath, fileRoutes: getFileRoutes() });
  const toc = post.frontmatter.hide_table_of_contents ? [] : extractToc(getContentGraph().analyse(post).tree);
  const { newer, older } = findPostNeighbours(getPosts(), post.slug);
  return (
    <>
      <main id="main" className="blog-main">
        <article className="post">
          <h1>{post.frontmatter.title}</h1>
          <PostMeta post={post} />
          <div className="markdown">{content}</div>
          <footer className="post-footer">
            <TagList tags={post.frontmatter.tags} />
            <PageMeta filePath={post.filePath} frontmatter={post.frontmatter} />
          </footer>
        </article>
        <nav className="pager" aria-label="Blog post pages">
          {newer ? (
            <Link href={newer.href} className="pager-link pager-prev" rel="prev">
              <span className="pager-sub">Newer post</span>
              <span className="pager-label">« {newer.frontmatter.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {older && (
            <Link href={older.href} className="pager-link pager-next" rel="next">
              <span className="pager-sub">Older post</span>
              <span className="pager-label">{older.frontmatter.title} »</span>
            </Link>
          )}
        </nav>
      </main>
      <aside className="docs-toc" aria-label="Table of contents">
        <TableOfContents items={toc} />
      </aside>
    </>
  );
}
