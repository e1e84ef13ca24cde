import { createHash } from 'node:crypto';

/**
 * Subresource integrity for a prerendered page's own `<script src>` chunks. Under `'strict-dynamic'`
 * (CSP3) host sources and `'self'` are ignored, so a script the parser meets runs only when its
 * `integrity` hash is one of the policy's hash sources; scripts those scripts add (Next's runtime
 * loading chunks on navigation, the analytics component adding gtag.js) are trusted through them.
 */

// A `<script …>` element: its attributes (quoted values may hold `>`), then its text up to the first
// `</script`, matched whole so that text inside a script is never taken for a tag.
export const SCRIPT =
  /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)(\s*\/?)>([\s\S]*?<\/script\s*>)/gi;
export const LINK = /<link((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)(\s*\/?)>/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The SHA-256 of a file's bytes as SRI and CSP write it: `sha256-<base64>`. */
export const fileHash = (bytes: Uint8Array): string => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** The path of a same-origin script URL (`/_next/static/…js?dpl=1` → `/_next/static/…js`), else undefined. */
export function sameOriginPath(src: string): string | undefined {
  if (!src.startsWith('/') || src.startsWith('//') || src.startsWith('/\\')) return undefined;
  const pathname = src.split(/[?#]/)[0];
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export interface IntegrityResult {
  html: string;
  /** The hashes of the page's same-origin `<script src>` files, sorted and without repeats. */
  hashes: string[];
}

export interface Attribute {
  text: string;
  name: string;
  value: string;
}

export const parseAttributes = (attrs: string): Attribute[] =>
  [...attrs.matchAll(ATTRIBUTE)].map((m) => ({
    text: m[0],
    name: m[1].toLowerCase(),
    value: m[2] ?? m[3] ?? m[4] ?? '',
  }));

export const attributeValue = (list: Attribute[], name: string) => list.find((a) => a.name === name)?.value;

/** The tag with `integrity="hash"` in place of any it had. */
const withIntegrity = (tag: string, list: Attribute[], hash: string, close: string) =>
  `<${tag}${list
    .filter((a) => a.name !== 'integrity')
    .map((a) => a.text)
    .join('')} integrity="${hash}"${close}>`;

/**
 * The page with `integrity="sha256-…"` on every same-origin `<script src>` (an existing value is
 * replaced), computed by `hashOf(pathname)` from the file as served; throws naming the script when
 * `hashOf` has no file for it. The `<link rel="preload" as="script">` (or `modulepreload`) of a file
 * gets the same value, so its fetch is checked the same way and reused by the script. Cross-origin
 * scripts are left as they are: the site has none in its HTML (gtag.js is added by a trusted script).
 */
export function withScriptIntegrity(html: string, hashOf: (pathname: string) => string | undefined): IntegrityResult {
  const hashes = new Set<string>();
  const hash = (url: string | undefined, tag: string) => {
    const pathname = url === undefined ? undefined : sameOriginPath(url.replace(/&amp;/g, '&'));
    if (pathname === undefined) return undefined;
    const found = hashOf(pathname);
    if (!found)
      throw new Error(`<${tag} ${tag === 'link' ? 'href' : 'src'}="${url}">: no such file to hash for its integrity`);
    return found;
  };
  const scripts = html.replace(SCRIPT, (element, attrs: string, close: string, rest: string) => {
    const list = parseAttributes(attrs);
    const found = hash(attributeValue(list, 'src'), 'script');
    if (!found) return element;
    hashes.add(found);
    return withIntegrity('script', list, found, close) + rest;
  });
  const out = scripts.replace(LINK, (element, attrs: string, close: string) => {
    const list = parseAttributes(attrs);
    const rel = (attributeValue(list, 'rel') ?? '').toLowerCase().split(/\s+/);
    const preload =
      rel.includes('modulepreload') || (rel.includes('preload') && attributeValue(list, 'as') === 'script');
    const found = preload ? hash(attributeValue(list, 'href'), 'link') : undefined;
    return found ? withIntegrity('link', list, found, close) : element;
  });
  return { html: out, hashes: [...hashes].sort() };
}
