import { routesFile } from '@/lib/not-found/routes-file';
import { getSeoPages } from '@/lib/seo/pages';

export const dynamic = 'force-static';

/** Every public page's path and title, for the 404 page's suggestions (lib/not-found/). */
export async function GET() {
  const file = routesFile((await getSeoPages()).values());
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
