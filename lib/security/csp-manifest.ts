import fs from 'node:fs';
import path from 'node:path';
import { type SecurityHeaderOptions, securityHeaders } from './headers';
import { joinFlightScripts, pageScriptHashes } from './inline-scripts';
import { fileHash, withScriptIntegrity } from './script-integrity';
import { scriptsAfterPaint, withScriptsAfterFirstPaint } from './scripts-after-paint';
import { TOOL_CORS_HEADER } from './tool-cors';

/**
 * Route → script hashes of every prerendered page (its inline scripts and the `integrity` of its
 * `<script src>` chunks), written after `next build` (the build's `.next/csp-hashes.json`) and for
 * the static export (its `_headers`), so each page is sent the policy that lets exactly its own
 * scripts run.
 */
export interface CspManifest {
  /** `/docs/intro` → `['sha256-…', …]`; `/_not-found` (build) or `/404` (export) is the 404 page. */
  pages: Record<string, string[]>;
}

/** Where `npm run build` leaves the manifest, inside .next/. */
export const CSP_MANIFEST_FILE = 'csp-hashes.json';

/** The options of the policy every page shares (its hashes are added per page). */
export type PolicyOptions = Omit<SecurityHeaderOptions, 'scriptHashes' | 'development'>;

/** The route a prerendered HTML file answers: `index.html` → `/`, `docs/intro.html` → `/docs/intro`. */
export function routeOfHtmlFile(relative: string): string {
  const route = `/${relative.split(path.sep).join('/')}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return route || '/';
}

/** The page's policy; throws naming the file when it passes MAX_POLICY_BYTES. */
function pagePolicy(file: string, hashes: string[], options: PolicyOptions): string {
  try {
    return policyValue(securityHeaders({ ...options, scriptHashes: hashes }));
  } catch (error) {
    throw new Error(`${file}: ${hashes.length} scripts: ${(error as Error).message}`);
  }
}

const policyValue = (headers: Array<{ key: string; value: string }>) =>
  headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';

/** `hashOf(pathname)` for withScriptIntegrity: the SHA-256 of the file `fileOf(pathname)`, read once. */
function fileHasher(fileOf: (pathname: string) => string | undefined) {
  const known = new Map<string, string | undefined>();
  return (pathname: string) => {
    if (!known.has(pathname)) {
      const file = fileOf(pathname);
      known.set(pathname, file && fs.existsSync(file) ? fileHash(fs.readFileSync(file)) : undefined);
    }
    return known.get(pathname);
  };
}

/**
 * Hashes the scripts of every `.html` file under `htmlRoot` and rewrites the files: each same-origin
 * `<script src>` gets `integrity` (the SHA-256 of `fileOf(its path)`, the file as served, so run this
 * after anything that edits chunks, such as the compile hints), and its hash joins the page's inline
 * scripts' hashes; then Next's async chunks move behind the first paint (scripts-after-paint.ts),
 * whose loader is hashed with the other inline scripts. A page whose policy would pass 8 KB (about 54 bytes a hash) has its adjacent data
 * scripts joined into one (inline-scripts.ts: joinFlightScripts); if it is still too long the build
 * fails naming the file. Must run before the server answers any request (Next's route cache copies
 * a page when it first serves it).
 */
export function buildCspManifest(
  htmlRoot: string,
  options: PolicyOptions,
  fileOf: (pathname: string) => string | undefined,
): CspManifest {
  const files = fs
    .readdirSync(htmlRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  if (files.length === 0) throw new Error(`${htmlRoot}: no prerendered HTML: build first`);
  const hashOf = fileHasher(fileOf);
  const pages: Record<string, string[]> = {};
  for (const file of files) {
    const full = path.join(htmlRoot, file);
    const name = path.relative(process.cwd(), full);
    const original = fs.readFileSync(full, 'utf8');
    let integrity: ReturnType<typeof withScriptIntegrity>;
    let html: string;
    try {
      integrity = withScriptIntegrity(original, hashOf);
      html = withScriptsAfterFirstPaint(integrity.html);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
    // The loader's chunks count as the page's own, also when the page was rewritten by an earlier run.
    const chunks = (page: string) => [...integrity.hashes, ...scriptsAfterPaint(page).map((s) => s.integrity)];
    const all = (page: string) => [...new Set([...pageScriptHashes(page), ...chunks(page)])].sort();
    let hashes = all(html);
    if (tooLong(hashes, options)) {
      html = joinFlightScripts(html);
      hashes = all(html);
      pagePolicy(name, hashes, options);
    }
    if (html !== original) fs.writeFileSync(full, html);
    pages[routeOfHtmlFile(file)] = hashes;
  }
  return { pages };
}

/** Whether the page's policy would pass MAX_POLICY_BYTES (headers.ts) as it is. */
function tooLong(hashes: string[], options: PolicyOptions): boolean {
  try {
    securityHeaders({ ...options, scriptHashes: hashes });
    return false;
  } catch {
    return true;
  }
}

/** Reads a manifest written by buildCspManifest, with a message naming the file when it is missing or malformed. */
export function readCspManifest(file: string): CspManifest {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file}: cannot read the inline-script hashes (${(error as Error).message}): run \`npm run build\``,
    );
  }
  const pages = (data as CspManifest | null)?.pages;
  const valid =
    pages &&
    typeof pages === 'object' &&
    Object.values(pages).every(
      (hashes) =>
        Array.isArray(hashes) && hashes.every((h) => typeof h === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(h)),
    );
  if (!valid) throw new Error(`${file}: expected { "pages": { "/route": ["sha256-…"] } }: run \`npm run build\` again`);
  return { pages };
}

/** The 404 page's route in a manifest: `/404` in an export (what a static host serves), else `/_not-found`. */
const notFoundRoute = (manifest: CspManifest): string | undefined =>
  ['/404', '/_not-found'].find((route) => Object.hasOwn(manifest.pages, route));

/** A locale's 404 page (`/fr/404`, lib/i18n/README.md): a manifest route `/<segment>/404`. */
const LOCALE_NOT_FOUND = /^\/([^/]+)\/404$/;

/** How long a file whose name (or versioned path) changes with its content may be kept. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The 404 page that answers a path: its first segment's own (`/fr/nope` → `/fr/404`, a locale's,
 * which `npm start` and static hosts serve for its unknown paths), else the site's.
 */
function notFoundRouteOf(manifest: CspManifest, url: string): string | undefined {
  const first = url.split(/[?#]/)[0].split('/')[1];
  const own = first ? `/${first}/404` : undefined;
  return own && LOCALE_NOT_FOUND.test(own) && Object.hasOwn(manifest.pages, own) ? own : notFoundRoute(manifest);
}

/**
 * The manifest route whose HTML answers a response: the 404 page for a 404, the 400 page for a 400
 * (the proxy rewrites malformed paths to it), else the request's path (decoded, without a trailing
 * slash or query). Undefined when no prerendered page answers: that response gets no inline script.
 */
export function routeOfResponse(manifest: CspManifest, url: string, status: number): string | undefined {
  if (status === 404) return notFoundRouteOf(manifest, url);
  if (status === 400) return '/bad-request' in manifest.pages ? '/bad-request' : undefined;
  if (status >= 300 && status !== 304) return undefined;
  let pathname = url.split(/[?#]/)[0] || '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return Object.hasOwn(manifest.pages, pathname) ? pathname : undefined;
}

/** The Content-Security-Policy of each route, and of everything else (no inline script). */
export function policies(manifest: CspManifest, options: PolicyOptions) {
  const base = policyValue(securityHeaders(options));
  const byRoute = new Map(
    Object.entries(manifest.pages).map(([route, hashes]) => [route, pagePolicy(route, hashes, options)]),
  );
  return { base, of: (route: string | undefined) => (route === undefined ? base : (byRoute.get(route) ?? base)) };
}

/**
 * The export's `_headers` (the format Netlify reads): `/*` carries every security header with the
 * 404 page's policy (a static host answers unknown paths with 404.html), `/fr/*` the policy of a
 * locale's 404 page (`fr/404.html` answers its unknown paths), then one block per page
 * with its own policy (and each file of `toolFiles` its CORS header), which replaces the `/*` value for that path (Netlify applies matching rules
 * in order, a later one overriding a header). Each pattern of `immutable` (`/mermaid/*`: files under
 * a version that names their content) is cached for a year.
 */
export function headersFile(
  manifest: CspManifest,
  options: PolicyOptions,
  toolFiles: readonly string[] = [],
  immutable: readonly string[] = [],
): string {
  const notFound = notFoundRoute(manifest);
  const all = securityHeaders({ ...options, scriptHashes: notFound ? manifest.pages[notFound] : [] });
  const { of } = policies(manifest, options);
  const blocks = [`/*\n${all.map(({ key, value }) => `  ${key}: ${value}`).join('\n')}`];
  const localeNotFound = Object.keys(manifest.pages)
    .filter((route) => LOCALE_NOT_FOUND.test(route))
    .sort();
  for (const route of localeNotFound)
    blocks.push(`${encodeURI(route.slice(0, -'404'.length))}*\n  Content-Security-Policy: ${of(route)}`);
  for (const route of Object.keys(manifest.pages).sort()) {
    if (route === '/404' || route === '/_not-found' || localeNotFound.includes(route)) continue;
    blocks.push(`${encodeURI(route)}\n  Content-Security-Policy: ${of(route)}`);
  }
  // Files published for tools, readable from any origin (lib/security/tool-cors.ts).
  for (const file of toolFiles) blocks.push(`${encodeURI(file)}\n  ${TOOL_CORS_HEADER.key}: ${TOOL_CORS_HEADER.value}`);
  for (const pattern of immutable) blocks.push(`${encodeURI(pattern)}\n  Cache-Control: ${IMMUTABLE_CACHE}`);
  return `${blocks.join('\n')}\n`;
}

/** The headers of `_headers` that apply to a path, in the file's order: `/*`, a prefix's `/fr/*`, the path's own block. */
export function headersForPath(file: string, pathname: string): Array<{ key: string; value: string }> {
  const headers = new Map<string, { key: string; value: string }>();
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      const rule = line.trim();
      applies =
        rule === '/*' ||
        rule === pathname ||
        (rule.length > 1 && rule === pathname.replace(/\/+$/, '')) ||
        (rule.endsWith('/*') && pathname.startsWith(rule.slice(0, -1)));
    } else if (applies && line.startsWith('  ')) {
      const at = line.indexOf(':');
      const key = line.slice(0, at).trim();
      headers.set(key.toLowerCase(), { key, value: line.slice(at + 1).trim() });
    }
  }
  return [...headers.values()];
}
