import { queryNames } from './curl';
import type { HttpExample } from './types';

const REQUEST_LINE = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/;

/**
 * Reads the requests of an `http` code block: `METHOD /path HTTP/1.1`, headers (`Host` gives the
 * origin of a relative target), a blank line, then the body. Several requests are separated by
 * `###`, as in the REST Client format.
 */
export function extractHttp(code: string): HttpExample[] {
  const examples: HttpExample[] = [];
  const lines = code.split('\n');
  let i = 0;
  while (i < lines.length) {
    const m = REQUEST_LINE.exec(lines[i].trim());
    if (!m) {
      i++;
      continue;
    }
    const example: HttpExample = { kind: 'http', line: i, method: m[1], headers: [], query: queryNames(m[2]) };
    let host = '';
    for (i++; i < lines.length && lines[i].trim() !== ''; i++) {
      const [name, ...rest] = lines[i].split(':');
      example.headers.push(name.trim().toLowerCase());
      if (name.trim().toLowerCase() === 'host') host = rest.join(':').trim();
    }
    example.url = m[2].startsWith('/') ? `https://${host}${m[2]}` : m[2];
    const body: string[] = [];
    for (; i < lines.length && !lines[i].startsWith('###'); i++) body.push(lines[i]);
    const text = body.join('\n').trim();
    if (text) {
      try {
        example.body = { value: JSON.parse(text) };
      } catch (error) {
        example.body = { invalid: `the body is not valid JSON: ${(error as Error).message}` };
      }
    }
    examples.push(example);
  }
  return examples;
}
