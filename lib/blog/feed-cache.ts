import { diskCache } from '../build/disk-cache';
import { codeFingerprint, sha256 } from '../build/fingerprint';
import type { markdownToHtml } from '../markdown/to-html';

/**
 * A post's HTML in the RSS and Atom feeds (`convert`: lib/markdown/to-html.ts's `markdownToHtml`)
 * kept between builds in .next/cache/acme-feed, by a key over the post's body, route and file, the
 * site URL and the converter's code. Both feeds converted every post again in every build: in a
 * rebuild after a one-doc edit, 0.35 s of the worker that renders the pages (bench/RESULTS.md, "The
 * build, round six").
 */

const FORMAT = 'acme-feed/1';
export const FEED_CACHE_DIR = '.next/cache/acme-feed';
/** Where the converter starts, followed through its imports. */
const CONVERTER_ENTRIES = ['lib/markdown/to-html.ts'];

export function cachedMarkdownToHtml(convert: typeof markdownToHtml, root = process.cwd()): typeof markdownToHtml {
  const cache = diskCache(FEED_CACHE_DIR, '.html', root);
  let code: string | undefined;
  return (body, options) => {
    code ??= codeFingerprint(CONVERTER_ENTRIES, root);
    const { siteUrl, href, filePath, fileRoutes } = options;
    const routes = fileRoutes ? [...fileRoutes].sort() : null;
    const key = sha256(JSON.stringify([FORMAT, code, siteUrl, href, filePath, routes, body]));
    const stored = cache.read(key);
    if (stored) return stored.toString('utf8');
    const html = convert(body, options);
    cache.write(key, html);
    return html;
  };
}
