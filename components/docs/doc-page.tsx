import { getFileRoutes, getSidebar } from '@/lib/content/source';
import type { DocEntry } from '@/lib/content/types';
import { parseMarkdown } from '@/lib/markdown/parse';
import { renderMdx } from '@/lib/mdx/compile';
import { findBreadcrumbs, findNeighbours } from '@/lib/navigation/walk';
import { extractToc } from '@/lib/toc/extract';
import { Breadcrumbs } from './breadcrumbs';
import { Pager } from './pager';
import { TableOfContents } from './toc.client';

/** One doc: breadcrumbs, title, rendered MDX, previous/next, and the table of contents. */
export async function DocPage({ doc }: { doc: DocEntry }) {
  const sidebar = getSidebar();
  const content = await renderMdx(doc.body, { filePath: doc.filePath, fileRoutes: getFileRoutes() });
  const toc = doc.frontmatter.hide_table_of_contents ? [] : extractToc(parseMarkdown(doc.body, doc.filePath));
  const { previous, next } = findNeighbours(sidebar, doc.href);
  return (
    <>
      <main id="main" className="docs-main">
        <article className="doc">
          <Breadcrumbs crumbs={findBreadcrumbs(sidebar, doc.href)} />
          {doc.frontmatter.draft && <p className="draft-banner">Draft: this page is left out of production builds.</p>}
          <h1>{doc.frontmatter.title}</h1>
          <div className="markdown">{content}</div>
        </article>
        <Pager previous={previous} next={next} />
      </main>
      <aside className="docs-toc">
        <TableOfContents items={toc} />
      </aside>
    </>
  );
}
