import { markdownHref } from '@/lib/llms/llms-txt';
import { CopyMarkdownButton } from './copy-markdown.client';

/**
 * "Copy page as Markdown" and "View as Markdown" for a doc page. The link is a plain link to the
 * page's .md copy (written to public/ by the prebuild step), so it works without JavaScript; the
 * copy button is server-rendered too, so nothing moves when the page hydrates.
 */
export function CopyMarkdown({ href }: { href: string }) {
  const markdown = markdownHref(href);
  return (
    <div className="doc-actions">
      <CopyMarkdownButton href={markdown} />
      <a className="doc-action" href={markdown} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
