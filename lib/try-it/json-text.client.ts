/**
 * JSON text in the console: parse errors at a line and column the same in every browser (engines
 * word and place JSON.parse errors differently), and tokens for highlighting a response body as
 * text, never as HTML.
 */

export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

/** 1-based line and column of an offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The offset and message of the first syntax error of a JSON text, or undefined when it is valid. */
function firstError(text: string): { at: number; message: string } | undefined {
  let i = 0;
  const fail = (message: string): never => {
    throw { at: i, message };
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const where = () => (i >= text.length ? 'unexpected end of the text' : `unexpected ${JSON.stringify(text[i])}`);
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('bad \\u escape in a string');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) fail('bad escape in a string');
      } else if (text.charCodeAt(i) < 0x20) fail('control character in a string (escape it)');
      i++;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail(`expected a property name in double quotes, ${where()}`);
        string();
        space();
        if (text[i] !== ':') fail(`expected ":" after a property name, ${where()}`);
        i++;
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail(`expected "," or "}" after a property value, ${where()}`);
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail(`expected "," or "]" after an array element, ${where()}`);
      }
    }
    if (c === '"') {
      string();
      return;
    }
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) fail(`expected a value, ${where()}`);
    i += literal![0].length;
  };
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected text after the JSON value: ${JSON.stringify(text[i])}`);
    return undefined;
  } catch (error) {
    return error as { at: number; message: string };
  }
}

/** Parses JSON, or says where and why it is malformed. */
export function parseJson(text: string): JsonParse {
  const error = firstError(text);
  if (!error) return { ok: true, value: JSON.parse(text) };
  const { line, column } = lineColumn(text, error.at);
  return { ok: false, message: `Line ${line}, column ${column}: ${error.message}`, line, column };
}

export type JsonTokenKind = 'key' | 'string' | 'number' | 'literal' | 'punct' | 'space';

/** Splits (pretty-printed) JSON into tokens for highlighting; anything unrecognised is plain text. */
export function jsonTokens(text: string): Array<{ kind: JsonTokenKind; text: string }> {
  const out: Array<{ kind: JsonTokenKind; text: string }> = [];
  const re = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\],:])|(\s+)|(.)/gs;
  for (const m of text.matchAll(re)) {
    if (m[1]) {
      out.push({ kind: m[2] ? 'key' : 'string', text: m[1] });
      if (m[2]) out.push({ kind: 'punct', text: m[2] });
    } else if (m[3]) out.push({ kind: 'number', text: m[3] });
    else if (m[4]) out.push({ kind: 'literal', text: m[4] });
    else if (m[5]) out.push({ kind: 'punct', text: m[5] });
    else out.push({ kind: 'space', text: m[0] });
  }
  return out;
}
