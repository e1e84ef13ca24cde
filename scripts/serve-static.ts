/**
 * Serves a static export like a plain static host would: files from out/, `/docs/x` answered by
 * `docs/x.html`, unknown paths by `404.html` with status 404, and the security headers of
 * out/_headers. Until the export has finished (out/.export-done) it answers 503, so the end-to-end
 * tests wait for a complete export. Usage: tsx scripts/serve-static.ts [dir] [port]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

const dir = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? 3000);

/** The header lines of out/_headers (one `/*` block). */
function readHeaders(): Array<{ key: string; value: string }> {
  const file = path.join(dir, '_headers');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => {
      const at = line.indexOf(':');
      return { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

http
  .createServer((request, response) => {
    if (!fs.existsSync(path.join(dir, '.export-done'))) {
      response.writeHead(503, { 'Retry-After': '5' }).end('The static export is not ready yet.\n');
      return;
    }
    for (const { key, value } of readHeaders()) response.setHeader(key, value);
    void handler(request, response, { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false });
  })
  .listen(port, () => console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} on http://localhost:${port}`));
