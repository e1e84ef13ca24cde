import { mermaidAsset, mermaidAssets, mermaidVersion } from '@/lib/markdown/mermaid-assets';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * mermaid's prebuilt ES modules (the entry and the chunks it imports), written at build time under
 * its version: the diagrams import them by URL (lib/browser/diagram-behaviour.ts), so Turbopack
 * never compiles mermaid. A page without a diagram loads none of them.
 */
export function generateStaticParams() {
  const version = mermaidVersion();
  return mermaidAssets().map((file) => ({ version, file: file.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const { body, type } = mermaidAsset((await params).file.join('/'));
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
