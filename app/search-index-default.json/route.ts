import { searchIndexJson } from '@/lib/site/site-files';

export const dynamic = 'force-static';

/** The search index (`search-index-{docs plugin id}.json`), generated from the content graph. */
export async function GET() {
  return new Response(await searchIndexJson(), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
