import { commonMarkInlineToHtml, commonMarkToHtml } from '@/lib/markdown/to-html';
import type { DocumentLang } from './document-text';

/**
 * Markdown from an OpenAPI document as HTML. Safe by construction: raw HTML in the markdown is
 * dropped by the converter, so a document cannot inject markup.
 */
export function Markdown({
  text,
  className = 'markdown',
  lang,
}: {
  text?: string;
  className?: string;
  /** The document's language, on a page in another one (./document-text.tsx). */
  lang?: DocumentLang;
}) {
  if (!text) return null;
  return <div className={className} {...lang} dangerouslySetInnerHTML={{ __html: commonMarkToHtml(text) }} />;
}

/** One line of a document's Markdown (a response's summary, a table cell) as phrasing content. */
export function InlineMarkdown({ text, lang }: { text?: string; lang?: DocumentLang }) {
  if (!text) return null;
  return <span {...lang} dangerouslySetInnerHTML={{ __html: commonMarkInlineToHtml(text) }} />;
}
