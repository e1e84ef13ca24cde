import { routesFile } from '@/lib/page-meta/not-found-routes.client';
import { getSeoPages } from '@/lib/site/seo';

export const dynamic = 'force-static';

/** Every public page's path and title, for the 404 page's suggestions (lib/page-meta/not-found-*.client.ts). */
export async function GET() {
  const file = routesFile((await getSeoPages()).values());
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
