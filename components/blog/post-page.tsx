import { FallbackNotice } from '@/components/i18n/fallback-notice';
import { renderMdx } from '@/components/mdx/compile';
import type { PostEntry } from '@/lib/blog/types';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { PostPageData } from '@/lib/navigation/page-data';
import { OutdatedTranslationNotice } from '../docs/outdated-translation-notice';
import { TableOfContents } from '../docs/toc.client';
import { PageMeta } from '../page-meta/page-meta';
import { Pager } from '../ui/pager';
import { PostMeta } from './post-meta';
import { TagList } from './tag-list';

/** One blog post: title, meta, content, tags, newer/older links and the table of contents (from `data`). */
export async function PostPage({ post, data }: { post: PostEntry; data: PostPageData }) {
  const content = await renderMdx(post.body, {
    filePath: post.filePath,
    fileRoutes: data.fileRoutes,
    locale: post.fallback ? undefined : data.locale,
    routeLocale: data.locale,
  });
  const t = uiStrings(data.locale);
  return (
    <>
      <main id="main" className="blog-main">
        <article className="post">
          {data.language?.fallbackOf && <FallbackNotice original={data.language.fallbackOf} locale={data.locale} />}
          {data.translation && <OutdatedTranslationNotice {...data.translation} locale={data.locale} />}
          <h1 lang={data.language?.lang} dir={data.language?.dir}>
            {post.frontmatter.title}
          </h1>
          <PostMeta post={post} locale={data.locale} />
          <div className="markdown" lang={data.language?.lang} dir={data.language?.dir}>
            {content}
          </div>
          <footer className="post-footer">
            <TagList tags={post.frontmatter.tags} locale={data.locale} />
            <PageMeta filePath={post.filePath} frontmatter={post.frontmatter} locale={data.locale} />
          </footer>
        </article>
        <Pager previous={data.previous} next={data.next} label={t['blog.postPages']} locale={data.locale} />
      </main>
      <aside className="docs-toc" aria-label={t['toc.label']}>
        <TableOfContents items={data.toc} title={t['toc.title']} />
      </aside>
    </>
  );
}
