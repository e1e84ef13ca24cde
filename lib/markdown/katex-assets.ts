import fs from 'node:fs';
import path from 'node:path';

/**
 * KaTeX's dist folder, found as Node finds packages: in node_modules from the project root up (a
 * copy of the site inside the project resolves the checkout's). Not `require.resolve`: in a route
 * bundled by Turbopack it gives a module id.
 */
function dist(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(/*turbopackIgnore: true*/ dir, 'node_modules', 'katex', 'dist');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`katex/dist not found in node_modules from ${process.cwd()} up`);
  }
}

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
