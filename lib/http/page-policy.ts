import { onHead, type RequestHandler } from './cached-handler';

const CSP = 'content-security-policy';

/**
 * Gives every HTML response the Content-Security-Policy of the page it carries (`policyOf(url,
 * status)`, from the build's inline-script hashes), whoever set the header before: Next's header
 * rules, a replay from the shared cache, a 304 (whose headers the browser merges into the page it
 * kept, so it carries the page's policy too). Other responses keep the policy they have.
 * Installed around writeHead, which every response goes through, as withUncachedErrors is.
 */
export function withPagePolicy(
  origin: RequestHandler,
  policyOf: (url: string, status: number) => string,
): RequestHandler {
  return (req, res) => {
    const url = req.url ?? '/';
    onHead(res, (status, head) => {
      // A 304 may come without its type; the browser merges its headers into the page it kept.
      if (status !== 304 && !/^text\/html\b/i.test(head.get('content-type'))) return;
      head.drop((name) => name === CSP);
      head.set(CSP, policyOf(url, status));
    });
    return origin(req, res);
  };
}

/**
 * Headers that only mean something on a document a browser renders: its page policy, framing,
 * the features it may use, the referrer its links send, the browsing-context group it opens in,
 * HSTS (a browser learns it from the site's pages). On a script, a stylesheet, a font or an image
 * they are bytes on every request (about 1.2 KB: a one-word search's 12 requests carried 15 KB).
 * `Accept-Ranges` is dropped too: the request guard ignores `Range`, so it promised what is not
 * done; `Last-Modified` beside a content-hashed name and an ETag told nothing more.
 */
const DOCUMENT_ONLY = new Set([
  CSP,
  'x-frame-options',
  'permissions-policy',
  'referrer-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'accept-ranges',
  'last-modified',
]);

/** Files named by a hash of their content (the build's chunks, styles and fonts; search shards), or under their package's version (mermaid's bundle). */
const IMMUTABLE_PATH = /^\/(?:_next\/static\/|search-shards\/|mermaid\/)/;
/** Raster images: never rendered as a document with script (an SVG is, and keeps the page set). */
const RASTER_IMAGE = /^image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)\b/i;

/** Types a browser renders as a document (with script): never lean, whatever the path. */
const DOCUMENT_TYPE = /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|(?:text|application)\/xml)\b|\+xml\b/i;

/**
 * The path the request names once its dot segments are resolved (`..`, `.%2e`, `%2E%2E`), as Next
 * and a browser resolve them: `/search-shards/../docs/a` is the page `/docs/a`, not a shard.
 */
function resolvedPath(target: string): string {
  try {
    return new URL(`http://host${target.startsWith('/') ? '' : '/'}${target}`).pathname;
  } catch {
    return target;
  }
}

/** Whether a response is an asset that gets the lean set (its status and headers as Next wrote them). */
function isLeanAsset(pathname: string, status: number, contentType: string): boolean {
  if (status !== 200 && status !== 304) return false;
  if (DOCUMENT_TYPE.test(contentType)) return false;
  return IMMUTABLE_PATH.test(pathname) || RASTER_IMAGE.test(contentType);
}

/**
 * Each kind of response carries the headers it needs (issue 45): documents, errors and every other
 * file keep the security set and their policy; immutable assets and raster images keep what
 * protects them (`X-Content-Type-Options: nosniff`, their caching) and gain
 * `Cross-Origin-Resource-Policy: same-origin`, so no other site can embed them. The path is
 * judged with its dot segments resolved and a document type (HTML, SVG, XML) is never lean, so a
 * page reached through an asset prefix keeps its policy and framing rules. Installed outside
 * withPagePolicy, whose policy on a 304 it removes again for an asset. An error (a missing chunk's
 * 404) is not an asset: it keeps every header.
 */
export function withLeanAssetHeaders(origin: RequestHandler): RequestHandler {
  return (req, res) => {
    // The resolved path: `/search-shards/../docs/a` (Next serves the page) is a document.
    const pathname = resolvedPath((req.url ?? '/').replace(/[?#].*$/, ''));
    onHead(res, (status, head) => {
      if (!isLeanAsset(pathname, status, head.get('content-type'))) return;
      head.drop((name) => DOCUMENT_ONLY.has(name));
      head.set('Cross-Origin-Resource-Policy', 'same-origin');
    });
    return origin(req, res);
  };
}
