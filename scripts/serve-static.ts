/**
 * Serves a static export like a plain static host would: files from out/, `/docs/x` answered by
 * `docs/x.html`, unknown paths by `404.html` with status 404 (a locale's by its own `fr/404.html`,
 * the nearest 404.html as Cloudflare Pages picks it; `_redirects` says the same to Netlify), and the security headers of
 * out/_headers (its `/*` block, then the block of the path, as Netlify applies them). Until the
 * export has finished (out/.export-done) it answers 503, so the end-to-end tests wait for a
 * complete export. Usage: tsx scripts/serve-static.ts [dir] [port]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { staticNotFoundFile } from '../lib/http/locale-not-found';
import { headersForPath } from '../lib/security/csp-manifest';

const dir = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? 3000);

/** out/_headers, read again only when it changes (an export made while this serves). */
let rules = { mtimeMs: -1, text: '' };
function headerRules(): string {
  const file = path.join(dir, '_headers');
  const mtimeMs = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  if (mtimeMs !== rules.mtimeMs) rules = { mtimeMs, text: mtimeMs ? fs.readFileSync(file, 'utf8') : '' };
  return rules.text;
}

http
  .createServer((request, response) => {
    if (!fs.existsSync(path.join(dir, '.export-done'))) {
      response.writeHead(503, { 'Retry-After': '5' }).end('The static export is not ready yet.\n');
      return;
    }
    const pathname = (request.url ?? '/').split('?')[0];
    for (const { key, value } of headersForPath(headerRules(), pathname)) response.setHeader(key, value);
    const notFound = staticNotFoundFile(dir, request.url ?? '/');
    if (notFound) {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : fs.readFileSync(notFound));
      return;
    }
    void handler(request, response, { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false });
  })
  .listen(port, () => console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} on http://localhost:${port}`));
