import { siteFeed } from '@/lib/site/blog-feed';

export const dynamic = 'force-static';

/** /blog/atom.xml */
export function GET() {
  return new Response(siteFeed().atom1(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
