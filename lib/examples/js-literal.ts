import { DYNAMIC } from './types';

/** Far deeper than any request body a guide shows; a recursive reader stays well inside the stack. */
export const MAX_DEPTH = 64;

/**
 * Reads a JavaScript object or array literal as data: strings, numbers, booleans, null, nested
 * literals, quoted or bare keys, trailing commas. Any other expression (`q`, `ids.map(Number)`,
 * a shorthand property) becomes {@link DYNAMIC}. Returns the value and where the literal ends.
 * Literals nested deeper than {@link MAX_DEPTH} read as DYNAMIC, so hostile text cannot overflow
 * the stack.
 */
export function readLiteral(text: string, start = 0): { value: unknown; end: number } {
  let i = start;
  let nesting = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const string = (): string => {
    const quote = text[i++];
    let out = '';
    for (; i < text.length && text[i] !== quote; i++) {
      if (text[i] === '\\') out += JSON.parse(`"\\${text[++i] === "'" ? 'u0027' : text[i]}"`);
      else if (quote === '`' && text[i] === '$' && text[i + 1] === '{') {
        skipExpression();
        return DYNAMIC;
      } else out += text[i];
    }
    i++;
    return out;
  };
  // An expression that is not a literal: skip to the `,` or closing bracket at its depth.
  const skipExpression = () => {
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === "'" || c === '"' || c === '`') {
        const quote = c;
        for (i++; i < text.length && text[i] !== quote; i++) if (text[i] === '\\') i++;
      } else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        if (depth === 0) return;
        depth--;
      } else if (c === ',' && depth === 0) return;
    }
  };
  const value = (): unknown => {
    space();
    const c = text[i];
    if (c === '{' || c === '[') {
      if (nesting === MAX_DEPTH) {
        skipExpression();
        return DYNAMIC;
      }
      nesting++;
      const literal = c === '{' ? object() : array();
      nesting--;
      return literal;
    }
    if (c === "'" || c === '"' || c === '`') {
      const s = string();
      space();
      if (s !== DYNAMIC && (text[i] === ',' || ')]}'.includes(text[i] ?? ''))) return s;
      skipExpression();
      return DYNAMIC;
    }
    const m = /^(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)(?=\s*[,}\])])/.exec(text.slice(i));
    if (m) {
      i += m[0].length;
      return JSON.parse(m[1]);
    }
    skipExpression();
    return DYNAMIC;
  };
  const object = () => {
    const out: Record<string, unknown> = {};
    i++;
    for (space(); i < text.length && text[i] !== '}'; space()) {
      const from = i;
      const key = text[i] === "'" || text[i] === '"' ? string() : /^[\w$]+/.exec(text.slice(i))?.[0];
      if (key !== undefined && !/['"]/.test(text[i - 1])) i += key.length;
      space();
      // Spreads, computed keys and methods are code, not data.
      if (key === undefined || text[i] === '(' || text.startsWith('...', i)) skipExpression();
      else if (text[i] === ':') {
        i++;
        out[key] = value();
      } else out[key] = DYNAMIC;
      space();
      if (text[i] === ',') i++;
      // A stray `)` or `]` reads as the end: the literal is not data, and the loop must move on.
      if (i === from) break;
    }
    i++;
    return out;
  };
  const array = () => {
    const out: unknown[] = [];
    i++;
    for (space(); i < text.length && text[i] !== ']'; space()) {
      const from = i;
      out.push(value());
      space();
      if (text[i] === ',') i++;
      // A stray `)` or `}` reads as the end, as in object().
      if (i === from) break;
    }
    i++;
    return out;
  };
  const result = value();
  return { value: result, end: i };
}
