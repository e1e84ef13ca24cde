import { siteFeed } from '@/lib/site/blog-feed';

export const dynamic = 'force-static';

/** /blog/rss.xml */
export function GET() {
  return new Response(siteFeed().rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
