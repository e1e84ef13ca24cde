import { searchIndexJson, searchVersions, versionSearchIndexJson } from '@/lib/site/site-files';
import { CURRENT_VERSION } from '@/lib/versions/layout';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * Each docs version's search manifest by name (`/search-index-default/3.2.json`); `current.json` is
 * the site's own (the same as /search-index-default.json), so the route always has a file to
 * generate (a static export refuses a dynamic route without one).
 */
export async function generateStaticParams() {
  return [CURRENT_VERSION, ...(await searchVersions())].map((version) => ({ file: `${version}.json` }));
}

/** A docs version's search manifest: its own records and shards (lib/versions). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const version = (await params).file.replace(/\.json$/, '');
  const text = version === CURRENT_VERSION ? await searchIndexJson() : await versionSearchIndexJson(version);
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
