import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { inlineSvg } from '@/lib/assets/inline-svg';

interface SvgImageProps {
  /** A path under public/ or a URL. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

const PUBLIC_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');
// The logo is on every page: read each file once per process, not on every page render.
const files = new Map<string, string | null>();

/** The markup of a local SVG under public/, or null for anything else. */
function readLocalSvg(src: string): string | null {
  if (!src.startsWith('/') || src.startsWith('//') || !src.endsWith('.svg')) return null;
  if (!files.has(src)) {
    const file = path.join(PUBLIC_DIR, decodeURIComponent(src));
    files.set(
      src,
      file.startsWith(PUBLIC_DIR + path.sep) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null,
    );
  }
  return files.get(src)!;
}

/**
 * An image of fixed size (a logo, an avatar): a local SVG is drawn inline (see
 * lib/assets/inline-svg.ts for why and when), anything else is an `<img>`.
 */
export function SvgImage({ src, alt, width, height, className }: SvgImageProps) {
  const local = readLocalSvg(src);
  const inline = local && inlineSvg(local, { label: alt, width, height, className });
  if (inline) return <span className="svg-image" dangerouslySetInnerHTML={{ __html: inline }} />;
  // biome-ignore lint/performance/noImgElement: an image of fixed size; next/image adds nothing here.
  return <img src={src} alt={alt} width={width} height={height} className={className} />;
}
