import { siteConfig } from '@/lib/config/site';
import type { PageFrontmatter } from '@/lib/content/schema';
import { lastUpdateOf } from '@/lib/page-meta/last-updated';
import { editUrlFor } from '@/lib/page-meta/urls';
import { LocalDate } from './local-date.client';

interface PageMetaProps {
  /** The page's source, from the project root (`content/docs/x.mdx`). */
  filePath: string;
  frontmatter: Pick<PageFrontmatter, 'hide_edit_link'>;
  /** Shows the date of the file's last commit (docs; posts show their publication date). */
  lastUpdated?: boolean;
}

/** The end of a page: "Edit this page" (docs.editUrl) and "Last updated" from git, each when known. */
export function PageMeta({ filePath, frontmatter, lastUpdated = false }: PageMetaProps) {
  const { editUrl, showLastUpdateAuthor } = siteConfig.docs;
  const edit = editUrl && !frontmatter.hide_edit_link ? editUrlFor(editUrl, filePath) : undefined;
  const update = lastUpdated ? lastUpdateOf(filePath) : undefined;
  if (!edit && !update) return null;
  return (
    <div className="page-meta">
      {edit && (
        <a className="page-meta-edit" href={edit} rel="noopener" target="_blank">
          Edit this page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      {update && (
        <p className="page-meta-updated">
          Last updated on <LocalDate dateTime={update.date} />
          {showLastUpdateAuthor && <> by {update.author}</>}
        </p>
      )}
    </div>
  );
}
