import { PageFeedback } from '@/components/feedback/page-feedback.client';
import { FallbackNotice } from '@/components/i18n/fallback-notice';
import { DocsSecondaryMenu } from '@/components/layout/mobile-menu.client';
import { renderMdx } from '@/components/mdx/compile';
import { PageMeta } from '@/components/page-meta/page-meta';
import type { DocEntry } from '@/lib/content/types';
import { pickStrings, uiStrings } from '@/lib/i18n/catalogue';
import { pageActionLinks } from '@/lib/mcp/page-actions';
import type { DocPageData } from '@/lib/navigation/page-data';
import { DocsSidebar } from '../sidebar/sidebar.client';
import { SidebarColumn } from '../sidebar/sidebar-memory.client';
import { Behaviour } from '../ui/behaviour.client';
import { Pager } from '../ui/pager';
import { Breadcrumbs } from './breadcrumbs';
import { OutdatedTranslationNotice } from './outdated-translation-notice';
import { PageActions } from './page-actions';
import { TableOfContents } from './toc.client';
import { VersionBanner, VersionLinks } from './version-banner';

/**
 * One doc: the sidebar, on phones folded into a menu above the page; breadcrumbs, title, rendered
 * MDX, previous/next, and the table of contents. Everything it shows beside the doc comes in
 * `data` (lib/site/page-data.ts).
 */
export async function DocPage({ doc, data }: { doc: DocEntry; data: DocPageData }) {
  // A fallback page's content is the default locale's, and so are its components' texts.
  const content = await renderMdx(doc.body, {
    filePath: doc.filePath,
    fileRoutes: data.fileRoutes,
    locale: doc.fallback ? undefined : data.locale,
    routeLocale: data.locale,
  });
  const t = uiStrings(data.locale);
  return (
    <>
      <SidebarColumn>
        <DocsSidebar items={data.sidebar} />
      </SidebarColumn>
      <DocsSecondaryMenu items={data.sidebar} />
      {/* Without JavaScript the hamburger menu cannot open: phones get the sidebar as a disclosure. */}
      <details className="docs-mobile-menu">
        <summary>{t['docs.mobileMenu']}</summary>
        <DocsSidebar items={data.sidebar} label={t['docs.mobileMenu']} />
      </details>
      <main id="main" className="docs-main">
        <article className="doc">
          <div className="doc-header">
            <Breadcrumbs crumbs={data.breadcrumbs} locale={data.locale} />
            <PageActions
              links={pageActionLinks({ siteUrl: data.siteUrl, route: doc.href, markdown: data.markdownCopy }, t)}
              locale={data.locale}
            >
              <Behaviour name="copy" onOpen />
            </PageActions>
          </div>
          {data.language?.fallbackOf && <FallbackNotice original={data.language.fallbackOf} locale={data.locale} />}
          {data.translation && <OutdatedTranslationNotice {...data.translation} locale={data.locale} />}
          {data.versionBanner && <VersionBanner {...data.versionBanner} locale={data.locale} />}
          {data.versionLinks.length > 0 && <VersionLinks links={data.versionLinks} />}
          {doc.frontmatter.draft && <p className="draft-banner">{t['docs.draft']}</p>}
          {/* A locale's page says its content's language (the default locale's on a fallback page). */}
          <h1 lang={data.language?.lang} dir={data.language?.dir}>
            {doc.frontmatter.title}
          </h1>
          <div className="markdown" lang={data.language?.lang} dir={data.language?.dir}>
            {content}
          </div>
          <PageMeta filePath={doc.filePath} frontmatter={doc.frontmatter} lastUpdated locale={data.locale} />
        </article>
        {/* Its place, kept until the widget hydrates (app/styles/page-meta.css). */}
        <div className="page-feedback-slot">
          <PageFeedback
            path={doc.href}
            endpoint={data.feedbackEndpoint}
            strings={pickStrings(t, [
              'feedback.question',
              'feedback.yes',
              'feedback.no',
              'feedback.comment',
              'feedback.send',
              'feedback.sent',
              'feedback.failed',
            ])}
          />
        </div>
        <Pager previous={data.previous} next={data.next} locale={data.locale} />
      </main>
      <aside className="docs-toc" aria-label={t['toc.label']}>
        <TableOfContents items={data.toc} title={t['toc.title']} />
      </aside>
    </>
  );
}
