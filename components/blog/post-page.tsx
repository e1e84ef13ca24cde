import { FallbackNotice } from '@/components/i18n/fallback-notice';
import { renderMdx } from '@/components/mdx/compile';
import type { PostEntry } from '@/lib/blog/types';
import type { PostPageData } from '@/lib/navigation/page-data';
import { TableOfContents } from '../docs/toc.client';
import { PageMeta } from '../page-meta/page-meta';
import { Pager } from '../ui/pager';
import { PostMeta } from './post-meta';
import { TagList } from './tag-list';

/** One blog post: title, meta, content, tags, newer/older links and the table of contents (from `data`). */
export async function PostPage({ post, data }: { post: PostEntry; data: PostPageData }) {
  const content = await renderMdx(post.body, { filePath: post.filePath, fileRoutes: data.fileRoutes });
  return (
    <>
      <main id="main" className="blog-main">
        <article className="post">
          {data.locale?.fallbackOf && <FallbackNotice original={data.locale.fallbackOf} />}
          <h1 lang={data.locale?.lang} dir={data.locale?.dir}>
            {post.frontmatter.title}
          </h1>
          <PostMeta post={post} />
          <div className="markdown" lang={data.locale?.lang} dir={data.locale?.dir}>
            {content}
          </div>
          <footer className="post-footer">
            <TagList tags={post.frontmatter.tags} />
            <PageMeta filePath={post.filePath} frontmatter={post.frontmatter} />
          </footer>
        </article>
        <Pager previous={data.previous} next={data.next} label="Blog post pages" />
      </main>
      <aside className="docs-toc" aria-label="Table of contents">
        <TableOfContents items={data.toc} />
      </aside>
    </>
  );
}
