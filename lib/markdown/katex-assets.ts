import fs from 'node:fs';
import path from 'node:path';
import { packageDir } from './package-dir';

/** KaTeX's dist folder (lib/markdown/package-dir.ts). */
const dist = () => packageDir('katex', 'dist');

/**
 * The files a page with math needs: KaTeX's stylesheet, with its font list cut to woff2 (every
 * browser the site supports reads it), and the woff2 fonts it names.
 */
export function katexAssets(): string[] {
  const fonts = fs
    .readdirSync(path.join(/*turbopackIgnore: true*/ dist(), 'fonts'))
    .filter((name) => name.endsWith('.woff2'));
  return ['katex.min.css', ...fonts.map((name) => `fonts/${name}`)];
}

/** One of katexAssets() with its content type. */
export function katexAsset(name: string): { body: Buffer; type: string } {
  if (!katexAssets().includes(name)) throw new Error(`not a KaTeX asset: ${name}`);
  const body = fs.readFileSync(path.join(/*turbopackIgnore: true*/ dist(), name));
  if (name.endsWith('.woff2')) return { body, type: 'font/woff2' };
  // `src:url(a.woff2) format("woff2"),url(a.woff) format("woff"),url(a.ttf) format("truetype")`
  const css = body
    .toString('utf8')
    .replace(
      /(url\([^)]+\.woff2\) format\("woff2"\)),url\([^)]+\) format\("woff"\),url\([^)]+\) format\("truetype"\)/g,
      '$1',
    );
  return { body: Buffer.from(css), type: 'text/css; charset=utf-8' };
}
