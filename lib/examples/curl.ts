import { parseShell } from './shell';
import type { HttpExample } from './types';

// curl options that take a value, besides the ones read below (output, user agent, timeouts …).
const WITH_VALUE = new Set([
  '-o',
  '--output',
  '-A',
  '--user-agent',
  '-b',
  '--cookie',
  '-m',
  '--max-time',
  '-w',
  '--write-out',
  '-u',
  '--user',
  '-e',
  '--referer',
  '--connect-timeout',
  '--retry',
  '-x',
  '--proxy',
]);
const DATA = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json']);

/** The query names of a URL as written (`?a=1&b` → a, b). */
export function queryNames(url: string): string[] {
  const q = url.indexOf('?');
  if (q < 0) return [];
  return url
    .slice(q + 1)
    .split('#')[0]
    .split('&')
    .filter(Boolean)
    .map((pair) => decodeURIComponent(pair.split('=')[0]));
}

/** The name a `-G -d` or `--data-urlencode` value adds to the query (`name=value`, `name@file`). */
const dataName = (value: string) => /^([^=@]+)[=@]/.exec(value)?.[1];

/** Reads the request of one `curl` command. */
function readCurl(words: string[], line: number, stdin: string | undefined): HttpExample {
  const example: HttpExample = { kind: 'curl', line, headers: [], query: [] };
  const data: string[] = [];
  let get = false;
  let json = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    const [flag, inline] =
      word.startsWith('--') && word.includes('=')
        ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]
        : [word, undefined];
    const value = () => inline ?? words[++i] ?? '';
    if (flag === '-X' || flag === '--request') example.method = value().toUpperCase();
    else if (flag === '-H' || flag === '--header') example.headers.push(value().split(':')[0].trim().toLowerCase());
    else if (DATA.has(flag)) {
      json ||= flag === '--json';
      data.push(flag === '--data-urlencode' ? `${dataName(value()) ?? ''}=` : value());
    } else if (flag === '-G' || flag === '--get') get = true;
    else if (flag === '--url') example.url = value();
    else if (WITH_VALUE.has(flag)) value();
    else if (!word.startsWith('-') && example.url === undefined) example.url = word;
  }
  if (json) example.headers.push('content-type');
  example.query = queryNames(example.url ?? '');
  if (get) {
    example.query.push(...data.map((d) => dataName(d) ?? d));
  } else if (data.length) {
    example.body = readBody(data, stdin);
  }
  example.method ??= data.length && !get ? 'POST' : 'GET';
  return example;
}

/** A curl request body: JSON when it parses, from the here-document for `@-`, unreadable from a file. */
function readBody(data: string[], stdin: string | undefined): HttpExample['body'] {
  const text = data.length === 1 && data[0] === '@-' ? stdin : data.length === 1 ? data[0] : undefined;
  if (text === undefined)
    return {
      unreadable: data[0]?.startsWith('@') ? `the body is read from ${data[0].slice(1)}` : 'the body is form data',
    };
  if (text.startsWith('@')) return { unreadable: `the body is read from ${text.slice(1)}` };
  if (!/^\s*[[{]/.test(text)) return { unreadable: 'the body is form data' };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { invalid: `the body is not valid JSON: ${(error as Error).message}` };
  }
}

/** Every `curl` command of a shell code block, with its line in the block (0-based). */
export function extractCurl(code: string): HttpExample[] {
  return parseShell(code)
    .filter((command) => command.words[0] === 'curl')
    .map((command) => readCurl(command.words, command.line, command.stdin));
}
