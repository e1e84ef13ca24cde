import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from './cached-handler';

/**
 * A locale's unknown paths answer its own 404 page (lib/i18n/README.md): Next answers every URL no
 * route matches with the site's one 404 page (app/global-not-found.tsx, in the default locale), so
 * `npm start` sends `/fr/nope` the prerendered `/fr/404` instead, with status 404, as a static host
 * serves `fr/404.html` (scripts/serve-static.ts, out/_redirects).
 */

/** The pathname of a request target, decoded, without a query or trailing slash; undefined when malformed. */
function pathnameOf(url: string): string | undefined {
  const raw = url.split(/[?#]/)[0] || '/';
  try {
    const pathname = decodeURIComponent(raw);
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  } catch {
    return undefined;
  }
}

/**
 * Where a request is answered from when it is a locale's unknown path: the locale's 404 route
 * (`notFoundOf(pathname)`, `/fr/404`), or undefined when the path is a page or file (`isRoute`) or
 * no locale's (the default locale's unknown paths keep Next's 404). The 404 route itself answers 404.
 */
export function localeNotFoundTarget(
  url: string,
  notFoundOf: (pathname: string) => string | undefined,
  isRoute: (pathname: string) => boolean,
): string | undefined {
  const pathname = pathnameOf(url);
  if (pathname === undefined) return undefined;
  const target = notFoundOf(pathname);
  if (target === undefined) return undefined;
  return pathname === target || !isRoute(pathname) ? target : undefined;
}

/**
 * What `npm start` answers a locale's unknown paths with (`localeNotFoundTarget` over the site's
 * locales), or undefined when the site has one locale: then no path is a locale's, and the server
 * skips the check (and the decoding it costs) on every request.
 */
export function localeNotFoundResolver(
  localeCount: number,
  notFoundOf: (pathname: string) => string | undefined,
  isRoute: (pathname: string) => boolean,
): ((url: string) => string | undefined) | undefined {
  if (localeCount < 2) return undefined;
  return (url) => localeNotFoundTarget(url, notFoundOf, isRoute);
}

/**
 * The routes `npm start` serves: every prerendered page (the build's CSP manifest lists them all,
 * since every route is prerendered) and every file of public/ (a locale's feeds, Markdown copies).
 */
export function servedRoutes(pages: Iterable<string>, publicDir: string): (pathname: string) => boolean {
  const routes = new Set(pages);
  return (pathname) => {
    if (routes.has(pathname)) return true;
    const file = path.join(publicDir, pathname);
    return file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
  };
}

/**
 * Answers a locale's unknown path (`targetOf(url)`) with its 404 page: the target is rewritten
 * before the handler inside sees it (the shared cache keeps that page once, under its own path) and
 * the response leaves with status 404. Conditional headers are dropped: a 304 would not say 404.
 * With no `targetOf` (a site with one locale) the handler is the origin itself.
 */
export function withLocaleNotFound(
  origin: RequestHandler,
  targetOf: ((url: string) => string | undefined) | undefined,
): RequestHandler {
  if (!targetOf) return origin;
  return (req, res) => {
    const target = targetOf(req.url ?? '/');
    if (target === undefined) return origin(req, res);
    req.url = target;
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    const { writeHead } = res;
    res.writeHead = function (this: typeof res, status: number, ...rest: unknown[]) {
      return (writeHead as (...args: unknown[]) => typeof res).call(this, status === 200 ? 404 : status, ...rest);
    } as typeof res.writeHead;
    res.statusCode = 404;
    return origin(req, res);
  };
}

/**
 * For a static export served as a plain host would (scripts/serve-static.ts): the file that answers
 * a path with status 404 when the path is under a folder with its own `404.html` (`out/fr/404.html`,
 * a locale's) and no file serves it (`fr/x`, `fr/x.html`, `fr/x/index.html`), as Cloudflare Pages
 * picks the nearest 404.html. Undefined otherwise: the host's own rules (the site's 404.html) apply.
 */
export function staticNotFoundFile(dir: string, url: string): string | undefined {
  const pathname = pathnameOf(url);
  const first = pathname?.split('/')[1];
  if (!pathname || !first) return undefined;
  const page = path.join(dir, first, '404.html');
  if (!page.startsWith(dir + path.sep) || !fs.existsSync(page)) return undefined;
  const file = path.join(dir, pathname);
  if (!file.startsWith(dir + path.sep)) return undefined;
  if (pathname === `/${first}/404`) return page;
  const served = [file, `${file}.html`, path.join(file, 'index.html')].some(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  return served ? undefined : page;
}
