import { maskSecrets } from './auth.client';
import type { BuiltRequest } from './request.client';

/** POSIX shell single-quoting: safe for any value. */
export const shellQuote = (s: string) => (/^[A-Za-z0-9_./:=@%+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** A multipart part as curl's -F takes it: `name=value`, or `name=@file` for a file. */
const curlPart = (part: NonNullable<BuiltRequest['form']>[number]) =>
  'file' in part ? `${part.name}=@${part.file.name}` : `${part.name}=${part.value.replace(/^[@<]/, '\\$&')}`;

/** The request as a curl command, secrets masked unless revealed. */
export function toCurl(req: BuiltRequest, secrets: string[], reveal = false): string {
  const lines = [`curl -X ${req.method} ${shellQuote(req.url)}`];
  for (const [name, value] of req.headers) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  for (const part of req.form ?? []) lines.push(`  -F ${shellQuote(curlPart(part))}`);
  if (req.body !== undefined) lines.push(`  --data-raw ${shellQuote(req.body)}`);
  const text = lines.join(' \\\n');
  return reveal ? text : maskSecrets(text, secrets);
}

/** The request as a JavaScript fetch call, secrets masked unless revealed. */
export function toFetch(req: BuiltRequest, secrets: string[], reveal = false): string {
  const init: Record<string, unknown> = { method: req.method };
  if (req.headers.length) init.headers = Object.fromEntries(req.headers);
  if (req.body !== undefined) init.body = req.body;
  let form = '';
  if (req.form) {
    // FormData is code, not JSON: the init's body is a placeholder replaced by the variable's name.
    init.body = '\0body';
    form = `const body = new FormData();\n${req.form
      .map((p) =>
        'file' in p
          ? `body.append(${JSON.stringify(p.name)}, fileInput.files[0]); // ${p.file.name}`
          : `body.append(${JSON.stringify(p.name)}, ${JSON.stringify(p.value)});`,
      )
      .join('\n')}\n`;
  }
  const text =
    form +
    `const response = await fetch(${JSON.stringify(req.url)}, ${JSON.stringify(init, null, 2).replace('"\\u0000body"', 'body')});\n` +
    'console.log(response.status, await response.text());';
  return reveal ? text : maskSecrets(text, secrets);
}

/** A Python string literal (JSON's escapes are Python's, for text). */
const py = (s: string) => JSON.stringify(s);

/** The request with Python's requests, secrets masked unless revealed. */
export function toPython(req: BuiltRequest, secrets: string[], reveal = false): string {
  const args = [py(req.method), py(req.url)];
  const headers = req.headers.filter(([name]) => !(req.form && /^content-type$/i.test(name)));
  const lines = ['import requests', ''];
  if (headers.length) lines.push(`headers = {\n${headers.map(([n, v]) => `    ${py(n)}: ${py(v)},`).join('\n')}\n}`);
  if (headers.length) args.push('headers=headers');
  const texts = req.form?.filter((p) => !('file' in p)) ?? [];
  const files = req.form?.filter((p) => 'file' in p) ?? [];
  if (texts.length) {
    lines.push(
      `data = [\n${texts.map((p) => `    (${py(p.name)}, ${py('value' in p ? p.value : '')}),`).join('\n')}\n]`,
    );
    args.push('data=data');
  }
  if (files.length) {
    lines.push(
      `files = [\n${files.map((p) => `    (${py(p.name)}, open(${py('file' in p ? p.file.name : '')}, "rb")),`).join('\n')}\n]`,
    );
    args.push('files=files');
  }
  if (req.body !== undefined) {
    lines.push(`payload = ${py(req.body)}`);
    args.push('data=payload');
  }
  lines.push('', `response = requests.request(${args.join(', ')})`, 'print(response.status_code, response.text)');
  const text = lines.join('\n');
  return reveal ? text : maskSecrets(text, secrets);
}
