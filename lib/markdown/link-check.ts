import path from 'node:path/posix';
import { stripTrailingSlash } from '../content/slugs';
import type { FoundLink } from './link-extract';
import type { RouteTable } from './route-table';

/** A file and the links found in it. */
export interface LinkSource {
  /** File path relative to the project root. */
  file: string;
  /** Route of the page the file renders, for relative links and same-page anchors; none for config. */
  href?: string;
  links: FoundLink[];
}

export interface LinkReport {
  errors: string[];
  warnings: string[];
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/;

/** Splits a URL into path and hash, decoding the hash. */
function splitUrl(url: string): { pathname: string; hash: string } {
  const [beforeHash, hash = ''] = url.split('#', 2);
  const pathname = beforeHash.split('?', 1)[0];
  return { pathname, hash: safeDecode(hash) };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Resolves a link to a markdown file (`./intro.mdx`, `../x/y.md`) against the linking file,
 * returning the route of that file or undefined when no such file is known.
 */
export function resolveMarkdownLink(
  pathname: string,
  fromFile: string,
  fileRoutes: Map<string, string>,
): string | undefined {
  const target = pathname.startsWith('/')
    ? path.join(/*turbopackIgnore: true*/ 'content/docs', pathname)
    : path.join(path.dirname(fromFile), pathname);
  return fileRoutes.get(path.normalize(target));
}

/** Checks every internal link against the route table; broken routes are errors, the rest warnings. */
export function checkLinks(sources: LinkSource[], table: RouteTable, fileRoutes: Map<string, string>): LinkReport {
  const report: LinkReport = { errors: [], warnings: [] };
  for (const source of sources) {
    for (const link of source.links) checkOne(source, link, table, fileRoutes, report);
  }
  return report;
}

/** Checks one link, adding at most one error or warning. */
function checkOne(
  source: LinkSource,
  link: FoundLink,
  table: RouteTable,
  fileRoutes: Map<string, string>,
  report: LinkReport,
) {
  const where = `${source.file}:${link.line}:${link.column}`;
  const url = link.url.trim();
  if (!url || EXTERNAL.test(url)) return;
  const { pathname, hash } = splitUrl(url);
  let route: string | undefined;
  if (!pathname) {
    route = source.href;
    if (!route) return;
  } else if (MARKDOWN_FILE.test(pathname)) {
    route = resolveMarkdownLink(pathname, source.file, fileRoutes);
    if (!route) {
      report.warnings.push(
        `${where}: link to markdown file "${url}" does not match any file; it will not be converted to a page link`,
      );
      return;
    }
  } else {
    route = stripTrailingSlash(pathname.startsWith('/') ? pathname : resolveRelative(pathname, source.href));
  }
  const target = table.routes.get(safeDecode(route));
  if (!target) {
    report.errors.push(`${where}: broken link to "${url}": no page is served at "${route}"`);
    return;
  }
  const anchors = hash ? target.anchors() : null;
  if (anchors && !anchors.has(hash)) {
    report.warnings.push(`${where}: link to "${url}": the page "${route}" has no anchor "#${hash}"`);
  }
}

/** Resolves a relative route (`../intro`) against the page it appears on, like a browser would. */
function resolveRelative(pathname: string, fromHref = '/'): string {
  return new URL(pathname, `https://site.invalid${fromHref}`).pathname;
}
