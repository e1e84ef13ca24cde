import { llmsTxt } from '@/lib/site/site-files';

export const dynamic = 'force-static';

/** /llms.txt (https://llmstxt.org), generated from the content graph. */
export async function GET() {
  return new Response(await llmsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
