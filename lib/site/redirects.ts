import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { frontmatterLine } from '../content/parse';
import { stripTrailingSlash } from '../content/slugs';
import type { RouteTable } from '../markdown/route-table';
import { ContentError, formatZodIssues } from '../utils/errors';
import type { ContentEntry } from './graph';

/**
 * Redirects: a page's old paths (`redirect_from` in its frontmatter) and `content/redirects.json`
 * (`[{ "from", "to" }]`) for anything else, such as an operation that moved
 * (`/api/profiles#oldId` → `/api/profiles#newId`). A path redirect is answered 308 by `npm start`
 * (lib/http/redirects.ts) and written by the export to `out/_redirects` and a meta-refresh page at
 * the old path. A fragment never reaches a server: a redirect whose `from` holds `#` is done in the
 * browser, by a small inline script on the page of `from`'s path (components/ui/fragment-redirects.tsx).
 */

const REDIRECTS_FILE = 'content/redirects.json';

/** One redirect, with where it was declared (`file:line` or `content/redirects.json[2]`) for errors. */
export interface Redirect {
  from: string;
  to: string;
  source: string;
}

const RedirectsFileSchema = z.array(
  z
    .object({
      from: z.string().regex(/^\/[^\s?]*$/, 'expected a path from the site root, like /docs/old or /api/content#oldId'),
      to: z.string().regex(/^\/[^\s]*$/, 'expected a path of this site, like /docs/new or /api/content#newId'),
    })
    .strict(),
);

/** The redirects of content/redirects.json (none without the file); a bad entry fails naming its index. */
export function loadRedirectsFile(root: string): Redirect[] {
  const file = path.join(/*turbopackIgnore: true*/ root, REDIRECTS_FILE);
  if (!fs.existsSync(/*turbopackIgnore: true*/ file)) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  } catch (error) {
    throw new ContentError(REDIRECTS_FILE, [`not valid JSON: ${(error as Error).message}`], { cause: error });
  }
  const parsed = RedirectsFileSchema.safeParse(raw);
  if (!parsed.success) throw new ContentError(REDIRECTS_FILE, formatZodIssues(parsed.error));
  return parsed.data.map((r, i) => ({ ...r, source: `${REDIRECTS_FILE}[${i}]` }));
}

/** Every redirect of the site: the entries' `redirect_from` (current docs and pages), then the file's. */
export function siteRedirects(entries: ContentEntry[], file: Redirect[], root: string): Redirect[] {
  const own = entries.flatMap((entry) => {
    // A cut version's copy of a page keeps its frontmatter: the current page owns its old paths.
    if ('version' in entry && entry.version) return [];
    const old = 'redirect_from' in entry.frontmatter ? entry.frontmatter.redirect_from : [];
    if (!old || old.length === 0) return [];
    const line = frontmatterLineOf(path.join(/*turbopackIgnore: true*/ root, entry.filePath));
    return old.map((from) => ({ from, to: entry.href, source: `${entry.filePath}:${line}` }));
  });
  return [...own, ...file];
}

/** The line of `redirect_from` in a file's frontmatter (read only when the page has redirects). */
function frontmatterLineOf(file: string): number {
  try {
    return frontmatterLine(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8'), 'redirect_from');
  } catch {
    return 1;
  }
}

const split = (url: string) => {
  const at = url.indexOf('#');
  const pathname = stripTrailingSlash(at < 0 ? url : url.slice(0, at)) || '/';
  return { pathname, hash: at < 0 ? '' : url.slice(at + 1) };
};

/** A redirect's `from` as it is matched: the path without a trailing slash, and its fragment. */
const redirectKey = (url: string) => {
  const { pathname, hash } = split(url);
  return hash ? `${pathname}#${hash}` : pathname;
};

/**
 * What the build refuses, each naming the redirect's source: a target that is not a page of the
 * site (or an anchor the target page does not have), a `from` that is a page (or an existing anchor
 * of it), a `from` declared twice, and a chain or loop (a target that is itself redirected).
 */
export function redirectErrors(redirects: Redirect[], table: RouteTable): string[] {
  const errors: string[] = [];
  const byFrom = new Map<string, Redirect>();
  for (const redirect of redirects) {
    const key = redirectKey(redirect.from);
    const first = byFrom.get(key);
    if (first)
      errors.push(`${redirect.source}: redirect from "${redirect.from}" is declared twice (also ${first.source})`);
    else byFrom.set(key, redirect);
  }
  for (const redirect of byFrom.values()) {
    const at = `${redirect.source}: redirect from "${redirect.from}" to "${redirect.to}"`;
    const from = split(redirect.from);
    const to = split(redirect.to);
    const fromPage = table.routes.get(from.pathname);
    if (!from.hash && fromPage)
      errors.push(`${at} shadows an existing page (${fromPage.source}): remove the redirect or the page`);
    if (from.hash && !fromPage)
      errors.push(`${at}: a fragment redirect runs on the page "${from.pathname}", which does not exist`);
    if (from.hash && fromPage?.anchors()?.has(decodeURIComponent(from.hash)))
      errors.push(`${at} shadows the anchor #${from.hash} that exists on that page`);
    const target = table.routes.get(to.pathname);
    if (byFrom.has(redirectKey(redirect.to))) errors.push(`${at}: ${chain(redirect, byFrom)}`);
    else if (!target) errors.push(`${at}: the target is not a page of the site`);
    else if (to.hash && target.anchors()?.has(decodeURIComponent(to.hash)) === false)
      errors.push(`${at}: the target page has no anchor #${to.hash}`);
  }
  return errors;
}

/** Describes the chain a redirect starts, or the loop it runs into. */
function chain(redirect: Redirect, byFrom: Map<string, Redirect>): string {
  const seen = [redirectKey(redirect.from)];
  let next = byFrom.get(redirectKey(redirect.to));
  while (next) {
    const key = redirectKey(next.from);
    if (seen.includes(key)) return `a redirect loop: ${[...seen, key].join(' → ')}`;
    seen.push(key);
    next = byFrom.get(redirectKey(next.to));
  }
  const end = byFrom.get(seen[seen.length - 1])?.to;
  return `a redirect chain: ${[...seen, end].join(' → ')} (point it at the final page)`;
}

/** The fragment redirects run on a page: old fragment (decoded) → new URL; empty for most pages. */
export function fragmentRedirects(redirects: Redirect[], route: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const redirect of redirects) {
    const from = split(redirect.from);
    if (from.hash && from.pathname === (stripTrailingSlash(route) || '/'))
      map[decodeURIComponent(from.hash)] = redirect.to;
  }
  return map;
}
