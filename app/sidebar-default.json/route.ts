import { sidebarJson } from '@/lib/site/site-files';

export const dynamic = 'force-static';

/** The whole docs sidebar (`sidebar-{docs plugin id}.json`), generated from the content graph. */
export async function GET() {
  return new Response(await sidebarJson(), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
