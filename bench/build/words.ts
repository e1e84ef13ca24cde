/**
 * The words of a developer portal, and the prose, lists and code blocks the synthetic docs are
 * made of: templates over fixed word lists, so a seed gives the same text on every run, and no
 * MDX-special characters outside code.
 */
import { slug as slugify } from 'github-slugger';
import type { Random } from '../random';
import { ADJECTIVES, BASE_VERBS, IDENTIFIERS, LANGUAGES, NOUNS, VERBS } from './word-lists';

export { ADJECTIVES, ADMONITIONS, AREAS, H2S, H3S, NOUNS, SUB_AREAS, TITLE_OBJECTS, TITLE_VERBS } from './word-lists';

export const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);

/** One sentence of documentation prose, from templates (no MDX-special characters). */
export function sentence(r: Random): string {
  const n = () => r.pick(NOUNS);
  const v = () => r.pick(VERBS);
  const a = () => r.pick(ADJECTIVES);
  const templates = [
    () => `The ${a()} ${n()} ${v()} the ${n()} before the ${n()} ${v()} it.`,
    () => `When a ${n()} ${v()} a ${a()} ${n()}, the ${n()} ${v()} it within a few seconds.`,
    () => `Set \`${r.pick(IDENTIFIERS)}\` to control how the ${n()} ${v()} each ${n()}.`,
    () => `Each ${n()} has a \`${r.pick(IDENTIFIERS)}\` field that identifies the ${a()} ${n()}.`,
    () => `If the ${n()} is ${a()}, the API ${v()} the ${n()} and returns an error.`,
    () => `You can ${r.pick(BASE_VERBS)} the ${n()} from the dashboard or with the API.`,
    () => `This keeps the ${n()} small and makes the ${a()} ${n()} easier to debug.`,
    () => `In most projects the ${a()} ${n()} is enough; change it only when the ${n()} ${v()} too often.`,
    () => `The **${a()} ${n()}** is what the ${n()} ${v()} when nothing else is set.`,
  ];
  return r.pick(templates)();
}

export function paragraph(r: Random): string {
  return Array.from({ length: r.int(3, 6) }, () => sentence(r)).join(' ');
}

export function list(r: Random): string {
  if (r.next() < 0.5)
    return Array.from(
      { length: r.int(3, 5) },
      (_, i) => `${i + 1}. ${capitalize(r.pick(BASE_VERBS))} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}.`,
    ).join('\n');
  return Array.from(
    { length: r.int(3, 5) },
    () => `- **${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}**: ${sentence(r)}`,
  ).join('\n');
}

/** A fenced code block in one of the portal's languages, 6–16 lines. */
export function codeBlock(r: Random, fileSlug: string, area: string): string {
  const lang = r.pick(LANGUAGES);
  const ids = r.shuffle(IDENTIFIERS).slice(0, r.int(3, 6));
  const value = (id: string) =>
    /Ms|Size|Attempts|In$/.test(id) ? String(r.int(1, 500)) : `'${r.pick(ADJECTIVES)}-${r.int(100, 999)}'`;
  const resource = slugify(area);
  switch (lang) {
    case 'ts':
      return [
        `\`\`\`ts title="src/${fileSlug}.ts"`,
        `import { createClient } from '@acme/sdk';`,
        '',
        'const client = createClient({ apiKey: process.env.ACME_API_KEY });',
        '',
        `const result = await client.request('POST', '/v1/${resource}', {`,
        ...ids.map((id) => `  ${id}: ${value(id)},`),
        '});',
        `console.log(result.${ids[0]});`,
        '```',
      ].join('\n');
    case 'bash':
      return [
        '```bash',
        `curl -X POST https://api.acme.com/v1/${resource} \\`,
        '  -H "Authorization: Bearer $ACME_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{ ${ids.map((id) => `"${id}": ${value(id).replace(/'/g, '"')}`).join(', ')} }'`,
        '```',
      ].join('\n');
    case 'json':
      return [
        '```json',
        '{',
        ids.map((id) => `  "${id}": ${value(id).replace(/'/g, '"')}`).join(',\n'),
        '}',
        '```',
      ].join('\n');
    case 'yaml':
      return [
        '```yaml title="acme.config.yaml"',
        `${resource}:`,
        ...ids.map((id) => `  ${id}: ${value(id).replace(/'/g, '')}`),
        '```',
      ].join('\n');
    default:
      return [
        '```python',
        'import os',
        'import requests',
        '',
        'response = requests.post(',
        `    "https://api.acme.com/v1/${resource}",`,
        '    headers={"Authorization": f"Bearer {os.environ[\'ACME_API_KEY\']}"},',
        `    json={${ids.map((id) => `"${id}": ${value(id).replace(/'/g, '"')}`).join(', ')}},`,
        ')',
        'response.raise_for_status()',
        '```',
      ].join('\n');
  }
}
