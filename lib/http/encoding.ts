/**
 * Content negotiation of the shared cache's encodings (lib/http/README.md, "One encoding per
 * client"): Next compresses with gzip only, the cache adds brotli copies of what it stores. Pure:
 * the compression itself is in brotli-copies.ts.
 */

/** A request or response header value as Node gives it. */
type HeaderValue = string | string[] | number | undefined;

/** The codings a response of `npm start` may have: br (the cache's copy), gzip (Next's), identity. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * Each coding an Accept-Encoding value names (lowercased), with its weight: 1 without `q=`, the
 * number it gives otherwise, 0 when that is not a number. A coding named twice keeps its last weight.
 */
function encodingWeights(acceptEncoding: HeaderValue): Map<string, number> {
  const text = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : String(acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token) weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/** A coding's weight: its own, else the weight of `*` (RFC 9110: any coding not listed), else 0. */
const weightOf = (weights: Map<string, number>, coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;

/**
 * What a client is answered in, from one reading of its Accept-Encoding:
 * - `canonical`, the one Accept-Encoding the cache asks the origin for: `gzip` when the client
 *   takes it (Next's compression offers gzip and deflate, and prefers gzip), else `identity`. Raw
 *   values (`gzip, deflate, br`, `br;q=1, gzip;q=0.9`, …) would each make an entry of their own.
 * - `preferred`, the coding it is answered in and its variant's key: `br` when it takes br (weight
 *   above 0, `*` included) at least as much as gzip, else `canonical`. So `gzip, deflate, br` is
 *   br, `br;q=0.5, gzip` gzip, `br;q=0, *` gzip and `identity` identity. Identity's own weight is
 *   not read, as the cache never read it.
 */
export function negotiateEncoding(acceptEncoding: HeaderValue): {
  canonical: 'gzip' | 'identity';
  preferred: ContentCoding;
} {
  const weights = encodingWeights(acceptEncoding);
  const gzip = weightOf(weights, 'gzip');
  const br = weightOf(weights, 'br');
  const canonical = gzip > 0 ? 'gzip' : 'identity';
  return { canonical, preferred: br > 0 && br >= gzip ? 'br' : canonical };
}

/** negotiateEncoding's `canonical`. */
export const canonicalEncoding = (acceptEncoding: HeaderValue) => negotiateEncoding(acceptEncoding).canonical;

/** negotiateEncoding's `preferred`. */
export const preferredEncoding = (acceptEncoding: HeaderValue) => negotiateEncoding(acceptEncoding).preferred;

/**
 * Media types worth compressing: text (HTML, CSS, RSC payloads, Markdown, feeds), JavaScript,
 * JSON (the search shards, the OpenAPI downloads) and XML, SVG. Images, fonts and archives are
 * compressed already.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:javascript|ecmascript|json|xml|x-javascript|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** Whether a Content-Type names a compressible media type (COMPRESSIBLE_TYPE). */
export const isCompressibleType = (contentType: HeaderValue) => COMPRESSIBLE_TYPE.test(String(contentType ?? ''));

/**
 * The ETag of an encoded copy: the stored tag with `-<coding>` inside its quotes (`W/"x"` is
 * `W/"x-br"`), so a client holding one encoding never revalidates the other; undefined for a
 * malformed tag (the copy is then sent without one).
 */
export function encodedEtag(etag: HeaderValue, coding: ContentCoding): string | undefined {
  const match = /^(W\/)?"([^"]*)"$/.exec(String(etag ?? '').trim());
  return match ? `${match[1] ?? ''}"${match[2]}-${coding}"` : undefined;
}
