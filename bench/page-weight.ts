/**
 * First-load JavaScript of prerendered pages: every script the HTML loads (src and preloads),
 * gzip-compressed as a server would send it. Reads the production build in .next/ (run
 * `npm run build` first). Usage: npm run bench:weight -- [route ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { scriptsAfterPaint } from '../lib/security/scripts-after-paint';
import { checkHost } from './host';

export interface PageWeight {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Script URLs a page's HTML makes the browser download at first load. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]);
  // The chunks the page's loader adds after its first paint (lib/security/scripts-after-paint.ts).
  for (const { src } of scriptsAfterPaint(html)) urls.add(src);
  for (const m of html.matchAll(
    /<link[^>]+rel="(?:preload|modulepreload)"[^>]+href="([^"]+\.js)"|<link[^>]+href="([^"]+\.js)"[^>]+rel="(?:preload|modulepreload)"/g,
  ))
    urls.add(m[1] ?? m[2]);
  return [...urls].filter((u) => u.startsWith('/_next/'));
}

/** Measures one prerendered route of a build directory. */
export function measurePage(distDir: string, route: string): PageWeight {
  const htmlFile = path.join(distDir, 'server/app', route === '/' ? 'index.html' : `${route}.html`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  let rawBytes = 0;
  let gzipBytes = 0;
  const urls = scriptUrls(html);
  for (const url of urls) {
    const file = fs.readFileSync(path.join(distDir, url.replace(/^\/_next\//, '')));
    rawBytes += file.length;
    gzipBytes += zlib.gzipSync(file, { level: 9 }).length;
  }
  return { route, scripts: urls.length, rawBytes, gzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints a table of page weights. */
export function printWeights(weights: PageWeight[]) {
  console.log('route'.padEnd(44), 'scripts', 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const w of weights)
    console.log(
      w.route.padEnd(44),
      String(w.scripts).padStart(7),
      kb(w.rawBytes).padStart(10),
      kb(w.gzipBytes).padStart(10),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Bytes do not depend on the host's speed; the calibration is printed as for every benchmark.
  checkHost('bench:weight');
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.error('No production build in .next/: run `npm run build` first.');
    process.exit(1);
  }
  const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const list = routes.length
    ? routes
    : ['/', '/docs/experience-sdk/intro', '/markdown-page', '/api/content', '/api/profiles'];
  printWeights(list.map((route) => measurePage('.next', route)));
}
