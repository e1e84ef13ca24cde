import { katexAsset, katexAssets } from '@/lib/markdown/katex-assets';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** KaTeX's stylesheet and its woff2 fonts, written at build time; only pages with math link them. */
export function generateStaticParams() {
  return katexAssets().map((asset) => ({ asset: asset.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ asset: string[] }> }) {
  const { body, type } = katexAsset((await params).asset.join('/'));
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
