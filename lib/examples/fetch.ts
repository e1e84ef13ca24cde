import { queryNames } from './curl';
import { readLiteral } from './js-literal';
import { DYNAMIC, type HttpExample } from './types';

/** What a code block declares with `const`: strings, URLs with their search params, objects. */
interface Scope {
  strings: Map<string, string>;
  urls: Map<string, { url: string; query: string[] }>;
  params: Map<string, string[]>;
  objects: Map<string, unknown>;
}

const DECLARATION = /\b(?:const|let|var)\s+([\w$]+)\s*(?::\s*[\w<>[\]|\s]+)?=\s*/g;

/** Reads a quoted or template string starting at `start`, `${…}` kept as written. */
function rawString(code: string, start: number): { text: string; end: number } {
  const quote = code[start];
  let i = start + 1;
  for (; i < code.length && code[i] !== quote; i++) {
    if (code[i] === '\\') i++;
    else if (quote === '`' && code[i] === '$' && code[i + 1] === '{') {
      for (let depth = 0; i < code.length; i++) {
        if (code[i] === '{') depth++;
        else if (code[i] === '}' && --depth === 0) break;
      }
    }
  }
  return { text: code.slice(start + 1, i), end: i + 1 };
}

/**
 * Substitutes `${NAME}` with what the scope knows: a string, URLSearchParams keys, or `{…}`. A
 * scan with indexOf, linear in the text (a regular expression here backtracked cubically on blanks).
 */
function resolveTemplate(text: string, scope: Scope): { url: string; openQuery: boolean } {
  const substitute = (expr: string) => {
    if (scope.strings.has(expr)) return scope.strings.get(expr)!;
    if (scope.params.has(expr))
      return scope.params
        .get(expr)!
        .map((k) => `${k}=x`)
        .join('&');
    if (scope.urls.has(expr)) return scope.urls.get(expr)!.url;
    return `{${expr}}`;
  };
  let url = '';
  let at = 0;
  for (;;) {
    const open = text.indexOf('${', at);
    const close = open < 0 ? -1 : text.indexOf('}', open + 2);
    if (close < 0) break;
    url += text.slice(at, open) + substitute(text.slice(open + 2, close).trim());
    at = close + 1;
  }
  url += text.slice(at);
  // A query made of one unknown value (`?${params}`): its names cannot be read.
  const openQuery = /\?\{[^}]*\}(&|$)/.test(url);
  return { url, openQuery };
}

/** The `const` declarations of a code block that a `fetch` call may refer to. */
function readScope(code: string): Scope {
  const scope: Scope = { strings: new Map(), urls: new Map(), params: new Map(), objects: new Map() };
  for (const m of code.matchAll(DECLARATION)) {
    const at = m.index + m[0].length;
    const rest = code.slice(at);
    if (/^['"`]/.test(rest)) {
      scope.strings.set(m[1], resolveTemplate(rawString(code, at).text, scope).url);
    } else if (/^new URL\(\s*['"`]/.test(rest)) {
      const open = at + rest.indexOf('(') + 1 + /^\s*/.exec(rest.slice(rest.indexOf('(') + 1))![0].length;
      scope.urls.set(m[1], { url: resolveTemplate(rawString(code, open).text, scope).url, query: [] });
    } else if (/^new URLSearchParams\(\s*\{/.test(rest)) {
      const value = readLiteral(code, at + rest.indexOf('{')).value as Record<string, unknown>;
      scope.params.set(m[1], Object.keys(value));
    } else if (/^[{[]/.test(rest)) {
      scope.objects.set(m[1], readLiteral(code, at).value);
    }
  }
  for (const m of code.matchAll(/\b([\w$]+)\.(searchParams\.)?(?:set|append)\(\s*['"]([^'"]+)['"]/g)) {
    if (m[2] && scope.urls.has(m[1])) scope.urls.get(m[1])!.query.push(m[3]);
    else if (!m[2] && scope.params.has(m[1])) scope.params.get(m[1])!.push(m[3]);
  }
  return scope;
}

/** The text of a bracketed expression starting at `start` (`{…}` or `(…)`), strings skipped. */
function bracketed(code: string, start: number): string {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') i = rawString(code, i).end - 1;
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c) && --depth === 0) return code.slice(start, i + 1);
  }
  return code.slice(start);
}

/** The header names and the body of a `fetch` options object. */
function readOptions(options: string, scope: Scope, example: HttpExample) {
  example.method = /\bmethod\s*:\s*['"`](\w+)['"`]/.exec(options)?.[1].toUpperCase();
  const inline = /\bheaders\s*:\s*(?:new Headers\(\s*)?\{/.exec(options);
  const named =
    /\bheaders\s*:\s*([\w$]+)/.exec(options)?.[1] ?? (/\bheaders\s*[,}]/.test(options) ? 'headers' : undefined);
  const headers = inline
    ? readLiteral(options, inline.index + inline[0].length - 1).value
    : named
      ? scope.objects.get(named)
      : undefined;
  if (headers && typeof headers === 'object') example.headers.push(...Object.keys(headers).map((k) => k.toLowerCase()));
  const body = /\bbody\s*:\s*(JSON\.stringify\(\s*)?/.exec(options);
  if (!body) return;
  const at = body.index + body[0].length;
  const named2 = /^[\w$]+(?=\s*\))/.exec(options.slice(at))?.[0];
  if (body[1] && /^[{[]/.test(options.slice(at))) example.body = { value: readLiteral(options, at).value };
  else if (body[1] && named2 && scope.objects.has(named2)) example.body = { value: scope.objects.get(named2) };
  else if (body[1]) example.body = { value: DYNAMIC };
  else example.body = { unreadable: 'the body is not JSON.stringify(…) of a literal' };
}

/**
 * Every `fetch` call of a JavaScript or TypeScript block whose URL can be read (a string, a
 * template over the block's constants, or a `new URL(…)` constant), with its line (0-based).
 * Calls to relative URLs (your own server) are not API examples and are left out.
 */
export function extractFetch(code: string): HttpExample[] {
  const scope = readScope(code);
  const examples: HttpExample[] = [];
  for (const m of code.matchAll(/\bfetch\(\s*/g)) {
    const at = m.index + m[0].length;
    let url: string | undefined;
    let openQuery = false;
    let query: string[] = [];
    let end = at;
    if (/['"`]/.test(code[at])) {
      const raw = rawString(code, at);
      ({ url, openQuery } = resolveTemplate(raw.text, scope));
      end = raw.end;
    } else {
      const name = /^[\w$]+/.exec(code.slice(at))?.[0] ?? '';
      const known = scope.urls.get(name);
      url = known?.url ?? scope.strings.get(name);
      query = known?.query ?? [];
      end = at + name.length;
    }
    if (!url || !/^https?:\/\//.test(url)) continue;
    const example: HttpExample = {
      kind: 'fetch',
      line: code.slice(0, m.index).split('\n').length - 1,
      url,
      headers: [],
      query: [...queryNames(url), ...query],
      openQuery,
    };
    const comma = /^\s*,\s*/.exec(code.slice(end));
    if (comma) {
      const optionsAt = end + comma[0].length;
      if (code[optionsAt] === '{') readOptions(bracketed(code, optionsAt), scope, example);
    }
    example.method ??= 'GET';
    examples.push(example);
  }
  return examples;
}
