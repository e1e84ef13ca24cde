import type { DocsData } from './data';

/** The first sentence of a scheme's description, on one line, without Markdown emphasis. */
const firstSentence = (text = '') =>
  (/^[\s\S]*?[.!?](\s|$)/.exec(text.replace(/\s+/g, ' ').trim())?.[0] ?? text).replace(/\*\*/g, '').trim();

/**
 * What the server tells an agent on connecting: what it covers, the two APIs with their token
 * kinds and where tokens go (from the references' security schemes), and how the tools chain.
 */
export function serverInstructions(data: DocsData): string {
  const apis = data.apis.map(({ id, model }) => {
    const schemes = model.securitySchemes.map((s) => `  - ${s.key}: ${s.summary}. ${firstSentence(s.description)}`);
    const servers = model.servers.map((s) => s.url).join(', ');
    return [`- ${model.title} (api "${id}", ${servers}). Tokens:`, ...schemes].join('\n');
  });
  return [
    `Read-only access to the Acme developer documentation (${data.siteUrl}): ` +
      'guides, blog posts and the API references.',
    'The APIs:',
    ...apis,
    'Read-write and private tokens belong on servers, never in browser code; ' +
      'a read-only or public token is safe in a browser.',
    'Start with search_docs; read a doc or api result with get_page (its #anchor gives one section). For an API call, find the ' +
      'operation with list_operations or search_docs, read it with get_operation, and run check_request ' +
      'on the request you write before sending it (the tools never send requests).',
  ].join('\n');
}
