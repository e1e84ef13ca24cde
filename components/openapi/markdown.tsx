import { commonMarkToHtml } from '@/lib/markdown/to-html';

/**
 * Markdown from an OpenAPI document as HTML. Safe by construction: raw HTML in the markdown is
 * dropped by the converter, so a document cannot inject markup.
 */
export function Markdown({ text, className = 'markdown' }: { text?: string; className?: string }) {
  if (!text) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: commonMarkToHtml(text) }} />;
}
