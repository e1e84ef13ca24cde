import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from './cached-handler';

/**
 * The site's path redirects in front of Next (`npm start`): a request for an old path is answered
 * `308 Permanent Redirect` to its page, the query string kept, before Next could answer 404. The
 * rules are the build's `/redirects.json` (app/redirects.json/route.ts, from lib/site/redirects.ts:
 * `redirect_from` and content/redirects.json, checked by the build). A rule whose `from` holds a
 * fragment never reaches a server (the browser keeps the fragment): the page runs it
 * (components/ui/fragment-redirects.tsx). The static export writes the same rules as `out/_redirects`
 * and a meta-refresh page at each old path (`redirectsFile`, `redirectPage`).
 */

export interface RedirectRule {
  from: string;
  to: string;
}

/** Where `next build` keeps the prerendered `/redirects.json`. */
export const BUILD_REDIRECTS_FILE = 'server/app/redirects.json.body';

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The path rules (a fragment rule is the browser's), by their normalized, decoded `from`. */
export function pathRedirects(rules: RedirectRule[]): Map<string, string> {
  return new Map(
    rules.filter((rule) => !rule.from.includes('#')).map((rule) => [decoded(normalize(rule.from)), rule.to]),
  );
}

/** The target of a request target (`/old?x=1` → `/new?x=1`), or undefined when no rule matches. */
export function redirectTarget(map: Map<string, string>, url: string | undefined): string | undefined {
  if (!url?.startsWith('/') || url.startsWith('//')) return undefined;
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  const to = map.get(decoded(normalize(pathname)));
  if (to === undefined || query < 0) return to;
  const hash = to.indexOf('#');
  const search = url.slice(query);
  return hash < 0 ? `${to}${search}` : `${to.slice(0, hash)}${search}${to.slice(hash)}`;
}

/** Answers the redirected paths with 308 and passes every other request to the handler. */
function withRedirects(handler: RequestHandler, rules: RedirectRule[]): RequestHandler {
  const map = pathRedirects(rules);
  return (req: IncomingMessage, res: ServerResponse) => {
    const location = map.size > 0 ? redirectTarget(map, req.url) : undefined;
    if (location === undefined) return handler(req, res);
    res.writeHead(308, {
      location,
      'content-type': 'text/plain; charset=utf-8',
      // Like a prerendered page: shared caches may keep it until the next deploy; browsers revalidate.
      'cache-control': 'public, max-age=0, must-revalidate, s-maxage=31536000',
    });
    res.end(req.method === 'HEAD' ? undefined : `Permanent redirect to ${location}\n`);
  };
}

/** The build's redirect rules (none when the build has no `/redirects.json`). */
export function readBuildRedirects(distDir = '.next'): RedirectRule[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, BUILD_REDIRECTS_FILE), 'utf8')) as RedirectRule[];
  } catch {
    return [];
  }
}

/** `npm start`'s wiring: the handler behind the build's redirects. */
export const withBuildRedirects = (handler: RequestHandler, distDir = '.next') =>
  withRedirects(handler, readBuildRedirects(distDir));

/** `out/_redirects` (Netlify and Cloudflare Pages): one `from to 308` line per path rule. */
export function redirectsFile(rules: RedirectRule[]): string {
  return [...pathRedirects(rules)].map(([from, to]) => `${encodeURI(from)} ${to} 308\n`).join('');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page a static host serves at an old path when it does not read `_redirects`: an immediate
 * meta refresh (no script: it works under the CSP and without JavaScript), a link, and the new
 * page as the canonical URL; search engines treat it as a permanent redirect.
 */
export function redirectPage(to: string, siteUrl?: string): string {
  const href = escapeHtml(to);
  const canonical = escapeHtml(siteUrl ? new URL(to, siteUrl).toString() : to);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moved</title>` +
    `<meta http-equiv="refresh" content="0; url=${href}"><meta name="robots" content="noindex">` +
    `<link rel="canonical" href="${canonical}"></head>` +
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>\n`
  );
}

/** Where the export writes the page of an old path: `/docs/old` → `docs/old.html` (as Next writes pages). */
export const redirectPageFile = (from: string) => `${decoded(normalize(from)).replace(/^\//, '') || 'index'}.html`;
