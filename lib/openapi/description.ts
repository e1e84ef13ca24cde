/** One-line forms of a document's descriptions, for summaries. */

/** How long a one-line summary may be: a longer first sentence is cut at a word, with an ellipsis. */
export const SUMMARY_MAX = 320;

/** Where the first sentence of a paragraph ends: `.`, `!` or `?` before white space, outside code spans. */
function sentenceEnd(paragraph: string): number {
  return /^(?:`[^`]*`|[^`])*?[.!?](?=\s|$)/.exec(paragraph)?.[0].length ?? paragraph.length;
}

/**
 * The first sentence of a description, for one-line summaries, as Markdown. One longer than
 * `SUMMARY_MAX` is cut after the last whole word or code span that fits, never inside a code span.
 */
export function firstSentence(text: unknown): string | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const paragraph = text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
  const sentence = paragraph.slice(0, sentenceEnd(paragraph));
  if (sentence.length <= SUMMARY_MAX) return sentence;
  // Words and code spans, each with the space after it; the cut keeps whole ones.
  let cut = '';
  for (const [piece] of sentence.matchAll(/(?:`[^`]*`|[^\s`])+\s*/g)) {
    if ((cut + piece).trimEnd().length > SUMMARY_MAX - 1) break;
    cut += piece;
  }
  return `${cut.trimEnd().replace(/[,;:(]+$/, '')}…`;
}

/**
 * A response description cut for a one-line summary: its first sentence, and the rest for the
 * body under it. Whole sentences only: a description wrapped over several source lines is one
 * sentence, not its first line.
 */
export function splitDescription(text: string | undefined): { lead: string; rest: string } {
  const source = text?.trim() ?? '';
  const paragraph = source.split(/\n\s*\n/)[0];
  const end = sentenceEnd(paragraph);
  return { lead: paragraph.slice(0, end).replace(/\s+/g, ' '), rest: source.slice(end).trim() };
}
