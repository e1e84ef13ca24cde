/**
 * The one tokenizer of search: the build, FlexSearch, BM25F statistics and the highlighter all use
 * it, so a term means the same thing everywhere.
 */

// Common English words that would match nearly every record and only add noise to the ranking.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its of on or so than ' +
    'that the their then there these this to was we what when where which will with you your'
  ).split(' '),
);

/** A word, or an identifier whose parts are joined by underscores ("page_size"). */
const CHUNK = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;
/**
 * Chinese and Japanese are written without spaces: each of their characters is a term of its own,
 * as FlexSearch's CJK charset does (`Charset.CJK`, `split: ""`), so a word of several characters
 * finds the records holding all of them first (the query's terms add up in the ranking). Korean
 * separates words with spaces and stays whole.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** The chunks of a text with their offsets; a chunk holding CJK characters is cut at each of them. */
function* chunks(text: string): Generator<{ index: number; text: string }> {
  for (const chunk of text.matchAll(CHUNK)) {
    if (!CJK.test(chunk[0])) {
      yield { index: chunk.index, text: chunk[0] };
      continue;
    }
    for (const piece of chunk[0].matchAll(CJK_RUN))
      for (const inner of piece[0].matchAll(CHUNK))
        yield { index: chunk.index + piece.index + inner.index, text: inner[0] };
  }
}

/** The parts of a chunk: underscore-separated, then camelCase humps ("upsertProfile", "HTTPServer"). */
const PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|[\p{L}\p{N}]+/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at U+0000 on purpose.
const NON_ASCII = /[^\x00-\x7f]/;

/** Lower case without accents: "Café" → "cafe". */
export function normalize(word: string): string {
  const lower = word.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

/**
 * A light English stemmer for plurals, so "segments" finds "segment" and "queries" finds "query".
 * Idempotent: a stem is its own stem.
 */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  if (/(?:ss|us|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(?:ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One term of a text with its place, for highlighting. */
export interface WordSpan {
  start: number;
  end: number;
  term: string;
}

/**
 * The terms of a text with their offsets, in order of where they start: each part of a chunk, and
 * the whole chunk when it has several parts ("page_size" gives page, size and page_size;
 * "upsertProfile" gives upsertprofile). Stop words are kept so callers can decide. Lazy, so a
 * caller that needs the start of a long text reads no further.
 */
export function* termSpans(text: string): Generator<WordSpan> {
  for (const chunk of chunks(text)) {
    const start = chunk.index;
    const parts = [...chunk.text.matchAll(PART)];
    for (const part of parts) {
      yield { start: start + part.index, end: start + part.index + part[0].length, term: stem(normalize(part[0])) };
    }
    if (parts.length > 1) yield { start, end: start + chunk.text.length, term: stem(normalize(chunk.text)) };
  }
}

/** The terms of a text: parts and compound identifiers, normalised, stemmed, stop words removed. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const chunk of chunks(text)) {
    const parts = chunk.text.match(PART) ?? [];
    for (const part of parts) {
      const word = normalize(part);
      if (!STOP_WORDS.has(word)) terms.push(stem(word));
    }
    if (parts.length > 1) terms.push(stem(normalize(chunk.text)));
  }
  return terms;
}
