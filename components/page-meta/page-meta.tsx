import { siteConfig } from '@/lib/config/site';
import type { PageFrontmatter } from '@/lib/content/schema';
import { uiStrings } from '@/lib/i18n/catalogue';
import { templateParts } from '@/lib/i18n/format.client';
import { lastUpdateOf } from '@/lib/page-meta/last-updated';
import { editUrlFor } from '@/lib/page-meta/urls';
import { LocalDate } from './local-date.client';

interface PageMetaProps {
  /** The page's source, from the project root (`content/docs/x.mdx`). */
  filePath: string;
  frontmatter: Pick<PageFrontmatter, 'hide_edit_link'>;
  /** Shows the date of the file's last commit (docs; posts show their publication date). */
  lastUpdated?: boolean;
  /** The page's locale: its texts, and the date's format (the reader's own on the default locale). */
  locale?: string;
}

/** The end of a page: "Edit this page" (docs.editUrl) and "Last updated" from git, each when known. */
export function PageMeta({ filePath, frontmatter, lastUpdated = false, locale }: PageMetaProps) {
  const { editUrl, showLastUpdateAuthor } = siteConfig.docs;
  const edit = editUrl && !frontmatter.hide_edit_link ? editUrlFor(editUrl, filePath) : undefined;
  const update = lastUpdated ? lastUpdateOf(filePath) : undefined;
  if (!edit && !update) return null;
  const t = uiStrings(locale);
  // The default locale's date reads in the reader's own format, as before there were locales.
  const dateLocale = locale && locale !== siteConfig.i18n.defaultLocale ? locale : undefined;
  return (
    <div className="page-meta">
      {edit && (
        <a className="page-meta-edit" href={edit} rel="noopener" target="_blank">
          {t['pageMeta.edit']}
          <span className="sr-only">{t['pageMeta.newTab']}</span>
        </a>
      )}
      {update && (
        <p className="page-meta-updated">
          {templateParts(t['pageMeta.lastUpdated']).map((part, i) =>
            typeof part === 'string' ? part : <LocalDate key={i} dateTime={update.date} locale={dateLocale} />,
          )}
          {showLastUpdateAuthor &&
            templateParts(t['pageMeta.lastUpdatedBy']).map((part) => (typeof part === 'string' ? part : update.author))}
        </p>
      )}
    </div>
  );
}
