/** The two answers a page URL has: its HTML, or its Markdown copy. */
export type PageFormat = 'html' | 'markdown';

const MARKDOWN_TYPES = new Set(['text/markdown', 'text/x-markdown']);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Longer Accept values are not read (browsers send about 150 characters). */
const MAX_ACCEPT_LENGTH = 1024;

/**
 * The canonical reading of an Accept header, the only value the Markdown variant is chosen (and
 * keyed) on: `markdown` when the client names `text/markdown` with a weight above 0 and names no
 * HTML type with a higher one, `html` otherwise. Wildcards (`*\/*`, `text/*`) name neither, so a
 * browser, curl's default and any malformed, overlong or oddly weighted value get the HTML page; a
 * media range whose `q` is not a number from 0 to 1 is ignored.
 */
export function preferredFormat(accept: string | string[] | number | undefined): PageFormat {
  const text = Array.isArray(accept) ? accept.join(',') : String(accept ?? '');
  if (!text || text.length > MAX_ACCEPT_LENGTH) return 'html';
  let markdown = 0;
  let html = 0;
  for (const range of text.split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => /^q\s*=/.test(p));
    const weight = q === undefined ? 1 : qValue(q.slice(q.indexOf('=') + 1).trim());
    if (weight === undefined) continue;
    if (MARKDOWN_TYPES.has(type)) markdown = Math.max(markdown, weight);
    else if (HTML_TYPES.has(type)) html = Math.max(html, weight);
  }
  return markdown > 0 && markdown >= html ? 'markdown' : 'html';
}

/** An RFC 9110 weight (`0`, `0.5`, `1.000`), or undefined for anything else. */
const qValue = (value: string) => (/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : undefined);
