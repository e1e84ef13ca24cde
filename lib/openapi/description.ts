/** One-line forms of a document's descriptions, for summaries. */

/** The first sentence of a description, for one-line summaries. */
export function firstSentence(text: unknown): string | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const line = text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
  const match = /^(.+?[.!?])(\s|$)/.exec(line);
  return (match ? match[1] : line).slice(0, 200);
}

/**
 * A response description cut for a one-line summary: its first sentence, and the rest for the
 * body under it. Whole sentences only: a description wrapped over several source lines is one
 * sentence, not its first line.
 */
export function splitDescription(text: string | undefined): { lead: string; rest: string } {
  const source = text?.trim() ?? '';
  const paragraph = source.split(/\n\s*\n/)[0];
  // A sentence ends at `.`, `!` or `?` before white space, outside code spans.
  const end = /^(?:`[^`]*`|[^`])*?[.!?](?=\s|$)/.exec(paragraph)?.[0].length ?? paragraph.length;
  return { lead: paragraph.slice(0, end).replace(/\s+/g, ' '), rest: source.slice(end).trim() };
}
