import { getContentGraph } from '@/lib/site/source';

export const dynamic = 'force-static';

/**
 * The site's redirects, `[{ "from", "to" }]` (lib/site/redirects.ts): what `npm start` answers with
 * 308 (lib/http/redirects.ts) and the static export writes to `out/_redirects`.
 */
export function GET() {
  const rules = getContentGraph().redirects.map(({ from, to }) => ({ from, to }));
  return new Response(JSON.stringify(rules), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
