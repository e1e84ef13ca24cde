import { searchRecordsJson } from '@/lib/site/site-files';

export const dynamic = 'force-static';

/** Every search record with a stable id, for a hosted search engine's import (lib/search/README.md). */
export async function GET() {
  return new Response(await searchRecordsJson(), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
