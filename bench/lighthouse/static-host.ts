/**
 * A static host for the Docusaurus build that `bench:lighthouse -- --docusaurus` audits beside
 * ours: what a plain static host does (Netlify, GitHub Pages), and what `npm start` does for our
 * pages in the same run, so the two differ by their sites and not their servers. Clean URLs
 * (`/docs/x` answered by `docs/x.html` or `docs/x/index.html`), gzip when the browser accepts it
 * (compressed once per file, as npm start's shared cache does), `404.html` with status 404.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** Types worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * The files a URL path may be served from, in order (relative to the site's folder), or none for a
 * path that leaves the folder or is not a path. `/` → index.html; `/blog` → blog.html, then
 * blog/index.html; `/img/logo.svg` → the file itself.
 */
export function candidateFiles(pathname: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.split(/[?#]/)[0]);
  } catch {
    return [];
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return [];
  const clean = path.posix.normalize(decoded).replace(/^\/+|\/+$/g, '');
  if (clean.split('/').includes('..')) return [];
  if (clean === '') return ['index.html'];
  if (path.posix.extname(clean)) return [clean, `${clean}/index.html`];
  return [`${clean}.html`, `${clean}/index.html`];
}

export const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Serves `dir` on 127.0.0.1:`port` until the process ends. */
export function serveStaticSite(dir: string, port: number): http.Server {
  const gzipped = new Map<string, Buffer>();
  const find = (pathname: string) =>
    candidateFiles(pathname)
      .map((file) => path.join(dir, file))
      .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  return http
    .createServer((request, response) => {
      const found = find(request.url ?? '/');
      const file = found ?? path.join(dir, '404.html');
      const status = found ? 200 : 404;
      if (!fs.existsSync(file)) return void response.writeHead(404).end('Not found\n');
      const type = contentType(file);
      let body: Buffer = fs.readFileSync(file);
      const headers: Record<string, string> = { 'Content-Type': type, Vary: 'Accept-Encoding' };
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        const cached = gzipped.get(file) ?? zlib.gzipSync(body);
        gzipped.set(file, cached);
        body = cached;
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = String(body.length);
      response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
    })
    .listen(port, '127.0.0.1');
}
