import { diskCache } from '../build/disk-cache';
import { codeFingerprint, sha256 } from '../build/fingerprint';
import { type MdxToMarkdownOptions, mdxToMarkdown } from '../markdown/mdx-to-markdown';
import type { ApiEntry } from '../openapi/catalog';
import type { ReferencePage } from '../openapi/pages';
import { sourceFingerprint } from '../openapi/prebuilt';

/**
 * `mdxToMarkdown` with its output kept between builds in .next/cache/acme-md, by a key over the
 * page (body, title, description, route, site URL, file), the converter's code and the whole
 * file-to-route map (links to other files become their routes). A one-doc edit converts one doc;
 * adding, moving or deleting a page converts them all again.
 */

const FORMAT = 'acme-md/1';
export const COPY_CACHE_DIR = '.next/cache/acme-md';
const CONVERTER_ENTRIES = ['lib/markdown/mdx-to-markdown.ts'];

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

/** Where the API references' copies start (lib/site/llms.ts, `apiMarkdown`), followed through its imports. */
const API_CONVERTER_ENTRIES = ['lib/site/llms.ts'];

type ApiToMarkdown = (entry: ApiEntry, page: ReferencePage, siteUrl: string) => string;

/**
 * An API reference page's copy (`convert`: lib/site/llms.ts's `apiMarkdown`) kept alike, by a key over
 * the document, its SDK samples and sample languages and the declarations their types come from
 * (`sourceFingerprint`, as its prebuilt HTML), the reference's configuration and pages, the page, the
 * site URL and the converter's code. A doc edit converts no reference again: 0.3 s of a rebuild's
 * prebuild for this site's two (bench/RESULTS.md, "The build, round five").
 */
export function cachedApiMarkdown(convert: ApiToMarkdown, root = process.cwd()): ApiToMarkdown {
  const cache = diskCache(COPY_CACHE_DIR, '.md', root);
  const code = codeFingerprint(API_CONVERTER_ENTRIES, root);
  const sources = new Map<string, string>();
  return (entry, page, siteUrl) => {
    const { spec } = entry;
    let source = sources.get(spec.id);
    if (source === undefined) {
      source = sourceFingerprint(spec.file, root, {
        sampleLanguages: spec.sampleLanguages,
        sdkSamples: spec.sdkSamples,
      });
      sources.set(spec.id, source);
    }
    const key = sha256(JSON.stringify([FORMAT, 'api', code, source, spec, entry.layout.pages, page, siteUrl]));
    const stored = cache.read(key);
    if (stored) return stored.toString('utf8');
    const text = convert(entry, page, siteUrl);
    cache.write(key, text);
    return text;
  };
}
