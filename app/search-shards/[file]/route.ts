import { searchShards } from '@/lib/site/site-files';

export const dynamic = 'force-static';
// Only the shards of the current index exist: any other name is a 404.
export const dynamicParams = false;

/** Every shard of the search index: the build prerenders them, the export writes them as files. */
export async function generateStaticParams() {
  return [...(await searchShards()).keys()].map((file) => ({ file }));
}

/** One shard of the search index; its name carries a hash of its content, so it never changes. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const text = (await searchShards()).get((await params).file);
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
