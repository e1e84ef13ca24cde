const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const BRACKET = 0x5b;
const isOpen = (c: number) => c === BRACKET || c === 0x7b; // [ {
const isClose = (c: number) => c === 0x5d || c === 0x7d; // ] }
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * How many JSON-RPC messages a body holds, read from its bytes without parsing them: the elements
 * of a top-level array (a batch), else 1. Exact for any JSON; for text that is not JSON the count
 * may be anything, and the parser refuses the body after. Past `stopAfter`, stops and answers
 * stopAfter + 1. One pass over the bytes, no allocation: the thread that serves pages counts the
 * messages (for the batch bound and the rate limit) without the cost of a parse.
 */
export function countMessages(bytes: Uint8Array, stopAfter = Number.POSITIVE_INFINITY): number {
  let i = 0;
  while (i < bytes.length && isSpace(bytes[i])) i++;
  if (bytes[i] !== BRACKET) return 1;
  let depth = 0;
  let inString = false;
  let commas = 0;
  let any = false;
  for (; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE || isOpen(c)) {
      if (depth === 1) any = true;
      if (c === QUOTE) inString = true;
      else depth++;
    } else if (isClose(c)) {
      if (--depth === 0) break;
    } else if (depth === 1 && c === COMMA) {
      if (++commas + 1 > stopAfter) return stopAfter + 1;
    } else if (depth === 1 && !isSpace(c)) any = true;
  }
  return any ? commas + 1 : 0;
}
