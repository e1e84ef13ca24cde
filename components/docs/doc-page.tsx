import { PageFeedback } from '@/components/feedback/page-feedback.client';
import { DocsSecondaryMenu } from '@/components/layout/mobile-menu.client';
import { renderMdx } from '@/components/mdx/compile';
import { PageMeta } from '@/components/page-meta/page-meta';
import { siteConfig } from '@/lib/config/site';
import type { DocEntry } from '@/lib/content/types';
import { pruneSidebar } from '@/lib/navigation/prune';
import { sidebarFileName } from '@/lib/navigation/sidebar-file';
import { findBreadcrumbs, findNeighbours } from '@/lib/navigation/walk';
import { assertPageValid } from '@/lib/site/dev-check';
import { getContentGraph, getFileRoutes } from '@/lib/site/source';
import { latestVersion, versionOf, versionPages } from '@/lib/site/versions';
import { extractToc } from '@/lib/toc/extract';
import { sameDocIn, versionLinks } from '@/lib/versions/map';
import { DocsSidebar } from '../sidebar/sidebar.client';
import { SidebarColumn } from '../sidebar/sidebar-memory.client';
import { Breadcrumbs } from './breadcrumbs';
import { CopyMarkdown } from './copy-markdown';
import { Pager } from './pager';
import { TableOfContents } from './toc.client';
import { VersionBanner, VersionLinks } from './version-banner';

/**
 * One doc: the sidebar (pruned for this page: collapsed categories off its path keep their header
 * only), on phones folded into a menu above the page; breadcrumbs, title, rendered MDX,
 * previous/next, and the table of contents.
 */
export async function DocPage({ doc }: { doc: DocEntry }) {
  const graph = getContentGraph();
  const version = versionOf(graph, doc);
  const { sidebar } = version;
  // The sidebar file holds the current docs' tree: a cut version's sidebar is rendered whole.
  const pageSidebar = version.cut
    ? sidebar
    : pruneSidebar(sidebar, doc.href, `/${sidebarFileName(siteConfig.docs.pluginId)}`);
  const versions = versionPages(graph);
  const latest = versions.find((v) => v.name === latestVersion(graph).name);
  await assertPageValid(doc);
  const content = await renderMdx(doc.body, { filePath: doc.filePath, fileRoutes: getFileRoutes() });
  const toc = doc.frontmatter.hide_table_of_contents ? [] : extractToc(graph.analyse(doc).tree);
  const { previous, next } = findNeighbours(sidebar, doc.href);
  return (
    <>
      <SidebarColumn>
        <DocsSidebar items={pageSidebar} />
      </SidebarColumn>
      <DocsSecondaryMenu items={pageSidebar} />
      {/* Without JavaScript the hamburger menu cannot open: phones get the sidebar as a disclosure. */}
      <details className="docs-mobile-menu">
        <summary>Docs menu</summary>
        <DocsSidebar items={pageSidebar} label="Docs menu" />
      </details>
      <main id="main" className="docs-main">
        <article className="doc">
          <div className="doc-header">
            <Breadcrumbs crumbs={findBreadcrumbs(sidebar, doc.href)} />
            {/* Drafts get no markdown copy: the prebuild step only publishes what production builds. */}
            {!doc.frontmatter.draft && <CopyMarkdown href={doc.href} />}
          </div>
          {!version.latest && latest && <VersionBanner label={version.label} latestHref={sameDocIn(latest, doc.id)} />}
          {versions.length > 1 && <VersionLinks links={versionLinks(versions, doc.id)} />}
          {doc.frontmatter.draft && <p className="draft-banner">Draft: this page is left out of production builds.</p>}
          <h1>{doc.frontmatter.title}</h1>
          <div className="markdown">{content}</div>
          <PageMeta filePath={doc.filePath} frontmatter={doc.frontmatter} lastUpdated />
        </article>
        <PageFeedback path={doc.href} endpoint={siteConfig.feedback?.endpoint} />
        <Pager previous={previous} next={next} />
      </main>
      <aside className="docs-toc" aria-label="Table of contents">
        <TableOfContents items={toc} />
      </aside>
    </>
  );
}
