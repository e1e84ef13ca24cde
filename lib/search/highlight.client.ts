import { termSpans } from './tokenize.client';

/** A piece of text, marked when it is a matched word. Rendered as elements, never as HTML. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Matched character ranges of a text, merged where they overlap ("page_size" and its parts), of
 * the words that start less than `window` characters after the first match (no word past that is
 * read: a snippet shows no more).
 */
function matchedRanges(text: string, terms: ReadonlySet<string>, window = Infinity) {
  const ranges: Array<[number, number]> = [];
  let until = Infinity;
  for (const span of termSpans(text)) {
    if (span.start >= until) break;
    if (!terms.has(span.term)) continue;
    ranges.push([span.start, span.end]);
    until = Math.min(until, span.start + window);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

function segmentsOf(text: string, ranges: Array<[number, number]>, from = 0, to = text.length): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(Math.max(start, at), Math.min(end, to)), match: true });
    at = Math.min(end, to);
  }
  if (at < to) segments.push({ text: text.slice(at, to), match: false });
  return segments;
}

/** The whole text with its matched words marked. */
export function highlight(text: string, terms: Iterable<string>): TextSegment[] {
  return segmentsOf(text, matchedRanges(text, new Set(terms)));
}

/**
 * About `length` characters of text around the first matched word (its start when nothing
 * matches), cut at word boundaries, with ellipses where it was cut and the matches marked.
 */
export function snippet(text: string, terms: Iterable<string>, length = 160): TextSegment[] {
  const wanted = new Set(terms);
  if (text.length <= length) return segmentsOf(text, matchedRanges(text, wanted));
  // The window ends at most `length` after the first match starts.
  const ranges = matchedRanges(text, wanted, length);
  const [first, firstEnd] = ranges[0] ?? [0, 0];
  let start = Math.max(0, Math.min(first - Math.floor(length / 4), text.length - length));
  let end = Math.min(text.length, start + length);
  // Cuts move to word boundaries, except where that would cut the first match out (a word as long
  // as a URL then gets cut inside).
  if (start > 0 && text[start - 1] !== ' ') {
    const next = text.indexOf(' ', start) + 1;
    if (next > 0 && next <= first) start = next;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && space >= firstEnd) end = space;
  }
  const segments = segmentsOf(text, ranges, start, end);
  if (start > 0) segments.unshift({ text: '…', match: false });
  if (end < text.length) segments.push({ text: '…', match: false });
  return segments;
}
