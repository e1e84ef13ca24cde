import { createHash } from 'node:crypto';
import { diskCache } from '../build/disk-cache';
import { codeFingerprint } from '../build/fingerprint';
import { type MdxToMarkdownOptions, mdxToMarkdown } from '../markdown/mdx-to-markdown';

/**
 * `mdxToMarkdown` with its output kept between builds in .next/cache/acme-md, by a key over the
 * page (body, title, description, route, site URL, file), the converter's code and the whole
 * file-to-route map (links to other files become their routes). A one-doc edit converts one doc;
 * adding, moving or deleting a page converts them all again.
 */

const FORMAT = 'acme-md/1';
export const COPY_CACHE_DIR = '.next/cache/acme-md';
const CONVERTER_ENTRIES = ['lib/markdown/mdx-to-markdown.ts'];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The converter for one build: `fileRoutes` is the build's map, the same for every page. */
export function cachedMdxToMarkdown(fileRoutes: Map<string, string>, root = process.cwd()): typeof mdxToMarkdown {
  const cache = diskCache(COPY_CACHE_DIR, '.md', root);
  const shared = sha256(JSON.stringify([FORMAT, codeFingerprint(CONVERTER_ENTRIES, root), [...fileRoutes].sort()]));
  return (body: string, options: MdxToMarkdownOptions) => {
    const { title, description, href, siteUrl, filePath } = options;
    const key = sha256(JSON.stringify([shared, title, description, href, siteUrl, filePath, body]));
    const stored = cache.read(key);
    if (stored) return stored.toString('utf8');
    const text = mdxToMarkdown(body, { ...options, fileRoutes });
    cache.write(key, text);
    return text;
  };
}
