import fs from 'node:fs';
import path from 'node:path';
import { preferredFormat } from './accept';
import { onHead, type RequestHandler } from './cached-handler';
import { cacheKeyUrl } from './shared-cache';

/** The routes that have a Markdown copy under a public folder (`public/docs/a/b.md` → `/docs/a/b`). */
export function markdownRoutes(publicDir: string): Set<string> {
  const routes = new Set<string>();
  if (!fs.existsSync(publicDir)) return routes;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const file = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    routes.add(`/${file.slice(0, -'.md'.length)}`);
  }
  return routes;
}

/**
 * Markdown on request: a GET or HEAD of a page that has a Markdown copy, asking for
 * `text/markdown` (preferredFormat), is answered with the copy, as if `<page>.md` had been asked
 * for (the request's target is rewritten before the handler inside sees it, so the shared cache
 * stores and replays the copy under its own path and never serves one format for the other).
 * Both answers of such a page say `Vary: Accept`, for the caches downstream; the copy also says
 * where it lives (`Content-Location`). Pages without a copy (drafts, test routes), RSC requests and
 * every other path pass through untouched.
 */
export function withMarkdownNegotiation(origin: RequestHandler, routes: ReadonlySet<string>): RequestHandler {
  return (req, res) => {
    const route = cacheKeyUrl(req.url ?? '');
    const page = route !== undefined && (req.method === 'GET' || req.method === 'HEAD') && req.headers.rsc !== '1';
    if (!page || !routes.has(route)) return origin(req, res);
    const copy = preferredFormat(req.headers.accept) === 'markdown' ? `${route}.md` : undefined;
    onHead(res, (_status, head) => {
      const vary = head.get('vary');
      if (!/(^|,)\s*(accept|\*)\s*(,|$)/i.test(vary)) {
        head.drop((name) => name === 'vary');
        head.set('vary', vary ? `${vary}, Accept` : 'Accept');
      }
      if (copy) head.set('content-location', copy);
    });
    if (copy) req.url = copy;
    return origin(req, res);
  };
}
