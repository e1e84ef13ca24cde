import { ImageResponse } from 'next/og';
import { PreviewCard } from '@/components/seo/preview-card';
import { ogFontsFor } from '@/lib/assets/og-fonts';
import { cachedPreviewImage } from '@/lib/assets/preview-cache';
import { siteConfig } from '@/lib/config/site';
import { siteLocales, splitLocaleRoute } from '@/lib/i18n/locales';
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
  // A right-to-left locale's card is mirrored; the host stays as written (a URL reads left to right).
  const { locale } = splitLocaleRoute(page.path, siteLocales(siteConfig.i18n));
  const card = PreviewCard({
    brand,
    heading: `${siteConfig.title} · ${page.section}`,
    title: page.title,
    description: page.description,
    host: new URL(siteConfig.url).host,
    direction: page.fallback ? 'ltr' : locale.direction,
  });
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
