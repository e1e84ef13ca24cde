import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { diskCache } from '../build/disk-cache';

/**
 * The preview images (`/og/...png`) of a build, kept in .next/cache/acme-og/ by a key over what
 * the picture is drawn from: the element tree (texts, colours, layout), the size and the renderer
 * (next/og's version: its fonts and engine). A rebuild draws only the images whose page title,
 * description or section changed, instead of all of them (about 20 ms each).
 */

/** Bump when the key or the stored format changes. */
const FORMAT = 'acme-og/1';

export const PREVIEW_CACHE_DIR = '.next/cache/acme-og';

/** Serialises a React element tree without React's internal fields (`_owner`, `_store`). Pure. */
export function elementText(element: unknown): string {
  return JSON.stringify(element, (key, value) => (key.startsWith('_') ? undefined : value));
}

/** The cache key of one image: a sha256 in hex. Pure. */
export function previewImageKey(element: unknown, size: { width: number; height: number }, renderer: string): string {
  return createHash('sha256')
    .update(`${FORMAT}\0${renderer}\0${size.width}x${size.height}\0${elementText(element)}`)
    .digest('hex');
}

const versions = new Map<string, string>();

/**
 * The installed next/og renderer's version (Next's): images drawn by another version are redrawn.
 * Read once per root: every preview image of a build asks.
 */
function rendererVersion(root = process.cwd()): string {
  let version = versions.get(root);
  if (version === undefined) versions.set(root, (version = readRendererVersion(root)));
  return version;
}

function readRendererVersion(root: string): string {
  try {
    const manifest = fs.readFileSync(
      /*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ root, 'node_modules/next/package.json'),
      'utf8',
    );
    return `next@${(JSON.parse(manifest) as { version: string }).version}`;
  } catch {
    return 'next@unknown';
  }
}

/**
 * The PNG of `element`: from the cache when drawn before, else drawn by `draw` and kept. `fonts`
 * names the fonts given beside next/og's own (lib/assets/og-fonts.ts), part of the renderer.
 */
export async function cachedPreviewImage(
  element: unknown,
  size: { width: number; height: number },
  draw: () => Promise<ArrayBuffer>,
  root = process.cwd(),
  fonts?: string,
): Promise<Uint8Array> {
  const cache = diskCache(PREVIEW_CACHE_DIR, '.png', root);
  const key = previewImageKey(element, size, fonts ? `${rendererVersion(root)}+${fonts}` : rendererVersion(root));
  const stored = cache.read(key);
  if (stored) return stored;
  const png = new Uint8Array(await draw());
  cache.write(key, png);
  return png;
}
