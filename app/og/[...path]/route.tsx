import { ImageResponse } from 'next/og';
import { ogFontsFor } from '@/lib/assets/og-fonts';
import { cachedPreviewImage } from '@/lib/assets/preview-cache';
import { siteConfig } from '@/lib/config/site';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/seo/metadata';
import { getSeoPages } from '@/lib/site/seo';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One preview image per public page: `/og/docs/x.png` for `/docs/x`. */
export async function generateStaticParams() {
  return [...(await getSeoPages()).values()]
    .filter((page) => !page.fallback)
    .map(({ path }) => ({ path: ogImagePath(path).slice('/og/'.length).split('/') }));
}

function pagePath(segments: string[]): string {
  const joined = `/${segments.join('/').replace(/\.png$/, '')}`;
  return joined === '/index' ? '/' : joined;
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[...path]'>) {
  const page = (await getSeoPages()).get(pagePath((await params).path));
  if (!page) return new Response('Not found', { status: 404 });
  const brand = siteConfig.brandColor;
  const card = (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#ffffff',
        borderTop: `24px solid ${brand}`,
      }}
    >
      <div
        style={{ display: 'flex', fontSize: 30, color: brand, fontWeight: 700 }}
      >{`${siteConfig.title} · ${page.section}`}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div
          style={{
            display: 'flex',
            fontSize: page.title.length > 48 ? 60 : 76,
            fontWeight: 700,
            color: '#1c1e21',
            lineHeight: 1.1,
          }}
        >
          {page.title}
        </div>
        {page.description && (
          <div style={{ display: 'flex', fontSize: 30, color: '#525860', lineHeight: 1.35 }}>{page.description}</div>
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#525860' }}>{new URL(siteConfig.url).host}</div>
    </div>
  );
  // A title in another script (Arabic) is drawn with a local font for it, never fetched (lib/assets/og-fonts.ts).
  const fonts = ogFontsFor([siteConfig.title, page.section, page.title, page.description ?? '']);
  // A rebuild reuses the images whose card did not change (lib/assets/preview-cache.ts).
  const png = await cachedPreviewImage(
    card,
    OG_IMAGE_SIZE,
    () => new ImageResponse(card, { ...OG_IMAGE_SIZE, ...(fonts && { fonts: fonts.fonts }) }).arrayBuffer(),
    undefined,
    fonts?.id,
  );
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}
