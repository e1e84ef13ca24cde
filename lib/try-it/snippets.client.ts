import { maskSecrets } from './auth.client';
import type { BuiltRequest } from './request.client';

/** POSIX shell single-quoting: safe for any value. */
export const shellQuote = (s: string) => (/^[A-Za-z0-9_./:=@%+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** The request as a curl command, secrets masked unless revealed. */
export function toCurl(req: BuiltRequest, secrets: string[], reveal = false): string {
  const lines = [`curl -X ${req.method} ${shellQuote(req.url)}`];
  for (const [name, value] of req.headers) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (req.body !== undefined) lines.push(`  --data-raw ${shellQuote(req.body)}`);
  const text = lines.join(' \\\n');
  return reveal ? text : maskSecrets(text, secrets);
}

/** The request as a JavaScript fetch call, secrets masked unless revealed. */
export function toFetch(req: BuiltRequest, secrets: string[], reveal = false): string {
  const init: Record<string, unknown> = { method: req.method };
  if (req.headers.length) init.headers = Object.fromEntries(req.headers);
  if (req.body !== undefined) init.body = req.body;
  const text =
    `const response = await fetch(${JSON.stringify(req.url)}, ${JSON.stringify(init, null, 2)});\n` +
    'console.log(response.status, await response.text());';
  return reveal ? text : maskSecrets(text, secrets);
}
