import { PageFeedback } from '@/components/feedback/page-feedback.client';
import { FallbackNotice } from '@/components/i18n/fallback-notice';
import { DocsSecondaryMenu } from '@/components/layout/mobile-menu.client';
import { renderMdx } from '@/components/mdx/compile';
import { PageMeta } from '@/components/page-meta/page-meta';
import type { DocEntry } from '@/lib/content/types';
import { pageActionLinks } from '@/lib/mcp/page-actions';
import type { DocPageData } from '@/lib/navigation/page-data';
import { DocsSidebar } from '../sidebar/sidebar.client';
import { SidebarColumn } from '../sidebar/sidebar-memory.client';
import { Behaviour } from '../ui/behaviour.client';
import { Pager } from '../ui/pager';
import { Breadcrumbs } from './breadcrumbs';
import { PageActions } from './page-actions';
import { TableOfContents } from './toc.client';
import { VersionBanner, VersionLinks } from './version-banner';

/**
 * One doc: the sidebar, on phones folded into a menu above the page; breadcrumbs, title, rendered
 * MDX, previous/next, and the table of contents. Everything it shows beside the doc comes in
 * `data` (lib/site/page-data.ts).
 */
export async function DocPage({ doc, data }: { doc: DocEntry; data: DocPageData }) {
  const content = await renderMdx(doc.body, { filePath: doc.filePath, fileRoutes: data.fileRoutes });
  return (
    <>
      <SidebarColumn>
        <DocsSidebar items={data.sidebar} />
      </SidebarColumn>
      <DocsSecondaryMenu items={data.sidebar} />
      {/* Without JavaScript the hamburger menu cannot open: phones get the sidebar as a disclosure. */}
      <details className="docs-mobile-menu">
        <summary>Docs menu</summary>
        <DocsSidebar items={data.sidebar} label="Docs menu" />
      </details>
      <main id="main" className="docs-main">
        <article className="doc">
          <div className="doc-header">
            <Breadcrumbs crumbs={data.breadcrumbs} />
            <PageActions
              links={pageActionLinks({ siteUrl: data.siteUrl, route: doc.href, markdown: data.markdownCopy })}
            >
              <Behaviour name="copy" onOpen />
            </PageActions>
          </div>
          {data.locale?.fallbackOf && <FallbackNotice original={data.locale.fallbackOf} />}
          {data.versionBanner && <VersionBanner {...data.versionBanner} />}
          {data.versionLinks.length > 0 && <VersionLinks links={data.versionLinks} />}
          {doc.frontmatter.draft && <p className="draft-banner">Draft: this page is left out of production builds.</p>}
          {/* A locale's page says its content's language (the default locale's on a fallback page). */}
          <h1 lang={data.locale?.lang} dir={data.locale?.dir}>
            {doc.frontmatter.title}
          </h1>
          <div className="markdown" lang={data.locale?.lang} dir={data.locale?.dir}>
            {content}
          </div>
          <PageMeta filePath={doc.filePath} frontmatter={doc.frontmatter} lastUpdated />
        </article>
        <PageFeedback path={doc.href} endpoint={data.feedbackEndpoint} />
        <Pager previous={data.previous} next={data.next} />
      </main>
      <aside className="docs-toc" aria-label="Table of contents">
        <TableOfContents items={data.toc} />
      </aside>
    </>
  );
}
